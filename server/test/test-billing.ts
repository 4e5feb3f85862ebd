import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildTestApp } from './test-app.ts'
import { book, call, type SignedIn, signedIn } from './test-bookings.ts'
import { startTestSmtpServer } from './test-smtp-server.ts'

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/**
 * A describe block's app on the test clock, sending its mail to a real SMTP listener, with a signed-in admin and two
 * Diamond members: built before its tests, closed after. Read the fields inside the tests.
 */
export function billingApp(clock: { now: () => Date }) {
  const kit = {} as {
    app: TestApp
    admin: SignedIn
    member: SignedIn
    other: SignedIn
    smtp: Awaited<ReturnType<typeof startTestSmtpServer>>
  }
  beforeAll(async () => {
    kit.smtp = await startTestSmtpServer()
    kit.app = await buildTestApp({ now: clock.now, env: { SMTP_URL: kit.smtp.url, OUTBOX_POLL_MS: '200' } })
    await kit.app.ready()
    kit.admin = await signedIn(kit.app, { userType: 'admin' })
    kit.member = await signedIn(kit.app, { tier: 'Diamond', points: 200_000 })
    kit.other = await signedIn(kit.app, { tier: 'Diamond', points: 200_000 })
  })
  afterAll(async () => {
    await kit.app?.close()
    await kit.smtp?.close()
  })
  return kit
}

/** Books an outing for the member and answers its id and reference. */
export async function outing(app: TestApp, who: SignedIn, vessel_id: string, tour_type: string, date: string) {
  const booked = await book(app, who, { vessel_id, tour_type, date })
  expect(booked.statusCode, booked.body).toBe(201)
  return { id: booked.json().booking_id as string, reference: booked.json().reference as string }
}

export async function issued(app: TestApp, admin: SignedIn, bookingId: string) {
  const answer = await call(app, admin, 'POST', `/api/invoices/${bookingId}/issue`)
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json() as { invoice_id: number; number: string; total_cents: number; status: string }
}

/** The text of a PDF, every page's in order, and its page count. */
export async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  try {
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)))
    const contents = await Promise.all(pages.map((page) => page.getTextContent()))
    const text = contents
      .flatMap((content) => content.items.map((item) => ('str' in item ? item.str : '')))
      .join(' ')
      .replace(/\s+/g, ' ')
    return { pageCount: pdf.numPages, text }
  } finally {
    await pdf.destroy()
  }
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
