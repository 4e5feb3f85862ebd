import { expect } from 'vitest'
import { clubInstant, clubIsoTime } from '../../common/club-time.ts'
import { saveBankDetails } from '../features/member-records/bank-accounts.ts'
import { keyring } from '../features/member-records/bank-secrets.ts'
import { addAccount } from './test-accounts.ts'
import { type buildTestApp, testConfig } from './test-app.ts'
import { call, type SignedIn } from './test-bookings.ts'
import { addCaptain } from './test-dock.ts'
import { multipartForm, plainPngFile } from './test-profile-forms.ts'

type TestApp = Awaited<ReturnType<typeof buildTestApp>>

const CAPTAIN_VESSELS = ['peace', 'rallypoint', 'memorymaker', 'kaifin', 'congetta']
const FREE_VESSELS = ['lilbitnauti', 'fountainepajot', 'giddyup', 'wanderlust', 'goldenticket', 'happyhour']

export interface Tour {
  vessel_id: string
  tour_type: string
  date: string
}

export interface Outing {
  bookingId: string
  reference: string
}

let days = 0

/** A tour on a slot nobody holds: a weekday morning of one of the vessels no captain crews. */
export function freeTour(): Tour {
  const index = days++
  const vessel = FREE_VESSELS[index % FREE_VESSELS.length]!
  // Weekdays only from Monday 14 January 2030, more than 48 hours ahead and inside Diamond's 90-day window.
  const weekday = Math.floor(index / FREE_VESSELS.length)
  const date = new Date(Date.UTC(2030, 0, 14) + (Math.floor(weekday / 5) * 7 + (weekday % 5)) * 86_400_000)
  return { vessel_id: vessel, tour_type: 'Half Day Morning', date: date.toISOString().slice(0, 10) }
}

const crewedSoFar = new Map<number, number>()

/**
 * The captain's next half day from 8 to 13 January (inside the check-out window), on a vessel of their own: a captain
 * is never on two outings at once, nor a vessel out twice.
 */
function crewTour(captainId: number): Tour {
  const index = crewedSoFar.get(captainId) ?? 0
  crewedSoFar.set(captainId, index + 1)
  const vessel = CAPTAIN_VESSELS[(captainId * 7 + index) % CAPTAIN_VESSELS.length]!
  const day = 8 + Math.floor(index / 2)
  if (day > 13) throw new Error(`Captain ${captainId} has no half day left in the check-out window`)
  return {
    vessel_id: vessel,
    tour_type: index % 2 === 0 ? 'Half Day Morning' : 'Half Day Afternoon',
    date: `2030-01-${String(day).padStart(2, '0')}`,
  }
}

/** Objects made on demand for the calls that use one up (cancel, leave, issue, retire …). */
export interface FreshThings {
  booking(owner: SignedIn): Promise<Outing>
  /** A tour whose slot a block holds, so it can only be waited for. */
  heldTour(): Promise<Tour>
  crewedOuting(owner: SignedIn, captainId: number, state?: 'booked' | 'out' | 'back'): Promise<Outing>
  waitlistEntry(owner: SignedIn): Promise<string>
  ballotEntry(owner: SignedIn): Promise<string>
  issuedInvoice(owner: SignedIn): Promise<{ bookingId: string; invoiceId: number }>
  achBatch(owner: SignedIn, settled?: boolean): Promise<{ batchId: number; invoiceId: number }>
  damage(owner: SignedIn, captainId: number): Promise<{ damageId: number; photoId: string; bookingId: string }>
  block(): Promise<number>
  captain(): Promise<number>
  account(): Promise<{ id: number; username: string }>
  /** The username of a member staff have removed. */
  removedAccount(): Promise<string>
  /** A peak date whose ballot has not opened. */
  upcomingPeakDate(): Promise<string>
  /** A peak date whose ballot is open now. */
  openPeakDate(): Promise<string>
  checkOutReading(): Record<string, number | string>
  checkInReading(): Record<string, number | string>
}

