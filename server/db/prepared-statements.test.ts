import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import { members } from '../features/accounts/members-table.ts'
import { lockMember } from '../features/points/points-ledger.ts'
import { addAccount } from '../test/test-accounts.ts'
import type { Database } from './database.ts'
import { preparedStatement } from './prepared-statements.ts'

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const addMember = (username: string, points: number) => addAccount(database, { username, points })

describe('a prepared statement', () => {
  it('runs inside the transaction that asks for it, on whichever connection, though it was built in another', async () => {
    const builds: string[] = []
    const setPoints = preparedStatement((db) => {
      builds.push('built')
      return db
        .update(members)
        .set({ pointsBalance: sql`${sql.placeholder('points')}::integer` })
        .where(eq(members.id, sql.placeholder('memberId')))
        .prepare('test_set_points')
    })
    const sailors = await Promise.all([1, 2, 3, 4, 5].map((index) => addMember(`prepared-${index}`, 100)))
    // On PostgreSQL the five transactions are open at once, each on its own pooled connection (the test pool has
    // five); the embedded database runs one transaction at a time.
    const together = database.driver === 'postgres'

    for (let round = 1; round <= 3; round++) {
      let opened = 0
      let openAll = () => {}
      const allOpen = new Promise<void>((resolve) => (openAll = resolve))
      const results = await Promise.allSettled(
        sailors.map((sailor, index) =>
          database.db.transaction(async (tx) => {
            if (together) {
              opened += 1
              if (opened === sailors.length) openAll()
              await allOpen
            }
            await setPoints(tx).execute({ points: round * 10 + index, memberId: sailor.id })
            expect((await lockMember(tx, sailor.id))?.pointsBalance).toBe(round * 10 + index)
            // Every other one rolls back: nothing its statement wrote is kept.
            if (index % 2 === 1) throw new Error('roll back')
          }),
        ),
      )
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'rejected',
        'fulfilled',
        'rejected',
        'fulfilled',
      ])
      const points = await Promise.all(
        sailors.map(async (sailor) => (await lockMember(database.db, sailor.id))?.pointsBalance),
      )
      expect(points).toEqual([round * 10, 100, round * 10 + 2, 100, round * 10 + 4])
    }
    // Built once per connection on PostgreSQL; drizzle gives each embedded transaction a client of its own.
    expect(builds.length).toBe(together ? 5 : 15)
  })

  it('built on the database itself runs outside any transaction, on whichever connection is free', async () => {
    const member = await addMember('prepared-outside', 7)
    const read = preparedStatement((db) =>
      db
        .select({ points: members.pointsBalance })
        .from(members)
        .where(eq(members.id, sql.placeholder('memberId')))
        .prepare('test_read_points'),
    )
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => read(database.db).execute({ memberId: member.id })),
    )
    expect(answers.every(([row]) => row?.points === 7)).toBe(true)
  })
})
