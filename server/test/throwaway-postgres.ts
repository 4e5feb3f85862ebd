import { execFile } from 'node:child_process'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { unusedPort } from './test-smtp-server.ts'

const run = promisify(execFile)

/** Where Debian installs the server's own programs; `initdb` and `pg_ctl` are not on the PATH. */
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

export interface ThrowawayPostgres {
  /** The `postgres` database on it, as superuser. */
  url: string
  port: number
  /** `fast` disconnects every session and shuts down cleanly; `immediate` drops everything, as a crash would. */
  stop(mode: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  /** Stops it if it runs and deletes its files. */
  remove(): Promise<void>
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may stop and start: never
 * the shared one. PostgreSQL refuses to run as root, so as root its programs run as the `postgres` user.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0
  const dir = await mkdtemp(path.join(os.tmpdir(), 'club-throwaway-pg-'))
  const dataDir = path.join(dir, 'data')
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    await chown(dir, Number(stdout), Number(group))
  }
  const postgresTool = (name: string, args: string[]) => {
    const program = path.join(POSTGRES_BIN, name)
    return asRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args)
  }
  const port = await unusedPort()
  await postgresTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
  const start = async () => {
    await postgresTool('pg_ctl', ['start', '-w', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options])
  }
  let running = false
  await start()
  running = true

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode) {
      await postgresTool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', mode])
      running = false
    },
    async start() {
      await start()
      running = true
    },
    async remove() {
      if (running) await postgresTool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'immediate']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
