type Task = () => Promise<void>

const pending = new Set<Task>()

/**
 * Registers a clean-up task and returns a function that runs it (once) and unregisters it.
 * Normal code calls the returned function in a `finally`; tasks still pending when the bench is
 * interrupted are run by `cleanUpEverything`.
 */
export function registerCleanup(task: Task): () => Promise<void> {
  let done: Promise<void> | undefined
  const run = () => {
    pending.delete(run)
    done ??= task()
    return done
  }
  pending.add(run)
  return run
}

/** Runs pending tasks newest first (a server is stopped before its database is dropped), reporting failures. */
export async function cleanUpEverything(): Promise<void> {
  for (const task of [...pending].reverse()) {
    await task().catch((error: unknown) => {
      process.stderr.write(`Clean-up failed: ${error instanceof Error ? error.message : String(error)}\n`)
    })
  }
}
