import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq, isNotNull, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { vessels } from '../common/fleet.ts'
import { invoiceLines, invoices } from './features/billing/billing-tables.ts'
import { bookings, slotOccupancy } from './features/bookings/booking-tables.ts'
import { emailOutbox } from './features/email/email-outbox-table.ts'
import { pointsLedger } from './features/points/points-ledger-table.ts'
import { brochureRequests } from './features/visitors/visitor-tables.ts'
import {
  addFaultAccount,
  type Answer,
  BROCHURE_PATH,
  brochureRequest,
  callApi,
  logInCookie,
  printFigures,
  weekdaysAhead,
} from './test/fault-load.ts'
import { pointsAudit } from './test/test-bookings.ts'
import { useServerProcesses } from './test/server-processes.ts'
import { testPasswordHashEnv } from './test/test-app.ts'

/**
 * One of two instances on one PostgreSQL database killed with SIGKILL in the middle of a mixed load (members booking
 * and cancelling, staff issuing invoices, visitors posting forms); the load goes on through the other. Afterwards
 * every change that was answered 2xx is in the database, none is half-written, every balance equals its ledger, and
 * the invoice numbers run on with no gap and no repeat.
 */

vi.setConfig({ testTimeout: 600_000 })

const { start, serverDatabase } = useServerProcesses()
const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const MEMBERS = 6
const FORM_WRITERS = 2
const STAFF_WRITERS = 2
/** Bookings each member keeps (and staff invoice); the rest are cancelled at once, so no member reaches the limit. */
const KEPT_PER_MEMBER = 5
const ANSWERED_BEFORE_KILL = 60
const ANSWERED_AFTER_KILL = 60

interface Sent {
  kind: 'book' | 'cancel' | 'invoice' | 'form'
  /** The booking or the form's name. */
  subject: string
  answer: Answer
}