/** Makes the things of `FreshThings` through the API, as staff and members would. */
export function freshThings(app: TestApp, admin: SignedIn): FreshThings {
  let upcomingDays = 0
  let openDays = 0
  let readings = 0
  const things: FreshThings = {
    async booking(owner) {
      const booked = await call(app, admin, 'POST', '/api/booking/bookings', {
        ...freeTour(),
        username: owner.username,
        override_rules: true,
      })
      expect(booked.statusCode, booked.body).toBe(201)
      return { bookingId: booked.json().booking_id, reference: booked.json().reference }
    },
    async crewedOuting(owner, captainId, state = 'booked') {
      const booked = await call(app, admin, 'POST', '/api/booking/bookings', {
        ...crewTour(captainId),
        username: owner.username,
        override_rules: true,
      })
      expect(booked.statusCode, booked.body).toBe(201)
      const bookingId = booked.json().booking_id as string
      const assigned = await call(app, admin, 'PUT', `/api/admin/bookings/${bookingId}/captain`, {
        captain_id: captainId,
      })
      expect(assigned.statusCode, assigned.body).toBe(200)
      if (state !== 'booked') {
        const out = await call(
          app,
          admin,
          'POST',
          `/api/admin/bookings/${bookingId}/check-out`,
          things.checkOutReading(),
        )
        expect(out.statusCode, out.body).toBe(200)
      }
      if (state === 'back') {
        const back = await call(
          app,
          admin,
          'POST',
          `/api/admin/bookings/${bookingId}/check-in`,
          things.checkInReading(),
        )
        expect(back.statusCode, back.body).toBe(200)
      }
      return { bookingId, reference: booked.json().reference }
    },
    async heldTour() {
      const tour = freeTour()
      const blocked = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
        vessel_id: tour.vessel_id,
        from: { date: tour.date, slot: 'morning' },
        to: { date: tour.date, slot: 'morning' },
        kind: 'charter',
        reason: 'Private charter',
      })
      expect(blocked.statusCode, blocked.body).toBe(201)
      return tour
    },
    async waitlistEntry(owner) {
      const waiting = await call(app, owner, 'POST', '/api/booking/waitlist', await things.heldTour())
      expect(waiting.statusCode, waiting.body).toBe(201)
      return waiting.json().waitlist_id
    },
    async ballotEntry(owner) {
      const entered = await call(app, owner, 'POST', '/api/booking/ballot', {
        vessel_id: 'peace',
        tour_type: 'Full Day',
        date: await things.openPeakDate(),
        rank: 1,
      })
      expect(entered.statusCode, entered.body).toBe(201)
      return entered.json().ballot_id
    },
    async issuedInvoice(owner) {
      const { bookingId } = await things.booking(owner)
      const issued = await call(app, admin, 'POST', `/api/invoices/${bookingId}/issue`)
      expect(issued.statusCode, issued.body).toBe(200)
      return { bookingId, invoiceId: issued.json().invoice_id }
    },
    async achBatch(owner, settled = false) {
      const { invoiceId } = await things.issuedInvoice(owner)
      const made = await call(app, admin, 'POST', '/api/admin/ach-batches', {
        invoice_ids: [invoiceId],
        effective_date: '2030-01-09',
      })
      expect(made.statusCode, made.body).toBe(201)
      const batchId = made.json().batch_id as number
      if (settled) {
        const settle = await call(app, admin, 'POST', `/api/admin/ach-batches/${batchId}/settle`)
        expect(settle.statusCode, settle.body).toBe(200)
      }
      return { batchId, invoiceId }
    },
    async damage(owner, captainId) {
      const { bookingId } = await things.crewedOuting(owner, captainId, 'out')
      const photo = { ...(await plainPngFile(40, 30)), name: 'photos', filename: 'cleat.png' }
      const form = multipartForm(
        { ...stringFields(things.checkInReading()), damage: JSON.stringify([{ description: 'Cracked cleat' }]) },
        [photo],
      )
      const back = await app.inject({
        method: 'POST',
        url: `/api/admin/bookings/${bookingId}/check-in`,
        headers: { cookie: admin.cookie, ...form.headers },
        payload: form.payload,
      })
      expect(back.statusCode, back.body).toBe(200)
      const listed = await call(app, admin, 'GET', `/api/admin/bookings/${bookingId}/damage`)
      expect(listed.statusCode, listed.body).toBe(200)
      const [damage] = listed.json() as Array<{ damage_id: number; photos: Array<{ url: string }> }>
      const photoId = damage!.photos[0]!.url.split('/').pop()!
      return { damageId: damage!.damage_id, photoId, bookingId }
    },
    async block() {
      const { vessel_id, date } = freeTour()
      const blocked = await call(app, admin, 'POST', '/api/admin/vessel-blocks', {
        vessel_id,
        from: { date, slot: 'morning' },
        to: { date, slot: 'morning' },
        kind: 'maintenance',
        reason: 'Hull survey',
      })
      expect(blocked.statusCode, blocked.body).toBe(201)
      return blocked.json().block_id
    },
    captain: () => addCaptain(app, admin, CAPTAIN_VESSELS),
    async account() {
      const account = await addAccount(app, { tier: 'Gold', points: 1000 })
      return { id: account.id, username: account.username }
    },
    async removedAccount() {
      const { username } = await things.account()
      const form = multipartForm({ username })
      const removed = await app.inject({
        method: 'PUT',
        url: '/api/update/delete/',
        headers: { cookie: admin.cookie, ...form.headers },
        payload: form.payload,
      })
      expect(removed.statusCode, removed.body).toBe(200)
      return username
    },
    async upcomingPeakDate() {
      const date = `2030-03-${String(++upcomingDays).padStart(2, '0')}`
      await namePeakDate(app, admin, date, clubInstant('2030-02-01', 9), clubInstant('2030-02-10', 9))
      return date
    },
    async openPeakDate() {
      // Weekdays of February, inside Diamond's 90-day window; the ballot opened an hour ago.
      const day = new Date(Date.UTC(2030, 1, 4) + (Math.floor(openDays / 5) * 7 + (openDays % 5)) * 86_400_000)
      openDays += 1
      const date = day.toISOString().slice(0, 10)
      await namePeakDate(app, admin, date, clubInstant('2030-01-07', 8), clubInstant('2030-01-31', 9))
      return date
    },
    checkOutReading: () => ({
      engine_hours: 100 + ++readings,
      fuel_percent: 90,
      guests_aboard: 2,
      notes: 'Fenders aboard',
    }),
    checkInReading: () => ({ engine_hours: 100 + ++readings, fuel_percent: 60, notes: 'Calm' }),
  }
  return things
}

async function namePeakDate(app: TestApp, admin: SignedIn, date: string, opens: Date, draws: Date) {
  const named = await call(app, admin, 'POST', '/api/admin/peak-dates', {
    dates: [date],
    opens_at: clubIsoTime(opens),
    draws_at: clubIsoTime(draws),
  })
  expect(named.statusCode, named.body).toBe(201)
}

function stringFields(fields: Record<string, string | number>) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]))
}

/** Bank details on file, as Add Member stores them: encrypted. */
export async function giveBankDetails(app: TestApp, memberId: number) {
  await saveBankDetails(app.db, keyring(testConfig().encryptionKey), memberId, {
    depositoryName: 'Gulf Bank',
    branch: '',
    city: 'Sarasota',
    state: 'FL',
    zipCode: '34236',
    nameOnAccount: 'Pat Sailor',
    accountType: 'Checking',
    routingNumber: '011000015',
    accountNumber: `9876543210${memberId}`,
  })
}
