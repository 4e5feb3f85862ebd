import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DirectoryMember } from '../../../common/member-directory.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { addAccount } from '../../test/test-accounts.ts'
import { type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { setMemberStatus } from '../../test/admin-call.ts'

describe('the member directory: every member staff may pick, and the removed ones to reactivate', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn

  const directory = (status?: string, who: SignedIn | null = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/members${status === undefined ? '' : `?status=${status}`}`,
      headers: who ? { cookie: who.cookie } : {},
    })
  const usernamesOf = async (status?: string) =>
    ((await directory(status)).json() as DirectoryMember[]).map((entry) => entry.username)
  const setStatus = (path: 'delete' | 'reactivate', username: string) => setMemberStatus(app, admin, path, username)

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Platinum' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is for staff only: 401 without a session, 403 for a member', async () => {
    const anonymous = await directory('all', null)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().detail).toBe('Please log in to continue.')
    const asMember = await directory('all', member)
    expect(asMember.statusCode).toBe(403)
    expect(asMember.json().detail).toBe('Only club administrators can do that.')
  })

  it('lists active members with their name, number and tier, by surname, and never a staff account', async () => {
    const zed = await addAccount(app, { firstName: 'Ann', lastName: 'zephyr' })
    const abel = await addAccount(app, { firstName: 'Bo', lastName: 'Abel' })
    const otherAdmin = await addAccount(app, { userType: 'admin', firstName: 'Staff', lastName: 'Person' })
    const answer = await directory()
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    const listed = answer.json() as DirectoryMember[]
    expect(listed.find((entry) => entry.id === member.id)).toEqual({
      id: member.id,
      member_id: `MYC-${String(member.id).padStart(5, '0')}`,
      username: member.username,
      first_name: 'Pat',
      last_name: expect.stringMatching(/^Sailor \d+$/),
      tier: 'Platinum',
      is_active: true,
      removed_at: null,
    })
    const usernames = listed.map((entry) => entry.username)
    expect(usernames.indexOf(abel.username)).toBeLessThan(usernames.indexOf(member.username))
    expect(usernames.indexOf(member.username)).toBeLessThan(usernames.indexOf(zed.username))
    for (const status of ['active', 'removed', 'all']) {
      expect(await usernamesOf(status)).not.toContain(admin.username)
      expect(await usernamesOf(status)).not.toContain(otherAdmin.username)
    }
  })

  it('lists a removed member only as removed (with when), and reactivating one from that list brings them back', async () => {
    const leaving = await addAccount(app, { firstName: 'Lee', lastName: 'Mast' })
    expect((await setStatus('delete', leaving.username)).statusCode).toBe(200)
    expect(await usernamesOf()).not.toContain(leaving.username)
    const removed = (await directory('removed')).json() as DirectoryMember[]
    expect(removed.every((entry) => !entry.is_active)).toBe(true)
    const listed = removed.find((entry) => entry.id === leaving.id)
    expect(listed).toMatchObject({ username: leaving.username, first_name: 'Lee', last_name: 'Mast', is_active: false })
    expect(listed?.removed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?-0[45]:00$/)
    const everyone = await usernamesOf('all')
    expect(everyone).toContain(leaving.username)
    expect(everyone).toContain(member.username)

    // Later, from the list: the member it names is reactivated by the username it gives.
    const back = await setStatus('reactivate', listed?.username ?? '')
    expect(back.json()).toEqual({ message: `${leaving.username} is active again and can log in.` })
    expect(await usernamesOf('removed')).not.toContain(leaving.username)
    expect((await directory()).json()).toContainEqual(
      expect.objectContaining({ id: leaving.id, is_active: true, removed_at: null }),
    )
  })

  it('filters the audit log by a removed member', async () => {
    const gone = await addAccount(app)
    expect((await setStatus('delete', gone.username)).statusCode).toBe(200)
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?member=${gone.username}`,
      headers: { cookie: admin.cookie },
    })
    expect(audit.statusCode).toBe(200)
    expect(audit.json()).toMatchObject([{ action: 'member.deactivate', target: gone.username }])
  })

  it('refuses a status it does not know with 400', async () => {
    const wrong = await directory('gone')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().detail).toContain('status must be active, removed or all')
  })
})
