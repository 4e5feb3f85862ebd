import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consentWording, latestYachtYear } from '../../../common/visitor-form-rules.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { startTestSmtpServer } from '../../test/test-smtp-server.ts'
import { brochureRequests, eventRegistrations, membershipInquiries, yachtOwnerLeads } from './visitor-tables.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const brochure = { visitor_name: 'Ada Lovelace', email: 'ada@example.com', phone_no: '9415550123' }
const inquiry = {
  email: 'grace@example.com',
  visitor_name: 'Grace Hopper',
  phone_no: '9415550124',
  req_help: 'I Have a Question',
  ques: 'Do members bring guests?',
  email_consent: true,
  sms_consent: false,
  organization: 'Navy Yard',
}
const event = {
  name: 'Alan Turing',
  email: 'alan@example.com',
  phone_no: '9415550125',
  event_name: 'Waitlist',
  attendees: 4,
}
const yacht = {
  visitor_first_name: 'Katherine',
  visitor_last_name: 'Johnson',
  visitor_email: 'katherine@example.com',
  visitor_phone_number: '+19415550126',
  yacht_model: 'Azimut 60 Flybridge',
  yacht_manufacture_year: 2021,
  yacht_size: 60,
  visitor_message: 'Available from January.',
}

function post(
  app: App,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '203.0.113.7',
) {
  return app.inject({
    method: 'POST',
    url: `/api/visitors/${path}`,
    payload: payload as object,
    headers: { referer: 'http://localhost:3000/contact?utm_source=newsletter', 'user-agent': 'Vitest', ...headers },
    remoteAddress,
  })
}

async function outboxCount(app: App) {
  const [row] = await app.db.select({ total: count() }).from(emailOutbox)
  return row?.total ?? 0
}

