import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slotNames, slotTimes } from '../../../common/booking/slots.ts'
import { planTour } from '../../../common/booking/tours.ts'
import { addClubDays, clubInstant } from '../../../common/club-time.ts'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { createAccount } from '../accounts/members.ts'
import type { MemberRow } from '../accounts/members-table.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { availability } from '../bookings/availability.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { assessTour } from '../bookings/tour-assessment.ts'
import { syncVessels } from '../bookings/vessel-catalogue.ts'
import { fleetCalendar } from './fleet-calendar.ts'
import { vesselBlocks } from './vessel-blocks-table.ts'

/**
 * For any bookings and blocks, the staff's fleet calendar, a member's availability and what a booking of each slot
 * meets say the same thing about every slot: blocked, booked (by them or another), free, or past.
 */

const from = '2026-12-14'
const DAYS = 4
const fleet = ['peace', 'rallypoint', 'topshelf'] as const
// Tuesday 15 December, 10 am: the first day and a half are past or under way.
const now = clubInstant('2026-12-15', 10)

let database: Database
let member: MemberRow
let other: MemberRow

const holderArbitrary = fc.constantFrom('free', 'member', 'other', 'block')
const slotsArbitrary = fc.array(holderArbitrary, {
  minLength: fleet.length * DAYS * 2,
  maxLength: fleet.length * DAYS * 2,
})

async function account(username: string) {
  return createAccount(database.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
    username,
    password: 'Agreeable-Slots-1',
    userType: 'user',
    email: `${username}@example.com`,
    firstName: 'Al',
    lastName: username,
    tier: 'Diamond',
    points: 100_000,
  })
}

beforeAll(async () => {
  database = await createTestDatabase()
  await syncVessels(database.db)
  member = await account('agreeing')
  other = await account('another')
}, 60_000)
afterAll(async () => {
  await database?.close()
})

/** Writes a half-day booking or a one-slot block into each slot as drawn. */
async function lay(holders: string[]) {
  const db = database.db
  await db.delete(slotOccupancy)
  await db.delete(bookings)
  await db.delete(vesselBlocks)
  let index = 0
  for (const vesselKey of fleet) {
    for (let day = 0; day < DAYS; day += 1) {
      for (const slot of slotNames) {
        const holder = holders[index++]
        const date = addClubDays(from, day)
        if (holder === 'block') {
          const [block] = await db
            .insert(vesselBlocks)
            .values({
              vesselKey,
              fromDate: date,
              fromSlot: slot,
              toDate: date,
              toSlot: slot,
              kind: 'maintenance',
              reason: 'Service',
              createdBy: other.id,
              createdAt: now,
            })
            .returning()
          await db.insert(slotOccupancy).values({ vesselKey, slotDate: date, slot, blockId: block!.id })
        } else if (holder === 'member' || holder === 'other') {
          const owner = holder === 'member' ? member : other
          const plan = planTour(slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon', date)
          const [booking] = await db
            .insert(bookings)
            .values({
              memberId: owner.id,
              vesselKey,
              tourType: plan.tourType,
              tourDate: date,
              days: 1,
              startAt: plan.startAt,
              endAt: plan.endAt,
              pointsCost: 1,
              bookingFeeCents: 8500,
              laborSurchargeCents: 0,
              lastMinute: false,
              weekend: false,
              bookedAt: new Date('2026-12-01T12:00:00Z'),
              bookedBy: owner.id,
            })
            .returning()
          await db.insert(slotOccupancy).values({ vesselKey, slotDate: date, slot, bookingId: booking!.id })
        }
      }
    }
  }
}

describe('the fleet calendar, availability and the booking rules', () => {
  it('agree on every slot for any bookings and blocks', async () => {
    await fc.assert(
      fc.asyncProperty(slotsArbitrary, async (holders) => {
        await lay(holders)
        const week = await fleetCalendar(database.db, from, DAYS, now, {
          overdueGraceMinutes: 30,
          serviceIntervalHours: 100,
        })
        const seen = await availability(database.db, { from, days: DAYS, member, now, cutoffMinutes: 120 })
        let index = 0
        for (const vesselKey of fleet) {
          const cells = week.vessels.find((vessel) => vessel.vessel_id === vesselKey)!.cells
          for (let day = 0; day < DAYS; day += 1) {
            const date = addClubDays(from, day)
            for (const slot of slotNames) {
              const drawn = holders[index++]
              const cell = cells.find((each) => each.date === date && each.slot === slot)!
              const state = seen.days[day]!.slots.find((each) => each.vessel_id === vesselKey && each.slot === slot)!
              const started = slotTimes({ date, slot }).startAt <= now
              const tour = {
                vessel_id: vesselKey,
                tour_type: slot === 'morning' ? 'Half Day Morning' : 'Half Day Afternoon',
                date,
              } as const
              const rules = (await assessTour(database.db, member, tour, { now, cutoffMinutes: 120 })).refusals

              if (drawn === 'block') {
                expect(cell.state).toBe('blocked')
                expect(state.state).toBe('closed')
                expect(rules[0]?.rule).toBe('blocked')
              } else if (drawn === 'member' || drawn === 'other') {
                expect(cell.state).toBe('booked')
                expect(cell.booking?.member.id).toBe(drawn === 'member' ? member.id : other.id)
                const expected = drawn === 'member' ? 'yours' : rules.length > 0 ? 'closed' : 'taken'
                expect(state.state).toBe(expected)
              } else {
                expect(cell.state).toBe(started ? 'past' : 'free')
                expect(state.state).toBe(rules.length > 0 ? 'closed' : 'free')
              }
              if (state.state === 'closed') expect(state.reason).toEqual(rules[0])
            }
          }
        }
      }),
      { numRuns: 12 },
    )
  }, 240_000)
})
