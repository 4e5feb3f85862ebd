import { eq, isNotNull, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { cancelWork, createScheduledWork, forgetFinishedWork, scheduleWork } from './scheduled-work.ts'
import { scheduledWork } from './scheduled-work-table.ts'

const silent = { warn: () => undefined, error: () => undefined }

describe('scheduled work', () => {
  let database: Database
  let now = new Date('2026-12-07T14:00:00Z')
  const done: string[] = []
  let failing = true
  let work: ReturnType<typeof createScheduledWork>
  beforeAll(async () => {
    database = await createTestDatabase()
    work = createScheduledWork({ db: database.db, logger: silent, now: () => now, pollMs: 60_000 })
    work.handle('note', async (_tx, { key }) => {
      done.push(key)
    })
    work.handle('flaky', async () => {
      if (failing) throw new Error('The mail server is down')
    })
  })
  afterAll(async () => {
    await work?.stop()
    await database?.close()
  })
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000)

  it('does each key once, when due, in time order, however often it is scheduled', async () => {
    await scheduleWork(database.db, { kind: 'note', key: 'b', dueAt: at(10), payload: {} })
    await scheduleWork(database.db, { kind: 'note', key: 'a', dueAt: at(5), payload: {} })
    await scheduleWork(database.db, { kind: 'note', key: 'a', dueAt: at(1), payload: { again: true } })
    expect(await work.runDue()).toBe(0)
    now = at(10)
    expect(await work.runDue()).toBe(2)
    expect(done).toEqual(['a', 'b'])
    await scheduleWork(database.db, { kind: 'note', key: 'a', dueAt: at(0), payload: {} })
    expect(await work.runDue()).toBe(0)
  })

  it('calls off pending work by the start of its key, literally', async () => {
    await scheduleWork(database.db, { kind: 'note', key: 'trip:1:1', dueAt: at(1), payload: {} })
    await scheduleWork(database.db, { kind: 'note', key: 'trip_1:1', dueAt: at(1), payload: {} })
    await cancelWork(database.db, 'trip:1:', now)
    now = at(2)
    expect(await work.runDue()).toBe(1)
    expect(done.at(-1)).toBe('trip_1:1')
  })

  it('rolls a failure back and tries it again later, with the error kept', async () => {
    await scheduleWork(database.db, { kind: 'flaky', key: 'flaky-1', dueAt: now, payload: {} })
    expect(await work.runDue()).toBe(1)
    const [failed] = await database.db.select().from(scheduledWork).where(eq(scheduledWork.key, 'flaky-1'))
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, lastError: 'The mail server is down' })
    expect(await work.runDue()).toBe(0)
    failing = false
    now = at(1)
    expect(await work.runDue()).toBe(1)
    const [succeeded] = await database.db.select().from(scheduledWork).where(eq(scheduledWork.key, 'flaky-1'))
    expect(succeeded).toMatchObject({ attempts: 2, lockedUntil: null })
    expect(succeeded?.doneAt).not.toBeNull()
  })

  it('leaves kinds it has no handler for to an instance that has one', async () => {
    await scheduleWork(database.db, { kind: 'weather', key: 'weather-1', dueAt: now, payload: {} })
    expect(await work.runDue()).toBe(0)
  })

  it('forgets done and called-off work once it is old, never work still to do', async () => {
    await scheduleWork(database.db, { kind: 'note', key: 'old-done', dueAt: now, payload: {} })
    await scheduleWork(database.db, { kind: 'note', key: 'old-off', dueAt: at(60), payload: {} })
    await scheduleWork(database.db, { kind: 'flaky', key: 'old-failing', dueAt: now, payload: {} })
    await scheduleWork(database.db, { kind: 'note', key: 'far-future', dueAt: at(90 * 24 * 60), payload: {} })
    failing = true
    expect(await work.runDue()).toBe(2)
    await cancelWork(database.db, 'old-off', now)
    const keys = async () =>
      (await database.db.select({ key: scheduledWork.key }).from(scheduledWork)).map((row) => row.key).sort()
    await forgetFinishedWork(database.db, now)
    expect(await keys()).toEqual(expect.arrayContaining(['old-done', 'old-off', 'old-failing', 'far-future']))
    now = at(31 * 24 * 60)
    const finished = await database.db
      .select()
      .from(scheduledWork)
      .where(or(isNotNull(scheduledWork.doneAt), isNotNull(scheduledWork.cancelledAt)))
    expect(await forgetFinishedWork(database.db, at(-30 * 24 * 60))).toBe(finished.length)
    expect(await keys()).toEqual(['far-future', 'old-failing', 'weather-1'])
  })
})
