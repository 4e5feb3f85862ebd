import { desc, eq, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addClubDays, addClubYears, clubDateOf } from '../../../common/club-time.ts'
import { START_DATE_MESSAGE } from '../../../common/club-date-schema.ts'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { passwordResetTokens } from '../accounts/session-tables.ts'
import { logIn } from '../../test/test-accounts.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { type SignedIn, pointsAudit, signedIn } from '../../test/test-bookings.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'
import { memberPictures } from '../accounts/members-table.ts'
import { type FilePart, multipartForm, pngFile } from '../../test/test-profile-forms.ts'
import { memberBankAccounts } from './bank-account-table.ts'

const ACCOUNT_NUMBER = '987654321012'
const ROUTING_NUMBER = '021000021'

let made = 0

/** A complete add-member form for a fresh username and e-mail; `overrides` change or add fields. */
function newMemberForm(overrides: Record<string, string> = {}): Record<string, string> {
  made += 1
  const username = `newsailor${made}`
  return {
    username,
    first_name: 'Marina',
    last_name: `Keel ${made}`,
    phone_number: '9415550100',
    email_id: `${username}@example.com`,
    membership_type: 'Premium',
    points: '1200',
    dl: '',
    referral_information: 'Met at the boat show',
    company_name: 'Keel & Co',
    member_address1: '1 Harbor Way',
    member_address2: '',
    member_city: 'Sarasota',
    member_state: 'FL',
    member_zip: '34236',
    spouse: 'Rob Keel',
    spouse_phone: '9415550101',
    spouse_email: 'rob@example.com',
    child_num: '2',
    child_names: 'Ann,Ben',
    child_dobs: '2015-04-01,2018-09-30',
    child_phone_numbers: ',9415550102',
    child_emails: 'ann@example.com,',
    emergency_name: 'Lee Keel',
    emergency_email: '',
    emergency_contact: '9415550103',
    emergency_relationship: 'Brother',
    depository_name: 'First Harbor Bank',
    branch: 'Main Street',
    city: 'Sarasota',
    state: 'FL',
    zip_code: '34236',
    routing_no: ROUTING_NUMBER,
    acc_no: ACCOUNT_NUMBER,
    name_on_acc: 'Marina Keel',
    type_of_acc: 'Checking',
    ...overrides,
  }
}

function addMember(
  app: FastifyInstance,
  who: SignedIn | undefined,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const form = multipartForm(fields, files)
  return app.inject({
    method: 'POST',
    url: '/api/create-member/add-member/',
    headers: { ...(who ? { cookie: who.cookie } : {}), ...form.headers },
    payload: form.payload,
  })
}

function get(app: FastifyInstance, who: SignedIn | undefined, url: string) {
  return app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} })
}

async function mailTo(app: FastifyInstance, address: string) {
  return app.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.recipients, address))
    .orderBy(desc(emailOutbox.createdAt))
}

async function setPasswordToken(app: FastifyInstance, address: string): Promise<string> {
  const [mail] = await mailTo(app, address)
  const link = /http:\/\/localhost:3000\/new_password\?token=([\w-]+)/.exec(mail?.textBody ?? '')
  if (!link?.[1]) throw new Error(`No set-password link was sent to ${address}`)
  return link[1]
}

function setPassword(app: FastifyInstance, token: string, new_password: string) {
  return app.inject({ method: 'POST', url: '/api/forgot/reset-password', payload: { token, new_password } })
}

