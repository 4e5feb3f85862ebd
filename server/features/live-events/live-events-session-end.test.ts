import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, inject, it } from 'vitest'
import { SESSION_ENDED_CLOSE_CODE } from '../../../common/live-events.ts'
import { buildApp } from '../../app.ts'
import { openDatabase } from '../../db/database.ts'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { databaseUrl } from '../../test/test-database.ts'
import { listeningApps } from '../../test/listening-apps.ts'
import { openSocket } from '../../test/websocket-client.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { addAccount, logIn, sessionCookieOf } from '../../test/test-accounts.ts'
import { multipartForm } from '../../test/test-profile-forms.ts'

// Far longer than any test: a socket that closes did so because its session's end was announced, not at a ping.
const PING_INTERVAL_MS = 10 * 60 * 1000
const PASSWORD = 'Correct-Horse-1'

const listening = listeningApps()

const signIn = async (app: FastifyInstance, member: MemberRow, password = PASSWORD) =>
  sessionCookieOf(await logIn(app, { username: member.username, password }))

/** A portal tab's socket on `app`, with every message it receives kept in `messages`. */
async function tab(app: FastifyInstance, member: MemberRow, cookie: string) {
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const socket = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${member.id}`, {
    cookie,
    origin,
  })
  const messages: unknown[] = []
  socket.socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))))
  return { ...socket, messages }
}

const points = (current_points: number) => ({ event: 'points_changed', current_points }) as const

async function removeMember(app: FastifyInstance, member: MemberRow) {
  const admin = await addAccount(app, { userType: 'admin' })
  const form = multipartForm({ username: member.username })
  const response = await app.inject({
    method: 'PUT',
    url: '/api/update/delete/',
    headers: { cookie: await signIn(app, admin), ...form.headers },
    payload: form.payload,
  })
  expect(response.statusCode).toBe(200)
}

describe('a live socket whose session ends (issue 20 §14)', () => {
  it('closes at once on logout, receiving nothing published after it; the member’s other browser stays', async () => {
    const app = await listening(await buildTestApp({ liveEventsPingIntervalMs: PING_INTERVAL_MS }))
    const member = await addAccount(app)
    const [leaving, staying] = [await signIn(app, member), await signIn(app, member)]
    const [leavingTab, stayingTab] = [await tab(app, member, leaving), await tab(app, member, staying)]

    const logout = await app.inject({ method: 'POST', url: '/api/validate-user/logout/', headers: { cookie: leaving } })
    expect(logout.statusCode).toBe(200)
    await app.memberEvents.publish(app.db, member.id, points(41))
    expect(await leavingTab.closed).toBe(SESSION_ENDED_CLOSE_CODE)
    expect(await stayingTab.nextMessage()).toEqual(points(41))
    expect(leavingTab.messages).toEqual([])
    expect(stayingTab.socket.readyState).toBe(stayingTab.socket.OPEN)
  })

  it('closes every socket of a removed member at once, receiving nothing published after', async () => {
    const app = await listening(await buildTestApp({ liveEventsPingIntervalMs: PING_INTERVAL_MS }))
    const member = await addAccount(app)
    const tabs = [await tab(app, member, await signIn(app, member)), await tab(app, member, await signIn(app, member))]

    await removeMember(app, member)
    await app.memberEvents.publish(app.db, member.id, points(42))
    for (const removed of tabs) {
      expect(await removed.closed).toBe(SESSION_ENDED_CLOSE_CODE)
      expect(removed.messages).toEqual([])
    }
  })

  it('closes the other browsers’ sockets at once when the password changes, and keeps the one that changed it', async () => {
    const app = await listening(await buildTestApp({ liveEventsPingIntervalMs: PING_INTERVAL_MS }))
    const member = await addAccount(app)
    const [changing, other] = [await signIn(app, member), await signIn(app, member)]
    const [changingTab, otherTab] = [await tab(app, member, changing), await tab(app, member, other)]

    const change = await app.inject({
      method: 'POST',
      url: '/api/validate-user/change-password/',
      headers: { cookie: changing },
      payload: { current_password: PASSWORD, new_password: 'Another-Horse-2!' },
    })
    expect(change.statusCode).toBe(200)
    await app.memberEvents.publish(app.db, member.id, points(43))
    expect(await otherTab.closed).toBe(SESSION_ENDED_CLOSE_CODE)
    expect(await changingTab.nextMessage()).toEqual(points(43))
    expect(otherTab.messages).toEqual([])
  })
})

const template = inject('testDatabaseTemplate')
if (template.driver === 'postgres') {
  const { adminUrl } = template

  describe('a live socket whose session ends on another instance', () => {
    async function secondInstance(first: FastifyInstance) {
      const { rows } = await first.db.execute<{ name: string }>(sql`select current_database() as name`)
      const url = databaseUrl(adminUrl, rows[0]?.name ?? '')
      const database = await openDatabase({ driver: 'postgres', url, poolMax: 3 }, capturingLogger().logger)
      try {
        return await listening(
          await buildApp({ config: testConfig(), database, liveEventsPingIntervalMs: PING_INTERVAL_MS }),
        )
      } catch (error) {
        await database.close()
        throw error
      }
    }

    it('closes at once when the member logs out or is removed through the first instance', async () => {
      const first = await listening(await buildTestApp({ liveEventsPingIntervalMs: PING_INTERVAL_MS }))
      const second = await secondInstance(first)
      const member = await addAccount(first)
      const [leaving, staying] = [await signIn(first, member), await signIn(first, member)]
      const [leavingTab, stayingTab] = [await tab(second, member, leaving), await tab(second, member, staying)]

      const logout = await first.inject({
        method: 'POST',
        url: '/api/validate-user/logout/',
        headers: { cookie: leaving },
      })
      expect(logout.statusCode).toBe(200)
      await first.memberEvents.publish(first.db, member.id, points(44))
      expect(await leavingTab.closed).toBe(SESSION_ENDED_CLOSE_CODE)
      expect(await stayingTab.nextMessage()).toEqual(points(44))
      expect(leavingTab.messages).toEqual([])

      await removeMember(first, member)
      await first.memberEvents.publish(first.db, member.id, points(45))
      expect(await stayingTab.closed).toBe(SESSION_ENDED_CLOSE_CODE)
      expect(stayingTab.messages).toEqual([points(44)])
    })
  })
}