describe('visitor forms', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ env: { SALES_EMAIL: 'sales@club.example', FORM_RATE_LIMIT_MAX: '1000' } })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('stores a brochure request, tells sales, and answers where the brochure is', async () => {
    const response = await post(app, 'add-visitors-details', brochure)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      detail: 'Thank you! Your membership brochure is ready.',
      brochure_url: '/api/brochure.pdf',
    })
    const rows = await app.db.select().from(brochureRequests).where(eq(brochureRequests.email, brochure.email))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      visitorName: 'Ada Lovelace',
      phoneNo: '9415550123',
      sourcePage: '/contact',
      clientIp: '203.0.113.7',
      userAgent: 'Vitest',
    })
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Brochure request: Ada Lovelace'))
    expect(mail?.recipients).toBe('sales@club.example')
    expect(mail?.textBody).toContain('Phone: 9415550123')
  })

  it('stores an enquiry with its consent answers and the wording shown', async () => {
    const response = await post(app, 'become-a-member', inquiry)
    expect(response.statusCode).toBe(200)
    const [row] = await app.db.select().from(membershipInquiries).where(eq(membershipInquiries.email, inquiry.email))
    expect(row).toMatchObject({
      visitorName: 'Grace Hopper',
      reqHelp: 'I Have a Question',
      ques: 'Do members bring guests?',
      organization: 'Navy Yard',
      emailConsent: true,
      smsConsent: false,
      emailConsentWording: consentWording.email,
      smsConsentWording: consentWording.sms,
    })
    expect(row?.createdAt).toBeInstanceOf(Date)
  })

  it('stores an event sign-up, with attendees for the waitlist and without for future events', async () => {
    expect((await post(app, 'add-event-details', event)).statusCode).toBe(200)
    const { attendees: _none, ...futureEvents } = { ...event, email: 'alan2@example.com', event_name: 'Future Events' }
    expect((await post(app, 'add-event-details', futureEvents)).statusCode).toBe(200)
    const rows = await app.db.select().from(eventRegistrations)
    expect(rows.map(({ eventName, attendees }) => ({ eventName, attendees }))).toEqual(
      expect.arrayContaining([
        { eventName: 'Waitlist', attendees: 4 },
        { eventName: 'Future Events', attendees: null },
      ]),
    )
  })

  it('stores a yacht owner, tells sales, and answers where the brochure is', async () => {
    const response = await post(app, 'add-yacht-visitor', yacht)
    expect(response.statusCode).toBe(200)
    expect(response.json().brochure_url).toBe('/api/brochure.pdf')
    const [row] = await app.db.select().from(yachtOwnerLeads).where(eq(yachtOwnerLeads.email, yacht.visitor_email))
    expect(row).toMatchObject({ yachtModel: 'Azimut 60 Flybridge', yachtManufactureYear: 2021, yachtSizeFeet: 60 })
    const mails = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Yacht owner: Katherine Johnson, Azimut 60 Flybridge'))
    expect(mails).toHaveLength(1)
  })

  it('escapes every visitor value in the e-mail to sales', async () => {
    const hostile = { ...inquiry, email: 'mallory@example.com', ques: '<script>alert("x")</script> & <b>bold</b>' }
    expect((await post(app, 'become-a-member', hostile)).statusCode).toBe(200)
    const [mail] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Enquiry (I Have a Question): Grace Hopper'))
      .orderBy(emailOutbox.createdAt)
      .offset(1)
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(mail?.htmlBody).not.toContain('<script>')
  })

  it('ignores fields it does not know', async () => {
    const response = await post(app, 'add-visitors-details', {
      ...brochure,
      email: 'extra@example.com',
      is_admin: true,
    })
    expect(response.statusCode).toBe(200)
  })

  it('drops a submission whose honeypot is filled, answering as if it succeeded', async () => {
    const before = await outboxCount(app)
    const response = await post(app, 'add-visitors-details', {
      ...brochure,
      email: 'robot@example.com',
      website: 'http://spam.example',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().detail).toBe('Thank you! Your membership brochure is ready.')
    expect(await app.db.select().from(brochureRequests).where(eq(brochureRequests.email, 'robot@example.com'))).toEqual(
      [],
    )
    expect(await outboxCount(app)).toBe(before)
  })

  const nextYear = latestYachtYear()
  const invalid: Array<[string, object, string]> = [
    ['add-visitors-details', { ...brochure, phone_no: '94155501' }, 'phone_no: Please enter a 10-digit mobile number.'],
    [
      'add-visitors-details',
      { ...brochure, phone_no: '941-555-0123' },
      'phone_no: Please enter a 10-digit mobile number.',
    ],
    ['add-visitors-details', { ...brochure, email: 'ada@example' }, 'email: Please enter a valid email.'],
    ['add-visitors-details', { ...brochure, email: 'ada lovelace@example.com' }, 'email: Please enter a valid email.'],
    ['add-visitors-details', { ...brochure, visitor_name: '   ' }, 'visitor_name: Please enter your name.'],
    [
      'add-visitors-details',
      { ...brochure, visitor_name: 'x'.repeat(161) },
      'visitor_name: must be at most 160 characters',
    ],
    ['add-visitors-details', { email: 'ada@example.com', phone_no: '9415550123' }, 'visitor_name:'],
    ['become-a-member', { ...inquiry, req_help: 'Sell me a boat' }, 'req_help: must be one of'],
    ['become-a-member', { ...inquiry, email_consent: 'yes' }, 'email_consent: must be true or false'],
    ['become-a-member', { ...inquiry, ques: '' }, 'ques: Please enter your message.'],
    ['become-a-member', { ...inquiry, ques: 'x'.repeat(4001) }, 'ques: must be at most 4000 characters'],
    ['add-event-details', { ...event, name: '' }, 'name: Name is required.'],
    ['add-event-details', { ...event, email: 'nope' }, 'email: Invalid email.'],
    ['add-event-details', { ...event, phone_no: '123' }, 'phone_no: Enter 10-digit US phone number.'],
    ['add-event-details', { ...event, attendees: 0 }, 'attendees: must be from 1 to 999'],
    ['add-event-details', { ...event, attendees: 1000 }, 'attendees: must be from 1 to 999'],
    ['add-event-details', { ...event, event_name: 'Gala' }, 'event_name: must be one of: Waitlist, Future Events'],
    [
      'add-yacht-visitor',
      { ...yacht, visitor_phone_number: '9415550126' },
      'visitor_phone_number: Please enter a 10-digit phone number*',
    ],
    ['add-yacht-visitor', { ...yacht, visitor_phone_number: '+449415550126' }, 'visitor_phone_number:'],
    ['add-yacht-visitor', { ...yacht, visitor_email: 'k@' }, 'visitor_email: Please enter a valid email address*'],
    [
      'add-yacht-visitor',
      { ...yacht, yacht_manufacture_year: 1949 },
      'yacht_manufacture_year: must be from 1950 to next year',
    ],
    [
      'add-yacht-visitor',
      { ...yacht, yacht_manufacture_year: nextYear + 1 },
      'yacht_manufacture_year: must be from 1950 to next year',
    ],
    ['add-yacht-visitor', { ...yacht, yacht_manufacture_year: '2021' }, 'yacht_manufacture_year: must be a year'],
    ['add-yacht-visitor', { ...yacht, yacht_size: 9 }, 'yacht_size: must be from 10 to 300 feet'],
    ['add-yacht-visitor', { ...yacht, yacht_size: 301 }, 'yacht_size: must be from 10 to 300 feet'],
    ['add-yacht-visitor', { ...yacht, yacht_model: '' }, 'yacht_model: Please enter the yacht model.'],
  ]

  it.each(invalid)('refuses %s %j with a detail naming the field, storing nothing', async (path, payload, detail) => {
    const before = await outboxCount(app)
    const response = await post(app, path, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().detail).toContain(detail)
    expect(await outboxCount(app)).toBe(before)
  })

  it('accepts next year as a manufacture year', async () => {
    const response = await post(app, 'add-yacht-visitor', {
      ...yacht,
      visitor_email: 'new@example.com',
      yacht_manufacture_year: nextYear,
    })
    expect(response.statusCode).toBe(200)
  })

  it('refuses a body that is not JSON with a detail', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/visitors/add-visitors-details',
      headers: { 'content-type': 'application/json' },
      payload: '{"visitor_name":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' })
  })

  it('refuses a submission sent from another site’s page', async () => {
    const crossSite = await post(
      app,
      'add-visitors-details',
      { ...brochure, email: 'csrf@example.com' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json().detail).toBe('Requests that change data must come from this site’s own pages.')
    const foreignOrigin = await post(app, 'add-visitors-details', brochure, { origin: 'https://evil.example' })
    expect(foreignOrigin.statusCode).toBe(403)
    expect(await app.db.select().from(brochureRequests).where(eq(brochureRequests.email, 'csrf@example.com'))).toEqual(
      [],
    )

    const sameSite = await post(
      app,
      'add-visitors-details',
      { ...brochure, email: 'ok@example.com' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    )
    expect(sameSite.statusCode).toBe(200)
  })
})

