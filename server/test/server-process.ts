import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { project } from '../project.ts'

export interface LogLine {
  level: number
  msg: string
  [field: string]: unknown
}

export interface ServerProcess {
  child: ChildProcess
  /** Where the server listens, once it does. */
  url: string
  logs(): LogLine[]
  stderr(): string
  /** What the server printed to standard output that is not a log line (the demo accounts notice). */
  printed(): string
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
  exited: Promise<number | null>
}

/** Only what the server needs, so a developer's own DATABASE_URL or PORT never leaks into a test. */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    ...env,
  }
}

/** How a server process runs: `server/main.ts` through tsx, or the build's `main.js` as `npm start` runs it. */
export type ServerEntry = 'source' | 'build'

export const builtServerMain = path.join(project.root, 'build', 'dist', 'server', 'main.js')

function serverCommand(entry: ServerEntry): string[] {
  return entry === 'build'
    ? ['--enable-source-maps', builtServerMain]
    : ['--import', 'tsx', path.join(project.root, 'server', 'main.ts')]
}

/** Runs the server as its own process, from source unless the build is asked for. */
export function spawnServer(
  env: Record<string, string>,
  entry: ServerEntry = 'source',
): ServerProcess & { listening: Promise<string> } {
  const child = spawn(process.execPath, serverCommand(entry), {
    cwd: project.root,
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  let stderr = ''
  let printed = ''
  let stdoutRest = ''
  let resolveListening: (url: string) => void = () => undefined
  const listening = new Promise<string>((resolve) => (resolveListening = resolve))

  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (stdoutRest + chunk).split('\n')
    stdoutRest = lines.pop() ?? ''
    for (const line of lines.filter(Boolean)) {
      if (!line.startsWith('{')) {
        printed += `${line}\n`
        continue
      }
      const entry = JSON.parse(line) as LogLine
      logs.push(entry)
      const address = /^Server listening at (http:\/\/\S+)$/.exec(entry.msg)?.[1]
      if (address) resolveListening(address)
    }
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  // 'close', not 'exit': it comes after the last of the output has been read.
  const exited = once(child, 'close').then(([code]) => code as number | null)

  const server: ServerProcess & { listening: Promise<string> } = {
    child,
    url: '',
    listening,
    logs: () => logs,
    stderr: () => stderr,
    printed: () => printed,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
  return server
}

/** Starts a server and waits until it listens; fails with its output if it exits first. */
export async function startServer(env: Record<string, string>, entry: ServerEntry = 'source'): Promise<ServerProcess> {
  const server = spawnServer(env, entry)
  const outcome = await Promise.race([server.listening, server.exited.then((code) => ({ code }))])
  if (typeof outcome !== 'string') {
    throw new Error(
      `The server exited with ${outcome.code} before listening.\n${server.stderr()}\n${JSON.stringify(server.logs())}`,
    )
  }
  server.url = outcome
  return server
}
