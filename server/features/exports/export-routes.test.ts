import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { membershipInquiries, yachtOwnerLeads } from '../visitors/visitor-tables.ts'
import { type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { memberColumns } from './export-data.ts'

const TRICKY = '=HYPERLINK("http://evil.example","Prize, claim now")\nsecond "line"'

let clients = 0
function submit(app: FastifyInstance, path: string, body: Record<string, unknown>) {
  clients += 1
  return app.inject({
    method: 'POST',
    url: `/api/visitors/${path}`,
    payload: body,
    remoteAddress: `203.0.113.${clients}`,
  })
}

type CsvRecord = Record<string, string>
const rowsOf = (csv: string): CsvRecord[] => parse(csv, { columns: true, record_delimiter: '\r\n' })

/** The yacht owners' form as Ole fills it in, with the message given. */
const yachtOwner = (message: string) => ({
  visitor_first_name: 'Ole',
  visitor_last_name: 'Rømer',
  visitor_email: 'ole@example.com',
  visitor_phone_number: '+19415550100',
  yacht_model: 'Azimut 60',
  yacht_manufacture_year: 2020,
  yacht_size: 60,
  visitor_message: message,
  website: '',
})

describe('Export Data', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn

  const exportAs = (who: SignedIn | undefined, dataset: string) =>
    app.inject({
      method: 'POST',
      url: `/api/export-data/export/${dataset}`,
      headers: who ? { cookie: who.cookie } : {},
    })
  const download = (who: SignedIn | undefined, dataset: string) =>
    app.inject({
      method: 'GET',
      url: `/api/export-data/export/${dataset}.csv`,
      headers: who ? { cookie: who.cookie } : {},
    })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app)
    const contact = { email: 'grace@example.com', phone_no: '9415550124', website: '' }
    const answers = await Promise.all([
      submit(app, 'add-visitors-details', { ...contact, visitor_name: 'Grace, Hopper' }),
      submit(app, 'become-a-member', {
        ...contact,
        visitor_name: 'Ada Lovelace',
        req_help: 'I Have a Question',
        ques: TRICKY,
        email_consent: true,
        sms_consent: false,
        organization: '+cmd|/C calc!A0',
      }),
      submit(app, 'add-event-details', { ...contact, name: 'Lin', event_name: 'Waitlist', attendees: 2 }),
      submit(app, 'add-yacht-visitor', yachtOwner('@SUM(A1:A9)')),
    ])
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300)
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each(['visitors', 'members'])('%s: 401 without a session and 403 for a member, both ways', async (dataset) => {
    expect((await exportAs(undefined, dataset)).statusCode).toBe(401)
    expect((await exportAs(member, dataset)).statusCode).toBe(403)
    expect((await download(undefined, dataset)).statusCode).toBe(401)
    expect((await download(member, dataset)).statusCode).toBe(403)
  })

  it('exports every visitor form with a column naming it, consent included, formulas neutralised', async () => {
    const response = await exportAs(admin, 'visitors')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const rows = rowsOf(response.json().csv_data)
    expect(rows.map((row) => row.form).sort()).toEqual(['Brochure', 'Contact', 'Event', 'Yacht owner'])
    const contact = rows.find((row) => row.form === 'Contact')
    expect(contact).toMatchObject({
      name: 'Ada Lovelace',
      question: `'${TRICKY}`,
      organization: `'+cmd|/C calc!A0`,
      email_consent: 'true',
      sms_consent: 'false',
    })
    expect(contact?.email_consent_wording).not.toBe('')
    expect(rows.find((row) => row.form === 'Brochure')?.name).toBe('Grace, Hopper')
    expect(rows.find((row) => row.form === 'Yacht owner')).toMatchObject({
      name: 'Ole Rømer',
      phone: '+19415550100',
      message: `'@SUM(A1:A9)`,
    })
    expect(Object.keys(rows[0] ?? {})).not.toContain('client_ip')
    expect(response.json().csv_data).not.toContain('203.0.113.')
  })

  it('exports members without a password hash, bank or license number, and neutralises their cells too', async () => {
    await app.db
      .update(members)
      .set({ companyName: '=cmd|"/C calc"!A0', driversLicense: 'S123-456-78-901-0' })
      .where(eq(members.id, member.id))
    const response = await exportAs(admin, 'members')
    const csv: string = response.json().csv_data
    expect(csv).not.toMatch(/\$argon2/)
    expect(csv).not.toContain('S123-456-78-901-0')
    const rows = rowsOf(csv)
    expect(Object.keys(rows[0] ?? {})).toEqual([...memberColumns])
    expect(
      memberColumns.filter((name) => /password|hash|bank|routing|account|licen[cs]e|emergency/.test(name)),
    ).toEqual([])
    expect(rows.find((row) => row.username === member.username)).toMatchObject({
      company_name: `'=cmd|"/C calc"!A0`,
      membership_type: 'Gold',
      active: 'true',
    })
  })

  it('downloads the same CSV as a file named for its data, and records each export in the audit log', async () => {
    const file = await download(admin, 'members')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(file.headers['content-disposition']).toBe('attachment; filename="members.csv"')
    expect(file.body).toBe((await exportAs(admin, 'members')).json().csv_data)

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=2',
      headers: { cookie: admin.cookie },
    })
    expect(audit.json()).toMatchObject([
      { action: 'data.export', actor: admin.username, target: null, details: { dataset: 'members' } },
      { action: 'data.export', details: { dataset: 'members' } },
    ])
  })
})

describe('Export Data: line breaks inside a cell (issue 20 §12)', () => {
  let app: FastifyInstance
  let admin: SignedIn

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const visitorsCsv = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/export-data/export/visitors',
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    return response.json().csv_data as string
  }
  const FORMULA_START = /^[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]/
  const linesStartingAFormula = (csv: string) => csv.split(/\r|\n/).filter((line) => FORMULA_START.test(line))

  it('quotes and neutralises every line of what the public forms sent, and of values planted in the database', async () => {
    const contact = { email: 'ada@example.com', phone_no: '9415550124', website: '' }
    const answers = await Promise.all([
      submit(app, 'become-a-member', {
        ...contact,
        visitor_name: 'Ada Lovelace',
        req_help: 'I Have a Question',
        ques: 'Hello there\n=2+5',
        email_consent: false,
        sms_consent: false,
      }),
      submit(app, 'add-yacht-visitor', yachtOwner('See you\r@SUM(1+9)')),
    ])
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300)
    expect(linesStartingAFormula(await visitorsCsv())).toEqual([])

    // Straight into the database, past every schema: a bare CR, CRLF and fullwidth formula starts.
    await app.db.update(membershipInquiries).set({ ques: 'Planted\r=1+1\r\n\uFF1DSUM(A1)' })
    await app.db.update(yachtOwnerLeads).set({ message: '\uFF20SUM(1+9)\n-2+3' })
    const csv = await visitorsCsv()
    expect(linesStartingAFormula(csv)).toEqual([])
    const rows = rowsOf(csv)
    expect(rows.find((row) => row.form === 'Contact')?.question).toBe("Planted\r'=1+1\r\n'\uFF1DSUM(A1)")
    expect(rows.find((row) => row.form === 'Yacht owner')?.message).toBe("'\uFF20SUM(1+9)\n'-2+3")
  })
})
