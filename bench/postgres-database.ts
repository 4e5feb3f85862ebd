import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { registerCleanup } from './cleanup.ts'

const CONNECT_TIMEOUT_MS = 5_000

export class PostgresUnreachableError extends Error {
  override name = 'PostgresUnreachableError'
}

export interface ScratchDatabase {
  url: string
  drop: () => Promise<void>
}

/** Hides the password, for messages. */
export function displayUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

function reasonOf(error: unknown): string {
  // Node reports some connection failures as an AggregateError whose message is empty; its code still says why.
  if (error instanceof Error) return error.message || ((error as NodeJS.ErrnoException).code ?? error.name)
  return String(error)
}

async function withAdminClient(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  try {
    await client.connect()
  } catch (error) {
    throw new PostgresUnreachableError(`cannot connect to ${displayUrl(adminUrl)} (${reasonOf(error)})`)
  }
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

/** Creates an empty database, dropped by `drop()` or, if the bench is interrupted, by the clean-up on exit. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `club_bench_${randomBytes(4).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
  const drop = registerCleanup(() =>
    withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  )
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop }
}