describe('Add Member and the masked bank details', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn
  const logs = capturingLogger()

  beforeAll(async () => {
    app = await buildTestApp({ logger: logs.logger })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('refuses anyone but an admin: 401 without a session, 403 for a member, and adds no one', async () => {
    const form = newMemberForm()
    for (const [who, status] of [
      [undefined, 401],
      [member, 403],
    ] as const) {
      expect((await addMember(app, who, form)).statusCode).toBe(status)
      expect((await get(app, who, `/api/create-member/validate-member/?username=x`)).statusCode).toBe(status)
      expect((await get(app, who, `/api/members/${member.id}/ach`)).statusCode).toBe(status)
    }
    expect(await app.db.select().from(members).where(eq(members.username, form.username!))).toEqual([])
  })

  it('adds a member with everything in one go: tier, opening points, family, bank details sealed, picture, audit, e-mail', async () => {
    const form = newMemberForm()
    const response = await addMember(app, admin, form, [{ ...(await pngFile()), name: 'file' }])
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      message: 'Member added successfully!',
      id: expect.any(Number),
      member_id: `MYC-${String(body.id).padStart(5, '0')}`,
      username: form.username,
    })

    const [row] = await app.db.select().from(members).where(eq(members.id, body.id))
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date())
    expect(row).toMatchObject({
      tier: 'Diamond',
      pointsBalance: 1200,
      passwordHash: null,
      isActive: true,
      phoneNumber: '9415550100',
      referral: 'Met at the boat show',
      driversLicense: null,
      spouseName: 'Rob Keel',
      membershipStartedOn: today,
      emergencyEmail: null,
      children: [
        { name: 'Ann', dob: '2015-04-01', mobile: null, email: 'ann@example.com' },
        { name: 'Ben', dob: '2018-09-30', mobile: '9415550102', email: null },
      ],
    })
    expect(await pointsAudit(app.db, body.id)).toMatchObject({ balance: 1200, rows: 1, consistent: true })
    const [opening] = await app.db.select().from(pointsLedger).where(eq(pointsLedger.memberId, body.id))
    expect(opening).toMatchObject({ kind: 'credit', points: 1200, description: 'Points on joining', actorId: admin.id })
    expect(await app.db.select().from(memberPictures).where(eq(memberPictures.memberId, body.id))).toHaveLength(1)

    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, body.id))
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'member.add',
      details: { tier: 'Diamond', points: 1200, bank_details: true, picture: true, set_password_link: true },
    })
    expect(JSON.stringify(audit)).not.toContain(ACCOUNT_NUMBER)
    expect(JSON.stringify(audit)).not.toContain(ROUTING_NUMBER)

    const ach = await get(app, admin, `/api/members/${body.member_id}/ach`)
    expect(ach.statusCode).toBe(200)
    expect(ach.json()).toEqual({
      depository_name: 'First Harbor Bank',
      branch: 'Main Street',
      city: 'Sarasota',
      state: 'FL',
      zip_code: '34236',
      name_on_acc: 'Marina Keel',
      type_of_acc: 'Checking',
      routing_last4: '0021',
      account_last4: '1012',
    })
    expect(ach.body).not.toContain(ACCOUNT_NUMBER)

    const [bank] = await app.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, body.id))
    expect(bank?.accountNumberSealed).toMatch(/^v1\./)
    expect(bank?.routingKeyId).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(bank)).not.toContain(ACCOUNT_NUMBER)
    expect(JSON.stringify(bank)).not.toContain(ROUTING_NUMBER)
  })

  it('never shows the account number anywhere: a dump of every text column, the logs, the members export', async () => {
    const form = newMemberForm()
    expect((await addMember(app, admin, form)).statusCode).toBe(201)
    const columns = await app.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')`)
    const rows = 'rows' in columns ? columns.rows : columns
    expect(rows.length).toBeGreaterThan(20)
    for (const { table_name, column_name } of rows as Array<{ table_name: string; column_name: string }>) {
      const found = await app.db.execute(
        sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${ACCOUNT_NUMBER}%`}`,
      )
      const hits = 'rows' in found ? found.rows : found
      expect(hits, `${table_name}.${column_name}`).toHaveLength(0)
    }
    expect(JSON.stringify(logs.lines)).not.toContain(ACCOUNT_NUMBER)
    const exported = await app.inject({
      method: 'POST',
      url: '/api/export-data/export/members',
      headers: { cookie: admin.cookie },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.json().csv_data).toContain(form.username)
    expect(exported.body).not.toContain(ACCOUNT_NUMBER)
    expect(exported.body).not.toContain(ROUTING_NUMBER)
  })

  it('mails a one-time set-password link valid 7 days; the member sets a password with it and logs in', async () => {
    const form = newMemberForm({ email_id: 'Set.Sail@Example.com' })
    const added = (await addMember(app, admin, form)).json()
    const [mail] = await mailTo(app, 'Set.Sail@Example.com')
    expect(mail?.subject).toBe('Welcome to Mariner Yacht Club')
    expect(mail?.htmlBody).toContain('Choose your password')
    expect(mail?.textBody).toContain('within 7 days')
    expect(mail?.textBody).not.toContain(ACCOUNT_NUMBER)
    const token = await setPasswordToken(app, 'Set.Sail@Example.com')
    const [stored] = await app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, added.id))
    const validFor = stored!.expiresAt.getTime() - stored!.createdAt.getTime()
    expect(validFor).toBe(7 * 24 * 3600 * 1000)

    // Six days on, the link still works.
    await app.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`created_at - interval '6 days'`, expiresAt: sql`expires_at - interval '6 days'` })
      .where(eq(passwordResetTokens.memberId, added.id))
    expect((await logIn(app, { username: form.username!, password: 'Fresh-Canvas-7!' })).statusCode).toBe(401)
    const reset = await setPassword(app, token, 'Fresh-Canvas-7!')
    expect(reset.statusCode).toBe(200)
    const login = await logIn(app, { username: form.username!, password: 'Fresh-Canvas-7!' })
    expect(login.statusCode).toBe(200)
    expect(login.json().status).toBe('SUCCESS')
    expect((await setPassword(app, token, 'Another-Canvas-8!')).statusCode).toBe(400)
  })

  it('refuses a set-password link 7 days after it was sent', async () => {
    const form = newMemberForm()
    const added = (await addMember(app, admin, form)).json()
    const token = await setPasswordToken(app, form.email_id!)
    await app.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`created_at - interval '7 days'`, expiresAt: sql`expires_at - interval '7 days'` })
      .where(eq(passwordResetTokens.memberId, added.id))
    expect((await setPassword(app, token, 'Fresh-Canvas-7!')).statusCode).toBe(400)
  })

  it('hashes a password given by staff and welcomes the member without it', async () => {
    const form = newMemberForm({ password: 'Staff-Chosen-9!' })
    expect((await addMember(app, admin, form)).statusCode).toBe(201)
    const [mail] = await mailTo(app, form.email_id!)
    expect(mail?.textBody).not.toContain('Staff-Chosen-9!')
    expect(mail?.htmlBody).not.toContain('Staff-Chosen-9!')
    expect(mail?.textBody).not.toContain('new_password')
    expect((await logIn(app, { username: form.username!, password: 'Staff-Chosen-9!' })).statusCode).toBe(200)
  })

  it.each([
    ['a phone of 9 digits', { phone_number: '941555010' }, 'phone_number', 'Phone number must be exactly 10 digits'],
    ['a bad e-mail', { email_id: 'not-an-address' }, 'email_id', 'Please enter a valid email address.'],
    [
      'a routing number with a bad checksum',
      { routing_no: '021000022' },
      'routing_no',
      'This is not a valid routing number: please check its digits.',
    ],
    [
      'a routing number of 8 digits',
      { routing_no: '02100002' },
      'routing_no',
      'Routing number must be exactly 9 digits.',
    ],
    ['a routing number alone', { acc_no: '' }, 'acc_no', 'Please give both the routing and the account number.'],
    [
      'an account number alone',
      { routing_no: '' },
      'routing_no',
      'Please give both the routing and the account number.',
    ],
    ['5 children', { child_num: '5' }, 'child_num', 'Children must be between 0 and 4.'],
    [
      'a bad child date of birth',
      { child_dobs: '2015-02-30,2018-09-30' },
      'child_dobs',
      'Child 1’s date of birth must be a date from 1900-01-01 to 2200-12-31, written YYYY-MM-DD.',
    ],
    [
      'a child born in year 9999',
      { child_dobs: '9999-12-31,2018-09-30' },
      'child_dobs',
      'Child 1’s date of birth must be a date from 1900-01-01 to 2200-12-31, written YYYY-MM-DD.',
    ],
    ['a start date in year 9999', { membership_started_on: '9999-12-31' }, 'membership_started_on', START_DATE_MESSAGE],
    [
      'a start date more than a year ahead',
      { membership_started_on: addClubDays(addClubYears(clubDateOf(new Date()), 1), 2) },
      'membership_started_on',
      START_DATE_MESSAGE,
    ],
    [
      'an emergency phone of 11 digits',
      { emergency_contact: '94155501031' },
      'emergency_contact',
      'Phone number must be exactly 10 digits.',
    ],
    ['an unknown field', { favourite_boat: 'Peace' }, 'favourite_boat', 'is not a field of this form'],
  ])('refuses %s with 400 naming the field, and adds no one', async (_name, overrides, field, message) => {
    const form = newMemberForm(overrides)
    const response = await addMember(app, admin, form)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.problems).toContainEqual({ field, message })
    expect(body.detail).toContain(`${field}: ${message}`)
    expect(body.message).toContain(message)
    expect(await app.db.select().from(members).where(eq(members.username, form.username!))).toEqual([])
  })

  it('refuses a file that is not a picture with 415', async () => {
    const form = newMemberForm()
    const response = await addMember(app, admin, form, [
      { name: 'file', filename: 'me.png', contentType: 'image/png', bytes: Buffer.from('not really a picture') },
    ])
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toBe('Please choose a PNG or JPEG image.')
  })

  it('answers 409 for a username or e-mail already held, in another case, even by a removed member', async () => {
    const first = newMemberForm({ email_id: 'Holder@Example.com' })
    const added = (await addMember(app, admin, first)).json()
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, added.id))
    const before = (await app.db.select({ id: members.id }).from(members)).length

    const sameName = await addMember(app, admin, newMemberForm({ username: first.username!.toUpperCase() }))
    expect(sameName.statusCode).toBe(409)
    expect(sameName.json()).toEqual({
      message: 'That username is already taken.',
      detail: 'That username is already taken.',
      field: 'username',
    })
    const sameEmail = await addMember(app, admin, newMemberForm({ email_id: 'holder@EXAMPLE.com' }))
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toMatchObject({ message: 'That e-mail address is already in use.', field: 'email_id' })
    expect((await app.db.select({ id: members.id }).from(members)).length).toBe(before)

    for (const [query, status] of [
      [`username=${first.username!.toUpperCase()}`, 'taken'],
      ['email=HOLDER@example.com', 'taken'],
      ['username=nobody-has-this', 'success'],
      ['email=free@example.com', 'success'],
    ] as const) {
      const answer = await get(app, admin, `/api/create-member/validate-member/?${query}`)
      expect(answer.json(), query).toEqual({ status })
    }
    expect((await get(app, admin, '/api/create-member/validate-member/')).statusCode).toBe(400)
  })

  it('lets exactly one of several simultaneous adds of one username through', async () => {
    const username = `racer${Date.now()}`
    const forms = Array.from({ length: 6 }, () => newMemberForm({ username }))
    const statuses = await Promise.all(forms.map((form) => addMember(app, admin, form).then((r) => r.statusCode)))
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(5)
    const [row] = await app.db.select().from(members).where(eq(members.username, username))
    expect(await pointsAudit(app.db, row!.id)).toMatchObject({ balance: 1200, rows: 1, consistent: true })
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, row!.id))
    expect(audits).toHaveLength(1)
  })

  it('answers 404 for the bank details of a member without them or of no one', async () => {
    expect((await get(app, admin, `/api/members/${member.id}/ach`)).statusCode).toBe(404)
    expect((await get(app, admin, '/api/members/MYC-99999/ach')).json()).toEqual({
      detail: 'This member has no bank details on file.',
    })
    const none = newMemberForm({
      routing_no: '',
      acc_no: '',
      type_of_acc: '',
      depository_name: '',
      branch: '',
      city: '',
      state: '',
      zip_code: '',
      name_on_acc: '',
    })
    const added = (await addMember(app, admin, none)).json()
    expect((await get(app, admin, `/api/members/${added.id}/ach`)).statusCode).toBe(404)
  })
})
