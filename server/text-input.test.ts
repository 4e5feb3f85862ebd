import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addAccount, logIn, sessionCookieOf } from './test/test-accounts.ts'
import { buildTestApp } from './test/test-app.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const tour = { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2030-01-07' }
const someBooking = '00000000-0000-4000-8000-000000000000'
const captain = {
  name: 'Ana Reyes',
  email: 'ana@example.com',
  phone_number: '9415550100',
  licence: { number: 'ML-1234567', expires_on: '2030-06-30' },
  vessels: ['peace'],
}

/** A valid body for every call that takes one; a new call fails the first test until it has one here. */
const examples: Record<string, Record<string, unknown>> = {
  'POST /api/visitors/add-visitors-details': {
    visitor_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_no: '9415550100',
    website: '',
  },
  'POST /api/visitors/become-a-member': {
    visitor_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_no: '9415550100',
    req_help: 'I Have a Question',
    ques: 'When is the next open day?',
    email_consent: true,
    sms_consent: false,
    organization: 'Analytical Engines',
    website: '',
  },
  'POST /api/visitors/add-event-details': {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_no: '9415550100',
    event_name: 'Waitlist',
    attendees: 2,
    website: '',
  },
  'POST /api/visitors/add-yacht-visitor': {
    visitor_first_name: 'Ada',
    visitor_last_name: 'Lovelace',
    visitor_email: 'ada@example.com',
    visitor_phone_number: '+19415550100',
    yacht_model: 'Azimut 60',
    yacht_manufacture_year: 2020,
    yacht_size: 60,
    visitor_message: 'Moored at Marina Jack.',
    website: '',
  },
  'POST /api/validate-user/validate-user/': { username: 'ada', password: 'Not-Her-Password-1' },
  'POST /api/forgot/forgot-password': { email: 'ada@example.com' },
  'POST /api/forgot/reset-password': { token: 'no-such-token', new_password: 'Brand-New-Sails-2' },
  'POST /api/validate-user/change-password/': {
    current_password: 'Not-Her-Password-1',
    new_password: 'Brand-New-Sails-2',
  },
  'POST /api/booking/quote': tour,
  'POST /api/booking/bookings': { ...tour, username: 'sailor' },
  'POST /api/booking/bookings/{booking_id}/rebook': tour,
  'POST /api/booking/waitlist': tour,
  'POST /api/booking/ballot': { ...tour, rank: 1 },
  'POST /api/admin/peak-dates': {
    dates: ['2030-01-07'],
    opens_at: '2029-12-01T09:00:00-05:00',
    draws_at: '2029-12-20T18:00:00-05:00',
  },
  'PUT /api/points/update-points/': { username: 'sailor', update_points: 25, description: 'Regatta prize' },
  'PUT /api/get-membership/update-membership/': { username: 'sailor', membership_type: 'Gold' },
  'POST /api/admin/vessel-blocks': {
    vessel_id: 'peace',
    from: { date: '2030-01-07', slot: 'morning' },
    to: { date: '2030-01-07', slot: 'afternoon' },
    kind: 'maintenance',
    reason: 'Engine service',
  },
  'POST /api/admin/captains': captain,
  'POST /api/admin/weather/cancellations': { booking_ids: ['B-22222'], reason: 'Small Craft Advisory' },
  'PUT /api/admin/captains/{captain_id}': captain,
  'POST /api/admin/captains/{captain_id}/time-off': { from: '2030-01-07', to: '2030-01-08', reason: 'Family' },
  'POST /api/admin/captains/{captain_id}/account': { username: 'skipper1' },
  'POST /api/admin/bookings/{booking_id}/check-out': {
    engine_hours: 10,
    fuel_percent: 90,
    guests_aboard: 2,
    notes: 'Fenders aboard',
    expected_return_at: '2030-01-07T17:00:00-05:00',
  },
  'POST /api/admin/bookings/{booking_id}/check-in': { engine_hours: 12, fuel_percent: 50, notes: 'Calm' },
  'POST /api/admin/vessels/{vessel_id}/service': { engine_hours: 12, notes: 'Oil change' },
  'POST /api/invoices/{booking_id}/void': { reason: 'Billed twice' },
  'POST /api/invoices/{booking_id}/payments': { amount_cents: 8500, method: 'check', reference: 'Check 1042' },
  'POST /api/admin/ach-batches': { invoice_ids: [1], effective_date: '2030-01-07' },
  'POST /api/admin/ach-batches/{batch_id}/returns': { invoice_id: 1, code: 'R01' },
}

