import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { pgliteOptions } from '../server/db/database.ts'

export type DatabaseLocation = { DATA_DIR: string } | { DATABASE_URL: string }

/** Counts the rows of each table, reading the database directly once the server has stopped. */
export async function countRows(location: DatabaseLocation, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  const query = async (run: (sql: string) => Promise<{ rows: Array<{ total: number }> }>) => {
    for (const table of tables) {
      const { rows } = await run(`select count(*)::int as total from "${table}"`)
      counts.set(table, rows[0]?.total ?? 0)
    }
  }
  if ('DATA_DIR' in location) {
    const db = new PGlite(location.DATA_DIR, pgliteOptions)
    try {
      await query((sql) => db.query<{ total: number }>(sql))
    } finally {
      await db.close()
    }
  } else {
    const client = new pg.Client({ connectionString: location.DATABASE_URL })
    await client.connect()
    try {
      await query((sql) => client.query<{ total: number }>(sql))
    } finally {
      await client.end()
    }
  }
  return counts
}
