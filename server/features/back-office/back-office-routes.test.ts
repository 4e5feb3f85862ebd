import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { pointsAudit, type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { currentUser, logIn } from '../../test/test-accounts.ts'
import { adminCall, type Method, setMemberStatus } from '../../test/admin-call.ts'

describe('the back office: members, points, membership and the audit log', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn

  const adjust = (username: string, update_points: string, description = 'Goodwill for a late start') =>
    adminCall(app, admin, 'PUT', '/api/points/update-points/', { username, update_points, description })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Gold', points: 500 })
  })
  afterAll(async () => {
    await app?.close()
  })

  describe('who may call', () => {
    const calls: Array<[Method, string, Record<string, string>?]> = [
      ['GET', '/api/usernames/usernames/'],
      ['GET', '/api/admin/members?status=all'],
      ['GET', '/api/points/points/?username=someone'],
      ['PUT', '/api/points/update-points/', { username: 'someone', update_points: '10', description: 'x' }],
      ['GET', '/api/get-membership/get-membership/?username=someone'],
      ['PUT', '/api/get-membership/update-membership/', { username: 'someone', membership_type: 'Gold' }],
      ['GET', '/api/admin/audit'],
      ['PUT', '/api/update/delete/', { username: 'someone' }],
      ['PUT', '/api/update/reactivate/', { username: 'someone' }],
      ['GET', '/api/booking/admin/?username=someone'],
      ['GET', '/api/admin/member-details/?username=someone'],
      ['POST', '/api/admin/members/1/renew'],
      ['GET', '/api/create-member/validate-member/?username=someone'],
      ['GET', '/api/create-member/validate-member/?email=someone@example.com'],
      ['POST', '/api/create-member/add-member/', { username: 'someone', email_id: 'someone@example.com' }],
      ['GET', '/api/members/1/ach'],
    ]
    it.each(calls)('%s %s: 401 without a session, 403 for a member, and nothing changes', async (method, url, form) => {
      const before = await pointsAudit(app.db, member.id)
      const anonymous = await adminCall(app, undefined, method, url, form && { ...form, username: member.username })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json().detail).toBe('Please log in to continue.')
      const asMember = await adminCall(app, member, method, url, form && { ...form, username: member.username })
      expect(asMember.statusCode).toBe(403)
      expect(asMember.json().detail).toBe('Only club administrators can do that.')
      expect(await pointsAudit(app.db, member.id)).toEqual(before)
    })
  })

  it('lists the usernames of active members, alphabetically, and no staff account', async () => {
    const leaving = await signedIn(app)
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, leaving.id))
    const response = await adminCall(app, admin, 'GET', '/api/usernames/usernames/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { usernames } = response.json()
    expect(usernames).toContain(member.username)
    expect(usernames).not.toContain(leaving.username)
    expect(usernames).not.toContain(admin.username)
    expect(usernames).toEqual([...usernames].sort())
  })

  describe('Update Membership', () => {
    it('reads the tier, stores Premium as Diamond with an audit entry, and answers 409 for the same tier', async () => {
      const target = await signedIn(app, { tier: 'Silver' })
      const read = await adminCall(app, admin, 'GET', `/api/get-membership/get-membership/?username=${target.username}`)
      expect(read.json()).toEqual({ username: target.username, membership_type: 'Silver' })

      const change = (membership_type: string) =>
        adminCall(app, admin, 'PUT', '/api/get-membership/update-membership/', {
          username: target.username,
          membership_type,
        })
      const premium = await change('Premium')
      expect(premium.statusCode).toBe(200)
      expect(premium.json()).toEqual({
        username: target.username,
        membership_type: 'Diamond',
        detail: 'Membership updated.',
      })
      const [stored] = await app.db.select({ tier: members.tier }).from(members).where(eq(members.id, target.id))
      expect(stored?.tier).toBe('Diamond')

      const same = await change('diamond')
      expect(same.statusCode).toBe(409)
      expect(same.json().detail).toBe(`${target.username} is already a Diamond member.`)

      const audit = await adminCall(app, admin, 'GET', `/api/admin/audit?member=${target.username}`)
      expect(audit.json()).toMatchObject([
        { action: 'membership.change', actor: admin.username, details: { before: 'Silver', after: 'Diamond' } },
      ])
    })

    it('refuses an unknown tier with 400 and an unknown member with 404, changing nothing', async () => {
      const wrongTier = await adminCall(app, admin, 'PUT', '/api/get-membership/update-membership/', {
        username: member.username,
        membership_type: 'Bronze',
      })
      expect(wrongTier.statusCode).toBe(400)
      expect(wrongTier.json().detail).toContain('membership_type')
      const nobody = await adminCall(app, admin, 'PUT', '/api/get-membership/update-membership/', {
        username: 'nobody-here',
        membership_type: 'Gold',
      })
      expect(nobody.statusCode).toBe(404)
      const [stored] = await app.db.select({ tier: members.tier }).from(members).where(eq(members.id, member.id))
      expect(stored?.tier).toBe('Gold')
    })
  })

  describe('the audit log', () => {
    it('pages newest first with limit and before, and filters by member', async () => {
      const subject = await signedIn(app, { points: 100 })
      for (const points of ['1', '2', '3', '4', '5']) await adjust(subject.username, points, `Step ${points}`)
      const page = (query: string) =>
        adminCall(app, admin, 'GET', `/api/admin/audit?member=${subject.username}&${query}`)

      const first = (await page('limit=2')).json()
      expect(first.map((entry: { details: { change: number } }) => entry.details.change)).toEqual([5, 4])
      const second = (await page(`limit=2&before=${first[1].id}`)).json()
      expect(second.map((entry: { details: { change: number } }) => entry.details.change)).toEqual([3, 2])
      expect(first[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-0[45]:00$/)

      const everyone = (await adminCall(app, admin, 'GET', '/api/admin/audit?limit=200')).json()
      expect(everyone.length).toBeGreaterThan(5)
      expect(everyone.map((entry: { id: number }) => entry.id)).toEqual(
        [...everyone.map((entry: { id: number }) => entry.id)].sort((a, b) => b - a),
      )
    })

    it('refuses a bad page with 400 and an unknown member with 404', async () => {
      expect((await adminCall(app, admin, 'GET', '/api/admin/audit?limit=0')).statusCode).toBe(400)
      expect((await adminCall(app, admin, 'GET', '/api/admin/audit?limit=201')).statusCode).toBe(400)
      expect((await adminCall(app, admin, 'GET', '/api/admin/audit?before=soon')).statusCode).toBe(400)
      const huge = await adminCall(app, admin, 'GET', '/api/admin/audit?before=99999999999999999999')
      expect(huge.statusCode).toBe(400)
      expect(huge.json().detail).toContain('before must be an entry id')
      expect((await adminCall(app, admin, 'GET', '/api/admin/audit?member=nobody-here')).statusCode).toBe(404)
    })
  })

  describe('Remove a Member', () => {
    const setStatus = (path: 'delete' | 'reactivate', username: string) => setMemberStatus(app, admin, path, username)

    it('deactivates: sessions end, login is refused, history stays; reactivating lets them back in', async () => {
      const leaving = await signedIn(app, { points: 300 })
      const history = await pointsAudit(app.db, leaving.id)
      const removed = await setStatus('delete', leaving.username.toUpperCase())
      expect(removed.statusCode).toBe(200)
      expect(removed.json()).toEqual({ message: `${leaving.username} has been removed. Their history is kept.` })
      expect((await currentUser(app, leaving.cookie)).statusCode).toBe(401)
      const refused = await logIn(app, { username: leaving.username, password: 'Correct-Horse-1' })
      expect(refused.statusCode).toBe(403)
      expect(await pointsAudit(app.db, leaving.id)).toEqual(history)
      const removedAt = async () =>
        (await app.db.select({ at: members.deactivatedAt }).from(members).where(eq(members.id, leaving.id)))[0]?.at
      expect(await removedAt()).toBeInstanceOf(Date)
      expect((await adminCall(app, admin, 'GET', '/api/usernames/usernames/')).json().usernames).not.toContain(
        leaving.username,
      )
      const again = await setStatus('delete', leaving.username)
      expect(again.statusCode).toBe(409)
      expect(again.json().detail).toBe(`${leaving.username} is already removed.`)

      const back = await setStatus('reactivate', leaving.username)
      expect(back.json()).toEqual({ message: `${leaving.username} is active again and can log in.` })
      expect((await logIn(app, { username: leaving.username, password: 'Correct-Horse-1' })).statusCode).toBe(200)
      expect((await setStatus('reactivate', leaving.username)).statusCode).toBe(409)
      expect(await removedAt()).toBeNull()

      const audit = await adminCall(app, admin, 'GET', `/api/admin/audit?member=${leaving.username}`)
      expect(audit.json()).toMatchObject([
        { action: 'member.reactivate', actor: admin.username, details: { before: 'removed', after: 'active' } },
        { action: 'member.deactivate', actor: admin.username, details: { before: 'active', after: 'removed' } },
      ])
    })

    it('refuses an admin’s own account, an empty or unknown username, and anything but a multipart form', async () => {
      const self = await setStatus('delete', admin.username)
      expect(self.statusCode).toBe(409)
      expect(self.json().detail).toBe('You cannot remove your own account.')
      const empty = await setStatus('delete', '')
      expect(empty.statusCode).toBe(400)
      expect(empty.json().detail).toContain('Please enter a username.')
      expect((await setStatus('delete', 'nobody-here')).statusCode).toBe(404)
      const json = await app.inject({
        method: 'PUT',
        url: '/api/update/delete/',
        headers: { cookie: admin.cookie },
        payload: { username: member.username },
      })
      expect(json.statusCode).toBe(415)
      expect((await currentUser(app, member.cookie)).statusCode).toBe(200)
    })
  })
})
