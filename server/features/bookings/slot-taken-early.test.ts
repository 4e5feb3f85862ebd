import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { DEFAULT_BOOKING_CUTOFF_MINUTES } from '../../../common/booking/booking-rules.ts'
import type { TourRequest } from '../../../common/booking/booking-api.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { book, pointsAudit, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { members } from '../accounts/members-table.ts'
import { slotTakenBeforeBooking } from './booking-operations.ts'
import { SlotTurns } from './slot-turns.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))
const settings = { cutoffMinutes: DEFAULT_BOOKING_CUTOFF_MINUTES }

describe('a booking of a slot already taken, answered from a read before its transaction', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  async function early(who: SignedIn, tour: TourRequest) {
    const [member] = await app.db.select().from(members).where(eq(members.id, who.id))
    return slotTakenBeforeBooking(app.db, settings, { account: member!, now: clock.now() }, member!, tour)
  }

  it('answers 409 word for word as the booking’s transaction does, whichever tour takes the slot', async () => {
    const first = await signedIn(app)
    const second = await signedIn(app, { tier: 'Platinum' })
    expect(
      (await book(app, first, { vessel_id: 'kaifin', tour_type: 'Half Day Afternoon', date: '2026-12-16' })).statusCode,
    ).toBe(201)
    const tours: TourRequest[] = [
      { vessel_id: 'kaifin', tour_type: 'Half Day Afternoon', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Full Day', date: '2026-12-16' },
      { vessel_id: 'kaifin', tour_type: 'Multi-day', date: '2026-12-14', days: 3 },
    ]
    for (const tour of tours) {
      const refused = await early(second, tour)
      const booked = await book(app, second, tour)
      expect(booked.statusCode, tour.tour_type).toBe(409)
      expect(refused?.statusCode, tour.tour_type).toBe(409)
      expect(refused?.body, tour.tour_type).toEqual(booked.json())
      expect(booked.json()).toEqual({
        detail: "45' Kai Fin is already booked for part of that time. Please choose another slot or vessel.",
      })
    }
    // The member's own booking is taken to them as well: booking it again is refused alike.
    expect((await early(first, tours[0]!))?.body).toEqual((await book(app, first, tours[0]!)).json())
    expect(await pointsAudit(app.db, second.id)).toMatchObject({ balance: 5000, ledgerSum: 5000 })
  })

  it('leaves the answer to the booking when the slot is free or a rule refuses it first', async () => {
    const first = await signedIn(app)
    const tour: TourRequest = { vessel_id: 'peace', tour_type: 'Half Day Morning', date: '2026-12-17' }
    expect(await early(first, tour)).toBeUndefined()
    expect((await book(app, first, tour)).statusCode).toBe(201)
    // Too few points for the outing: the booking answers 422 `points`, taken slot or not.
    const poor = await signedIn(app, { points: 100 })
    expect(await early(poor, tour)).toBeUndefined()
    const refused = await book(app, poor, tour)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().rule).toBe('points')
  })
})

describe('bookings of one slot on one instance', () => {
  const morning = ['peace|2026-12-16:morning']
  const fullDay = ['peace|2026-12-16:morning', 'peace|2026-12-16:afternoon']

  /** A booking whose transaction ends when the test says. */
  function held(turns: SlotTurns, keys: string[], answer: string) {
    let finish = () => {}
    const started = new Promise<void>((resolve) => {
      void turns.take(
        keys,
        () => {
          resolve()
          return new Promise<string>((end) => (finish = () => end(answer)))
        },
        async () => 'never asked',
      )
    })
    return { started, finish: () => finish() }
  }

  it('take turns: those that waited are answered by the read after the booking before them, one transaction in all', async () => {
    const turns = new SlotTurns()
    let transactions = 0
    const first = held(turns, fullDay, 'booked')
    await first.started
    const waiting = Array.from({ length: 5 }, () =>
      turns.take(
        morning,
        async () => {
          transactions += 1
          return 'booked'
        },
        async () => 'taken',
      ),
    )
    // Another slot does not wait.
    expect(
      await turns.take(
        ['kaifin|2026-12-16:morning'],
        async () => 'other',
        async () => 'taken',
      ),
    ).toBe('other')
    first.finish()
    expect(await Promise.all(waiting)).toEqual(['taken', 'taken', 'taken', 'taken', 'taken'])
    expect(transactions).toBe(0)
  })

  it('let one waiting booking run when the one before it left the slot free, and the rest wait for it in turn', async () => {
    const turns = new SlotTurns()
    let taken = false
    let transactions = 0
    const first = held(turns, morning, 'refused by a rule')
    await first.started
    const waiting = Array.from({ length: 5 }, () =>
      turns.take(
        fullDay,
        async () => {
          transactions += 1
          taken = true
          return 'booked'
        },
        async () => (taken ? 'taken' : undefined),
      ),
    )
    first.finish()
    const answers = await Promise.all(waiting)
    expect(answers.filter((answer) => answer === 'booked')).toHaveLength(1)
    expect(answers.filter((answer) => answer === 'taken')).toHaveLength(4)
    expect(transactions).toBe(1)
  })

  it('end the turn when the booking fails, so the next one is not left waiting', async () => {
    const turns = new SlotTurns()
    await expect(
      turns.take(
        morning,
        async () => {
          throw new Error('lost connection')
        },
        async () => undefined,
      ),
    ).rejects.toThrow('lost connection')
    expect(
      await turns.take(
        morning,
        async () => 'booked',
        async () => undefined,
      ),
    ).toBe('booked')
  })
})
