import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubDays, addClubYears, clubDateOf } from '../../../common/club-time.ts'
import { START_DATE_MESSAGE } from '../../../common/club-date-schema.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { memberPictures, members } from '../accounts/members-table.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { plainPngFile, updateDetails } from '../../test/test-profile-forms.ts'

const adminForm = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_number: '9415550111',
  membership_type: 'Premium',
  member_address1: '2 Marina Way',
  member_address2: 'Slip 14',
  member_city: 'Sarasota',
  member_state: 'FL',
  memberZip: '34236',
  dl: 'L123-456',
  company_name: 'Analytical Engines',
  membership_started_on: '2025-03-01',
}

describe('Update User Details: the admin member load and update', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn

  const load = (username: string, who: SignedIn = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/member-details/?${new URLSearchParams({ username })}`,
      headers: { cookie: who.cookie },
    })
  const stored = async (id: number) => (await app.db.select().from(members).where(eq(members.id, id)))[0]!
  const audits = (id: number) =>
    app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, id)).orderBy(auditLog.id)

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Silver', points: 900, startedOn: '2026-01-15' })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('loads a member by username in any case with the §3 fields, never a secret; 404 for no one', async () => {
    const response = await load(member.username.toUpperCase())
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json()
    expect(body).toEqual({
      id: member.id,
      member_id: `MYC-${String(member.id).padStart(5, '0')}`,
      username: member.username,
      first_name: 'Pat',
      last_name: expect.stringContaining('Sailor'),
      phone_number: null,
      email_id: `${member.username}@example.com`,
      member_address1: null,
      member_address2: null,
      member_city: null,
      member_state: null,
      member_zip: null,
      membership_type: 'Silver',
      dl: null,
      company_name: null,
      emergency_name: null,
      emergency_contact: null,
      emergency_relationship: null,
      membership_started_on: '2026-01-15',
      picture_url: null,
      is_active: true,
      points_balance: 900,
      user_type: 'user',
    })
    expect(JSON.stringify(body)).not.toMatch(/password|hash|routing|acc_no/i)
    const nobody = await load('nobody-here')
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json()).toEqual({ detail: 'No member has that username.' })
    expect((await load('')).statusCode).toBe(400)
  })

  it('saves every admin field (memberZip so spelled, Premium as Diamond) and audits each change once', async () => {
    const target = await signedIn(app, { tier: 'Gold' })
    const response = await updateDetails(app, admin.cookie, { username: target.username, ...adminForm })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      username: target.username,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '9415550111',
      membership_type: 'Diamond',
      member_address1: '2 Marina Way',
      member_address2: 'Slip 14',
      member_city: 'Sarasota',
      member_state: 'FL',
      member_zip: '34236',
      dl: 'L123-456',
      company_name: 'Analytical Engines',
      membership_started_on: '2025-03-01',
    })
    expect(await stored(target.id)).toMatchObject({ tier: 'Diamond', zipCode: '34236', address2: 'Slip 14' })

    const [entry, ...more] = await audits(target.id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: admin.id, action: 'member.details' })
    expect(entry!.details).toMatchObject({
      changes: {
        first_name: { before: 'Pat', after: 'Ada' },
        membership_type: { before: 'Gold', after: 'Diamond' },
        member_zip: { before: null, after: '34236' },
        membership_started_on: { after: '2025-03-01' },
      },
      membership_change: { before: 'Gold', after: 'Diamond' },
    })

    // The same form again changes nothing, so no audit entry is written.
    const again = await updateDetails(app, admin.cookie, { username: target.username, ...adminForm })
    expect(again.statusCode).toBe(200)
    expect(await audits(target.id)).toHaveLength(1)
  })

  it('leaves out what is not sent and clears an optional field sent empty', async () => {
    const target = await signedIn(app)
    await updateDetails(app, admin.cookie, { username: target.username, ...adminForm })
    const response = await updateDetails(app, admin.cookie, {
      username: target.username,
      member_address2: '',
      company_name: '',
    })
    expect(response.json()).toMatchObject({ member_address2: null, company_name: null, member_city: 'Sarasota' })
    const [, second] = await audits(target.id)
    expect(second?.details).toEqual({
      changes: {
        member_address2: { before: 'Slip 14', after: null },
        company_name: { before: 'Analytical Engines', after: null },
      },
    })
  })

  it.each([
    ['phone_number', '941555', 'phone_number: Phone number must be exactly 10 digits.'],
    ['membership_type', 'Bronze', 'membership_type: must be one of Silver, Gold, Platinum, Diamond'],
    ['membership_type', '', 'membership_type: must be one of'],
    ['memberZip', '#34236', 'memberZip: Please enter a valid ZIP or postal code.'],
    ['member_city', 'S'.repeat(101), 'member_city: must be at most 100 characters'],
    ['first_name', '', 'first_name: Please enter your first name.'],
    ['membership_started_on', '2026-02-30', 'membership_started_on: Please give a real date.'],
    ['membership_started_on', '3/1/2025', 'membership_started_on: Please give the start date as YYYY-MM-DD.'],
    ['membership_started_on', '9999-12-31', `membership_started_on: ${START_DATE_MESSAGE}`],
    ['membership_started_on', '1899-12-31', `membership_started_on: ${START_DATE_MESSAGE}`],
    [
      'membership_started_on',
      addClubDays(addClubYears(clubDateOf(new Date()), 1), 2),
      `membership_started_on: ${START_DATE_MESSAGE}`,
    ],
    ['member_zip', '34236', 'member_zip: is not a field of this form'],
    ['email_id', 'not-an-address', 'email_id: Please enter a valid email address.'],
    ['email_id', '', 'email_id: Please enter a valid email address.'],
    ['emergency_contact', '941-555-0188', 'emergency_contact: Phone number must be exactly 10 digits.'],
  ])('refuses %s=%j with 400 naming it, and writes nothing', async (field, value, message) => {
    const before = await stored(member.id)
    const response = await updateDetails(app, admin.cookie, { username: member.username, ...adminForm, [field]: value })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(message)
    expect(await stored(member.id)).toEqual(before)
    expect(await audits(member.id)).toEqual([])
  })

  it('changes a member’s e-mail address and emergency contact, audited before and after', async () => {
    const target = await signedIn(app)
    const response = await updateDetails(app, admin.cookie, {
      username: target.username,
      email_id: ' Ada.Lovelace@Example.com ',
      emergency_name: 'Lord Byron',
      emergency_contact: '9415550188',
      emergency_relationship: 'Father',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      email_id: 'Ada.Lovelace@Example.com',
      emergency_name: 'Lord Byron',
      emergency_contact: '9415550188',
      emergency_relationship: 'Father',
    })
    expect(await stored(target.id)).toMatchObject({
      email: 'Ada.Lovelace@Example.com',
      emergencyName: 'Lord Byron',
      emergencyPhone: '9415550188',
      emergencyRelationship: 'Father',
    })
    const [entry] = await audits(target.id)
    expect(entry?.details).toEqual({
      changes: {
        email_id: { before: `${target.username}@example.com`, after: 'Ada.Lovelace@Example.com' },
        emergency_name: { before: null, after: 'Lord Byron' },
        emergency_contact: { before: null, after: '9415550188' },
        emergency_relationship: { before: null, after: 'Father' },
      },
    })
    // The member reads them back in their own profile.
    const profile = await app.inject({
      method: 'GET',
      url: '/api/new-userdetail/user-details/',
      headers: { cookie: target.cookie },
    })
    expect(profile.json()).toMatchObject({
      email_id: 'Ada.Lovelace@Example.com',
      emergency_name: 'Lord Byron',
      emergency_contact: '9415550188',
      emergency_relationship: 'Father',
    })
    // The member's own address in another case is no change of holder.
    const recased = await updateDetails(app, admin.cookie, {
      username: target.username,
      email_id: 'ada.lovelace@example.com',
    })
    expect(recased.statusCode).toBe(200)
  })

  it('refuses an e-mail address another account holds, in any case, with 409 naming it, writing nothing', async () => {
    const holder = await signedIn(app)
    const target = await signedIn(app)
    const before = await stored(target.id)
    const response = await updateDetails(app, admin.cookie, {
      username: target.username,
      first_name: 'Changed',
      emergency_name: 'Someone',
      email_id: `${holder.username.toUpperCase()}@EXAMPLE.com`,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: 'That e-mail address is already in use.', field: 'email_id' })
    expect(await stored(target.id)).toEqual(before)
    expect(await audits(target.id)).toEqual([])
  })

  it('gives one new address to only one of two members changed at once', async () => {
    const [first, second] = [await signedIn(app), await signedIn(app)]
    const answers = await Promise.all(
      [first, second].map((target) =>
        updateDetails(app, admin.cookie, { username: target.username, email_id: 'shared.helm@example.com' }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const holders = [(await stored(first.id)).email, (await stored(second.id)).email]
    expect(holders.filter((email) => email === 'shared.helm@example.com')).toHaveLength(1)
  })

  it('refuses a member sending staff’s fields (their own tier, start date…) with 403, writing nothing', async () => {
    const before = await stored(member.id)
    const attempts: Array<Record<string, string>> = [
      { membership_type: 'Diamond' },
      { membership_started_on: '2020-01-01' },
      { memberZip: '34236', first_name: 'Sneaky' },
    ]
    for (const fields of attempts) {
      const response = await updateDetails(app, member.cookie, { username: member.username, ...fields })
      expect(response.statusCode).toBe(403)
      expect(response.json().detail).toMatch(/^Only club administrators can change /)
    }
    const withFile = await updateDetails(app, member.cookie, { username: member.username }, [
      { ...(await plainPngFile(40, 40)), name: 'file' },
    ])
    expect(withFile.statusCode).toBe(403)
    expect(await stored(member.id)).toEqual(before)
  })

  it('refuses one form mixed with the other with 400', async () => {
    const response = await updateDetails(app, admin.cookie, {
      username: member.username,
      city: 'Venice',
      memberZip: '34236',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain('city cannot go with memberZip')
  })

  it('takes the picture as `file`, audited as replaced; a wrong file is refused with 415', async () => {
    const target = await signedIn(app)
    const picture = { ...(await plainPngFile(600, 400)), name: 'file' }
    const response = await updateDetails(app, admin.cookie, { username: target.username }, [picture])
    expect(response.statusCode).toBe(200)
    expect(response.json().picture_url).toMatch(new RegExp(`^/api/members/${target.id}/picture\\?v=\\d+$`))
    const [row] = await app.db.select().from(memberPictures).where(eq(memberPictures.memberId, target.id))
    expect(row?.contentType).toBe('image/webp')
    expect((await audits(target.id)).map((entry) => entry.details)).toEqual([{ changes: { picture: 'replaced' } }])

    const wrong = await updateDetails(app, admin.cookie, { username: target.username, first_name: 'Nope' }, [
      { name: 'file', filename: 'me.png', contentType: 'image/png', bytes: Buffer.from('not an image at all') },
    ])
    expect(wrong.statusCode).toBe(415)
    expect((await stored(target.id)).firstName).toBe('Pat')
  })

  it('answers 404 for an unknown username', async () => {
    const unknown = await updateDetails(app, admin.cookie, { username: 'nobody-here', ...adminForm })
    expect(unknown.statusCode).toBe(404)
  })
})
