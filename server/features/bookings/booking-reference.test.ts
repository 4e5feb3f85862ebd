import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_REFERENCE_SQL, bookingReference } from '../../../common/booking/booking-reference.ts'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => database.close())

describe('the database’s booking references', () => {
  it('are the references the code works out, number for number', async () => {
    const numbers = [1, 2, 3, 30, 31, 961, 29_791, 923_521, 1_000_000, 28_629_150, 28_629_151]
    const { rows } = await database.db.execute<{ number: number; reference: string }>(
      sql.raw(
        `select number, ${BOOKING_REFERENCE_SQL} as reference ` +
          `from unnest(array[${numbers.join(',')}]::int[]) as numbers(number)`,
      ),
    )
    expect(rows.map((row) => [Number(row.number), row.reference])).toEqual(
      numbers.map((number) => [number, bookingReference(number)]),
    )
  })
})
