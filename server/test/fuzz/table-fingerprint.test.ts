import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordResetRequests, sessions } from '../../db/schema.ts'
import { logIn } from '../test-accounts.ts'
import { buildTestApp } from '../test-app.ts'
import { signedIn } from '../test-bookings.ts'
import { tableNames, tableWatch, writesBetween } from './table-fingerprint.ts'

describe('the fuzzer’s check that a refusal wrote nothing', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>
  let current: ReturnType<typeof tableWatch>
  beforeAll(async () => {
    app = await buildTestApp()
    await app.ready()
    current = tableWatch(app.db)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('knows every table of the schema', () => {
    expect(tableNames).toEqual(expect.arrayContaining(['members', 'bookings', 'audit_log', 'sessions']))
    expect(tableNames.length).toBeGreaterThan(40)
  })

  it('sees a row inserted, changed and deleted, and nothing when nothing was written', async () => {
    const email = 'watch@example.com'
    const steps = [
      () => app.db.insert(passwordResetRequests).values({ email, requestedAt: new Date() }),
      () => app.db.update(passwordResetRequests).set({ requestedAt: sql`now() - interval '1 day'` }),
      () => app.db.delete(passwordResetRequests).where(eq(passwordResetRequests.email, email)),
    ]
    const seen: string[][] = []
    for (const step of steps) {
      const before = await current()
      await step()
      seen.push(writesBetween(before, await current()))
    }
    const before = await current()
    await app.db.select().from(passwordResetRequests)
    seen.push(writesBetween(before, await current()))
    expect(seen).toEqual([
      ['password_reset_requests: 0 → 1 rows'],
      ['password_reset_requests: rows changed'],
      ['password_reset_requests: 1 → 0 rows'],
      [],
    ])
  })

  it('lets a session’s last sight move, but not a session start', async () => {
    const member = await signedIn(app)
    const before = await current()
    await app.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.memberId, member.id))
    expect(writesBetween(before, await current())).toEqual([])
    await logIn(app, { username: member.username, password: 'Correct-Horse-1' })
    const sessionRows = before.get('sessions')?.rows ?? 0
    expect(writesBetween(before, await current())).toEqual([`sessions: ${sessionRows} → ${sessionRows + 1} rows`])
  })
})