describe('the visitor forms’ rate limit', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ env: { FORM_RATE_LIMIT_MAX: '2', FORM_RATE_LIMIT_WINDOW_MINUTES: '15' } })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('answers 429 with a detail and Retry-After once a client passes the limit, per client and per form', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await post(app, 'add-visitors-details', brochure, {}, '198.51.100.1')).statusCode).toBe(200)
    }
    const limited = await post(app, 'add-visitors-details', brochure, {}, '198.51.100.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().detail).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800)
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900)

    expect((await post(app, 'add-visitors-details', brochure, {}, '198.51.100.2')).statusCode).toBe(200)
    expect((await post(app, 'become-a-member', inquiry, {}, '198.51.100.1')).statusCode).toBe(200)
    const stored = await app.db.select({ total: count() }).from(brochureRequests)
    expect(stored[0]?.total).toBe(3)
  })
})

describe('a submission reaches the sales team', () => {
  it('by e-mail through a real SMTP server, with the visitor’s words escaped', async () => {
    const smtp = await startTestSmtpServer()
    const app = await buildTestApp({
      env: { SMTP_URL: smtp.url, SALES_EMAIL: 'sales@club.example', OUTBOX_POLL_MS: '100' },
    })
    try {
      await app.ready()
      const response = await post(app, 'become-a-member', { ...inquiry, ques: 'Hello <script>alert(1)</script>' })
      expect(response.statusCode).toBe(200)
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 })
      const [mail] = smtp.received
      expect(mail?.envelopeTo).toEqual(['sales@club.example'])
      const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '')
      expect(raw).toMatch(/^Subject: Enquiry \(I Have a Question\): Grace Hopper\r?$/m)
      const html = raw.slice(raw.indexOf('Content-Type: text/html'))
      expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).not.toContain('<script>')
    } finally {
      await app.close()
      await smtp.close()
    }
  })
})