interface OpenApiOperation {
  'x-access': 'public' | 'signed-in' | 'account' | 'crew' | 'admin'
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
interface JsonSchema {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
}

function acceptsText(schema: JsonSchema): boolean {
  if (schema.enum || schema.const !== undefined) return false
  return [schema.type].flat().includes('string') || (schema.anyOf ?? []).some(acceptsText)
}

/** Text that may never be stored, and the message that must name it. */
const badText: Array<{ name: string; character: string; message: string }> = [
  { name: 'NUL', character: '\u0000', message: 'must not contain the control character U+0000' },
  { name: 'a control character', character: '\u0007', message: 'must not contain the control character U+0007' },
  { name: 'an unpaired surrogate', character: '\ud800', message: 'must not contain an unpaired surrogate (U+D800)' },
]

function spoil(value: unknown, character: string): string {
  const text = typeof value === 'string' && value !== '' ? value : 'text'
  return `${text.slice(0, 1)}${character}${text.slice(1)}`
}

/** Rows per table, but for the rate limiter's counters: refused requests rightly count against their client. */
async function rowCounts(app: App): Promise<Record<string, number>> {
  const { rows: tables } = await app.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_name <> 'rate_limit_counters' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    )
    counts[name] = rows[0]?.count ?? 0
  }
  return counts
}

describe('every call that takes a body', () => {
  let app: App
  let cookies: Record<OpenApiOperation['x-access'], string>
  let calls: Array<{
    method: string
    url: string
    access: OpenApiOperation['x-access']
    fields: string[]
    forms: boolean
  }>
  let clients = 0
  const newClient = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`

  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '100000' } })
    await app.ready()
    const cookieOf = async (userType: 'user' | 'admin') => {
      const account = await addAccount(app, { userType })
      return sessionCookieOf(await logIn(app, { username: account.username, password: 'Correct-Horse-1' }))
    }
    const member = await cookieOf('user')
    const admin = await cookieOf('admin')
    cookies = { public: '', 'signed-in': member, account: member, crew: admin, admin }
    const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> }).paths
    const described = Object.entries(paths).flatMap(([url, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => {
          const content = operation.requestBody?.content ?? {}
          const properties = content['application/json']?.schema.properties ?? {}
          return {
            method: method.toUpperCase(),
            url,
            access: operation['x-access'],
            fields: Object.entries(properties)
              .filter(([, schema]) => acceptsText(schema))
              .map(([field]) => field),
            forms: 'application/x-www-form-urlencoded' in content,
          }
        }),
    )
    calls = described.filter((call) => call.fields.length > 0)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is known here, with a valid example body, when it takes text', () => {
    expect(calls.filter((call) => call.access === 'public').length).toBeGreaterThan(5)
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(Object.keys(examples).sort())
  })

  for (const { name, character, message } of badText) {
    it(`answers ${name} in any text field with 400 naming the field, and writes nothing`, async () => {
      const before = await rowCounts(app)
      for (const call of calls) {
        const example = examples[`${call.method} ${call.url}`] ?? {}
        for (const field of call.fields) {
          const response = await app.inject({
            method: call.method as 'POST',
            url: call.url
              .replace('{booking_id}', someBooking)
              .replace('{captain_id}', '1')
              .replace('{batch_id}', '1')
              .replace('{vessel_id}', 'peace'),
            headers: { cookie: cookies[call.access] },
            payload: { ...example, [field]: spoil(example[field], character) },
            remoteAddress: newClient(),
          })
          expect(response.statusCode, `${call.url} ${field}`).toBe(400)
          expect(response.json().detail, `${call.url} ${field}`).toContain(`${field}: ${message}`)
        }
      }
      expect(await rowCounts(app)).toEqual(before)
    })
  }

  it('answers control characters in a form-encoded body the same way', async () => {
    const before = await rowCounts(app)
    for (const call of calls.filter((candidate) => candidate.forms)) {
      const example = examples[`${call.method} ${call.url}`] ?? {}
      for (const field of call.fields) {
        for (const { character, message } of badText.filter((bad) => bad.character < '\u0080')) {
          const form = new URLSearchParams(Object.entries(example).map(([key, value]) => [key, String(value)]))
          form.set(field, spoil(example[field], character))
          const response = await app.inject({
            method: call.method as 'POST',
            url: call.url,
            headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookies[call.access] },
            payload: form.toString(),
            remoteAddress: newClient(),
          })
          expect(response.statusCode, `${call.url} ${field}`).toBe(400)
          expect(response.json().detail, `${call.url} ${field}`).toContain(`${field}: ${message}`)
        }
      }
    }
    expect(await rowCounts(app)).toEqual(before)
  })
})
