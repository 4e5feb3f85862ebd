import os from 'node:os'

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

/**
 * Runs a bench script's `main` and sets the exit code it answers. Ctrl-C, SIGTERM or a thrown error still stop every
 * server and remove every scratch database and folder registered with `registerCleanup`.
 */
export async function runBenchScript(main: () => Promise<number>): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping servers and cleaning up…\n`)
      void cleanUpEverything().finally(() => process.exit(128 + os.constants.signals[signal]))
    })
  }
  try {
    process.exitCode = await main()
  } catch (error) {
    process.stderr.write(`Failed: ${error instanceof Error ? error.message : String(error)}\n`)
    await cleanUpEverything()
    process.exitCode = 1
  }
}