describe('one of two instances killed under a mixed load', () => {
  it('loses no answered change and leaves none half-written', async () => {
    const database = await serverDatabase()
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-instance-kill-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
    const env = { ...database.env, ...testPasswordHashEnv, OUTBOX_DIR: outboxDir, FORM_RATE_LIMIT_MAX: '1000000' }
    const [victim, survivor] = [await start(env), await start(env)]
    const direct = await database.open()
    cleanups.push(() => direct.close())
    await addFaultAccount(direct.db, 'killadmin', { userType: 'admin' })
    const members = []
    for (let index = 0; index < MEMBERS; index++) {
      const member = await addFaultAccount(direct.db, `killmember${index}`)
      members.push({ id: member.id, cookie: await logInCookie(survivor.url, `killmember${index}`) })
    }
    const adminCookie = await logInCookie(survivor.url, 'killadmin')

    const sent: Sent[] = []
    let victimAlive = true
    let stopped = false
    let turn = 0
    /** Alternates between the instances while both run; the survivor alone once the victim is dead. */
    const nextServer = () => (victimAlive && turn++ % 2 === 0 ? victim : survivor).url
    const record = (kind: Sent['kind'], subject: string, answer: Answer) => {
      sent.push({ kind, subject, answer })
      return answer
    }

    const toInvoice: string[] = []
    const memberLoads = members.map(async (member, index) => {
      const vessel = vessels[index]!.key
      for (const [count, date] of weekdaysAhead(40).entries()) {
        if (stopped) return
        const booked = record(
          'book',
          `${vessel} ${date}`,
          await callApi(nextServer(), 'POST', '/api/booking/bookings', {
            cookie: member.cookie,
            body: { vessel_id: vessel, tour_type: 'Full Day', date },
          }),
        )
        if (booked.status !== 201) continue
        const bookingId = String(booked.body.booking_id)
        if (count < KEPT_PER_MEMBER) toInvoice.push(bookingId)
        else
          record(
            'cancel',
            bookingId,
            await callApi(nextServer(), 'POST', `/api/booking/bookings/${bookingId}/cancel`, {
              cookie: member.cookie,
              body: {},
            }),
          )
      }
    })
    const staffLoads = Array.from({ length: STAFF_WRITERS }, async () => {
      while (!stopped) {
        const bookingId = toInvoice.shift()
        if (!bookingId) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          continue
        }
        record(
          'invoice',
          bookingId,
          await callApi(nextServer(), 'POST', `/api/invoices/${bookingId}/issue`, { cookie: adminCookie }),
        )
      }
    })
    const formLoads = Array.from({ length: FORM_WRITERS }, async (_, writer) => {
      for (let index = 0; !stopped; index++) {
        const name = `Kill visitor ${writer}-${index}`
        record('form', name, await callApi(nextServer(), 'POST', BROCHURE_PATH, { body: brochureRequest(name) }))
      }
    })
    const until = async (count: number) => {
      while (sent.length < count) await new Promise((resolve) => setTimeout(resolve, 20))
    }

    await until(ANSWERED_BEFORE_KILL)
    victimAlive = false
    expect(await victim.stop('SIGKILL')).toBeNull()
    const atKill = sent.length
    await until(atKill + ANSWERED_AFTER_KILL)
    stopped = true
    await Promise.all([...memberLoads, ...staffLoads, ...formLoads])

    const answered = (kind: Sent['kind'], status: number) =>
      sent.filter((item) => item.kind === kind && item.answer.status === status)
    const lost: string[] = []

    // Bookings: every one answered 201 is there; every one there, answered or not, is whole.
    const stored = await direct.db.select().from(bookings)
    const ledger = await direct.db.select().from(pointsLedger).where(isNotNull(pointsLedger.bookingId))
    const occupied = await direct.db.select().from(slotOccupancy).where(isNotNull(slotOccupancy.bookingId))
    for (const { answer } of answered('book', 201)) {
      if (!stored.some((row) => row.id === answer.body.booking_id))
        lost.push(`booking ${String(answer.body.booking_id)}`)
    }
    for (const { subject } of answered('cancel', 200)) {
      if (stored.find((row) => row.id === subject)?.status !== 'cancelled') lost.push(`cancellation of ${subject}`)
    }
    const halfWritten: string[] = []
    for (const booking of stored) {
      const rows = ledger.filter((row) => row.bookingId === booking.id)
      const slots = occupied.filter((row) => row.bookingId === booking.id)
      const charged = rows.filter((row) => row.kind === 'booking').length === 1
      const whole =
        booking.status === 'booked'
          ? charged && slots.length === 2
          : charged && slots.length === 0 && rows.filter((row) => row.kind === 'cancel').length === 1
      if (!whole) halfWritten.push(`booking ${booking.id} (${booking.status})`)
    }
    for (const member of members) {
      const audit = await pointsAudit(direct.db, member.id)
      if (audit.balance !== audit.ledgerSum || !audit.consistent) halfWritten.push(`balance of member ${member.id}`)
    }

    // Invoices: every one answered 200 is there with its number and lines; the numbers run 1, 2, 3 … with no gap.
    const issued = await direct.db.select().from(invoices).where(isNotNull(invoices.number))
    const lines = await direct.db.select().from(invoiceLines)
    for (const { subject, answer } of answered('invoice', 200)) {
      if (!issued.some((row) => row.bookingId === subject && row.number === answer.body.number))
        lost.push(`invoice ${String(answer.body.number)}`)
    }
    for (const invoice of issued) {
      const own = lines.filter((line) => line.invoiceId === invoice.id)
      const [mail] = await direct.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(like(emailOutbox.subject, `Your invoice ${invoice.number} %`))
      if (own.length === 0 || own.reduce((sum, line) => sum + line.amountCents, 0) !== invoice.totalCents || !mail)
        halfWritten.push(`invoice ${invoice.number}`)
    }
    const sequences = issued.map((row) => row.sequence ?? 0).sort((a, b) => a - b)
    const numbers = new Set(issued.map((row) => row.number))

    // Forms: every one answered 200 is there, each with its e-mail to the sales team.
    for (const { subject } of answered('form', 200)) {
      const [form] = await direct.db
        .select({ id: brochureRequests.id })
        .from(brochureRequests)
        .where(eq(brochureRequests.visitorName, subject))
      if (!form) lost.push(`form ${subject}`)
    }
    const forms = await direct.db.select({ name: brochureRequests.visitorName }).from(brochureRequests)
    for (const { name } of forms) {
      const [mail] = await direct.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, `Brochure request: ${name}`))
      if (!mail) halfWritten.push(`form ${name} without its e-mail`)
    }

    const count = (kind: Sent['kind']) => sent.filter((item) => item.kind === kind).length
    printFigures('One of two instances killed with SIGKILL under load', {
      'requests made': sent.length,
      'bookings / cancellations / invoices / forms': ['book', 'cancel', 'invoice', 'form']
        .map((kind) => count(kind as Sent['kind']))
        .join(' / '),
      'answered 2xx': sent.filter((item) => item.answer.status >= 200 && item.answer.status < 300).length,
      'no answer (cut off by the kill)': sent.filter((item) => item.answer.status === 0).length,
      'requests before the kill': atKill,
      'invoices issued (numbers)': `${issued.length} (${sequences[0] ?? '-'}…${sequences.at(-1) ?? '-'})`,
      'faults injected': 1,
      'records lost': lost.length,
      'half-written changes': halfWritten.length,
    })
    expect(lost).toEqual([])
    expect(halfWritten).toEqual([])
    expect(sequences).toEqual(sequences.map((_, index) => index + 1))
    expect(numbers.size).toBe(issued.length)
    // Whatever was not cut off got a proper answer: only 2xx here, as no request in this load is refused.
    expect(sent.filter((item) => item.answer.status !== 0 && item.answer.status >= 300)).toEqual([])
  })
})
