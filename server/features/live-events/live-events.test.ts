import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { openSocket, refusedUpgrade, type TestSocket } from '../../test/websocket-client.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { addAccount, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

let app: FastifyInstance
let origin: string
let member: MemberRow
let otherMember: MemberRow
const cookies = { member: '', otherMember: '', admin: '' }
const opened: TestSocket[] = []

async function signedIn(account: MemberRow) {
  return sessionCookieOf(await logIn(app, { username: account.username, password: 'Correct-Horse-1' }))
}

function eventsUrl(id: string | number) {
  return `${origin.replace('http:', 'ws:')}/api/web_socket/ws/${id}`
}

async function open(id: string | number, cookie: string) {
  const socket = await openSocket(eventsUrl(id), { cookie, origin })
  opened.push(socket)
  return socket
}

beforeAll(async () => {
  app = await buildTestApp()
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  member = await addAccount(app)
  otherMember = await addAccount(app)
  const admin = await addAccount(app, { userType: 'admin' })
  cookies.member = await signedIn(member)
  cookies.otherMember = await signedIn(otherMember)
  cookies.admin = await signedIn(admin)
})

afterAll(async () => {
  for (const { socket } of opened) socket.terminate()
  await app?.close()
})

describe('live member events', () => {
  it('reach every socket of the member once the transaction commits, never from a rolled-back one, and no one else', async () => {
    const firstTab = await open(member.id, cookies.member)
    const secondTab = await open(member.memberId.toLowerCase(), cookies.member)
    const otherMembersTab = await open(otherMember.id, cookies.otherMember)

    await expect(
      app.db.transaction(async (tx) => {
        await app.memberEvents.publish(tx, member.id, { event: 'points_changed', current_points: 999 })
        tx.rollback()
      }),
    ).rejects.toThrow('Rollback')
    await app.db.transaction(async (tx) => {
      await app.memberEvents.publish(tx, member.id, { event: 'booking_success', point_used: 40, current_points: 60 })
    })
    // Delivered in commit order: if either earlier event had been sent to this member, it would come first.
    await app.memberEvents.publish(app.db, otherMember.id, { event: 'points_changed', current_points: 7 })

    const booked = { event: 'booking_success', point_used: 40, current_points: 60 }
    expect(await firstTab.nextMessage()).toEqual(booked)
    expect(await secondTab.nextMessage()).toEqual(booked)
    expect(await otherMembersTab.nextMessage()).toEqual({ event: 'points_changed', current_points: 7 })
  })

  it('carry each kind of event as it was published', async () => {
    const tab = await open(member.memberId, cookies.member)
    const cancelled = {
      event: 'booking_cancelled',
      booking_id: 'B-2026-0001',
      refunded_points: 40,
      current_points: 100,
    } as const
    await app.memberEvents.publish(app.db, member.id, cancelled)
    expect(await tab.nextMessage()).toEqual(cancelled)
  })
})

describe('opening the live events socket', () => {
  it('is refused without a session', async () => {
    expect(await refusedUpgrade(eventsUrl(member.id), { origin })).toEqual({
      status: 401,
      body: { detail: 'Please log in to continue.' },
    })
  })

  it("is refused for another member's id, to an administrator too", async () => {
    for (const cookie of [cookies.otherMember, cookies.admin]) {
      expect(await refusedUpgrade(eventsUrl(member.id), { cookie, origin })).toEqual({
        status: 403,
        body: { detail: 'You can only receive your own live events.' },
      })
    }
    expect((await refusedUpgrade(eventsUrl(otherMember.memberId), { cookie: cookies.member, origin })).status).toBe(403)
  })

  it('is refused from a page of another site', async () => {
    expect(
      await refusedUpgrade(eventsUrl(member.id), { cookie: cookies.member, origin: 'https://evil.example' }),
    ).toEqual({ status: 403, body: { detail: 'Live events are only sent to this site’s own pages.' } })
  })

  it('is refused for an id that names no one, with the reason', async () => {
    const { status, body } = await refusedUpgrade(eventsUrl('captain'), { cookie: cookies.member, origin })
    expect(status).toBe(400)
    expect(body).toMatchObject({ detail: 'id: must be a member id (7) or member number (MYC-00007)' })
  })

  it('is answered 400 at an address that cannot be decoded, and the connection closed', async () => {
    const address = `${origin.replace('http:', 'ws:')}/api/web_socket/ws/%E0%A4%A`
    expect(await refusedUpgrade(address, { cookie: cookies.member, origin })).toEqual({
      status: 400,
      body: { detail: 'The request address is not valid.' },
    })
  })

  it('answers a plain request 426', async () => {
    const response = await app.inject({ url: `/api/web_socket/ws/${member.id}`, headers: { cookie: cookies.member } })
    expect(response.statusCode).toBe(426)
    expect(response.headers.upgrade).toBe('websocket')
    expect(response.json()).toEqual({ detail: 'This address takes a WebSocket connection.' })
  })

  it('is described in the API reference', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json()
    const operation = document.paths['/api/web_socket/ws/{id}'].get
    expect(operation).toMatchObject({ tags: ['Live events'], 'x-access': 'signed-in' })
    expect(operation.summary).toBeTruthy()
  })
})
