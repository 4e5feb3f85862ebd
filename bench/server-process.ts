import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { registerCleanup } from './cleanup.ts'

const START_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 5_000
const POLL_INTERVAL_MS = 100
const OUTPUT_LINES_KEPT = 30
const CLEAN_EXIT = 'exit code 0'

const running = new Set<ChildProcess>()

// Last resort for exits that skip clean-up (process.exit from elsewhere, a crash): never leave a server behind.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

export interface ServerOptions {
  name: string
  /** Arguments to `node`. */
  args: string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

/** A server in a child process of `node`, whose output is drained and whose last lines are kept for error messages. */
export class ServerProcess {
  readonly name: string
  readonly #child: ChildProcess
  readonly #recentOutput: string[] = []
  readonly #lineListeners = new Set<(line: string) => void>()
  readonly #exited: Promise<void>
  #exitStatus: string | undefined
  readonly stop: () => Promise<void>

  constructor({ name, args, cwd, env }: ServerOptions) {
    this.name = name
    this.#child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    running.add(this.#child)
    this.#exited = new Promise((resolve) => {
      const settle = (status: string) => {
        running.delete(this.#child)
        this.#exitStatus ??= status
        resolve()
      }
      // 'close' rather than 'exit', so the last lines of output have been read when we report an early exit.
      this.#child.once('close', (code, signal) => settle(signal ? `killed by ${signal}` : `exit code ${code}`))
      this.#child.on('error', (error) => settle(`could not start: ${error.message}`))
    })
    for (const stream of [this.#child.stdout, this.#child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => this.#onLine(line))
    }
    this.stop = registerCleanup(() => this.#terminate())
  }

  /** Resolves with the first http:// URL the process prints. */
  async waitForUrl(): Promise<string> {
    let listener: ((line: string) => void) | undefined
    const printed = new Promise<string>((resolve) => {
      listener = (line) => {
        const match = line.match(/https?:\/\/[^\s"]+/)
        if (match) resolve(match[0])
      }
      this.#lineListeners.add(listener)
    })
    try {
      return await this.#beforeExitOrTimeout(printed, 'print its URL')
    } finally {
      if (listener) this.#lineListeners.delete(listener)
    }
  }

  /** Resolves once `url` answers with any HTTP status (the server logs nothing at start-up at LOG_LEVEL=warn). */
  async waitForHttp(url: string): Promise<void> {
    let waiting = true
    const answered = (async () => {
      while (waiting) {
        try {
          const response = await fetch(url)
          await response.body?.cancel()
          return
        } catch {
          await sleep(POLL_INTERVAL_MS)
        }
      }
    })()
    try {
      await this.#beforeExitOrTimeout(answered, `answer HTTP requests at ${url}`)
    } finally {
      waiting = false
    }
  }

  async #beforeExitOrTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
    const exited = this.#exited.then(() => `exited (${this.#exitStatus}) before it could ${what}`)
    const timedOut = sleep(START_TIMEOUT_MS, `did not ${what} within ${START_TIMEOUT_MS / 1000} s`, { ref: false })
    const outcome = await Promise.race([promise.then((value) => ({ value })), exited, timedOut])
    if (typeof outcome === 'string') throw new Error(`${this.name} server ${outcome}.${this.#outputForError()}`)
    return outcome.value
  }

  #onLine(line: string) {
    this.#recentOutput.push(line)
    if (this.#recentOutput.length > OUTPUT_LINES_KEPT) this.#recentOutput.shift()
    for (const listener of this.#lineListeners) listener(line)
  }

  #outputForError(): string {
    if (this.#recentOutput.length === 0) return ''
    return `\nIts last output:\n${this.#recentOutput.map((line) => `  ${line}`).join('\n')}`
  }

  async #terminate(): Promise<void> {
    if (this.#exitStatus !== undefined) return
    this.#child.kill('SIGTERM')
    const stopped = await Promise.race([this.#exited.then(() => true), sleep(STOP_GRACE_MS, false, { ref: false })])
    if (!stopped) {
      process.stderr.write(
        `${this.name} server did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM; killing it.\n`,
      )
      this.#child.kill('SIGKILL')
      await this.#exited
    } else if (this.#exitStatus !== CLEAN_EXIT) {
      process.stderr.write(`${this.name} server ended with ${this.#exitStatus} on SIGTERM, instead of exit code 0.\n`)
    }
  }
}

/** A port that was free a moment ago; the server binds it right after, so a clash is unlikely and fails loudly. */
export async function findFreePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  await once(server, 'close')
  return port
}
