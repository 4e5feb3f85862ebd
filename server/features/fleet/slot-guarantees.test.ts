import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planTour } from '../../../common/booking/tours.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { createAccount } from '../accounts/members.ts'
import { passwordHasher } from '../accounts/password-hashing.ts'
import { bookings, slotOccupancy } from '../bookings/booking-tables.ts'
import { syncVessels } from '../bookings/vessel-catalogue.ts'
import { captainAssignments, captains } from '../captains/captain-tables.ts'
import { vesselBlocks } from './vessel-blocks-table.ts'

/** What the database itself refuses, whatever the code above it does: the guarantees issue 22 builds on. */

let database: Database
let memberId: number
const day = '2026-12-04'

const failureCode = async (write: Promise<unknown>) => {
  try {
    await write
    return 'written'
  } catch (error) {
    return databaseFailureOf(error)?.code
  }
}

async function addBooking(tourType: 'Half Day Morning' | 'Half Day Afternoon' | 'Full Day', vesselKey = 'peace') {
  const plan = planTour(tourType, day)
  const [row] = await database.db
    .insert(bookings)
    .values({
      memberId,
      vesselKey,
      tourType,
      tourDate: day,
      days: 1,
      startAt: plan.startAt,
      endAt: plan.endAt,
      pointsCost: 200,
      bookingFeeCents: 8500,
      laborSurchargeCents: 0,
      lastMinute: false,
      weekend: false,
      bookedAt: new Date('2026-11-24T12:00:00Z'),
      bookedBy: memberId,
    })
    .returning()
  return { booking: row!, plan }
}

async function addCaptain(name: string) {
  const [row] = await database.db
    .insert(captains)
    .values({
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      phoneNumber: '9415550100',
      licenceNumber: 'ML-1234567',
      licenceExpiresOn: '2028-01-01',
      createdAt: new Date(),
    })
    .returning()
  return row!
}

const range = (startAt: Date, endAt: Date) => `[${startAt.toISOString()},${endAt.toISOString()})`

beforeAll(async () => {
  database = await createTestDatabase()
  await syncVessels(database.db)
  const member = await createAccount(database.db, passwordHasher({ memoryKib: 1024, iterations: 1 }), {
    username: 'guarantees',
    password: 'Guarantee-Slots-1',
    userType: 'user',
    email: 'guarantees@example.com',
    firstName: 'Gus',
    lastName: 'Tee',
    tier: 'Gold',
    points: 1000,
  })
  memberId = member.id
}, 60_000)
afterAll(async () => {
  await database?.close()
})

describe('a slot has one holder', () => {
  it('so a booking cannot take a blocked slot, nor a block a booked one', async () => {
    const [block] = await database.db
      .insert(vesselBlocks)
      .values({
        vesselKey: 'peace',
        fromDate: day,
        fromSlot: 'morning',
        toDate: day,
        toSlot: 'morning',
        kind: 'maintenance',
        reason: 'Engine service',
        createdBy: memberId,
        createdAt: new Date(),
      })
      .returning()
    await database.db
      .insert(slotOccupancy)
      .values({ vesselKey: 'peace', slotDate: day, slot: 'morning', blockId: block!.id })
    const { booking } = await addBooking('Half Day Morning')
    expect(
      await failureCode(
        database.db
          .insert(slotOccupancy)
          .values({ vesselKey: 'peace', slotDate: day, slot: 'morning', bookingId: booking.id }),
      ),
    ).toBe('23505')

    const afternoon = await addBooking('Half Day Afternoon')
    await database.db
      .insert(slotOccupancy)
      .values({ vesselKey: 'peace', slotDate: day, slot: 'afternoon', bookingId: afternoon.booking.id })
    expect(
      await failureCode(
        database.db
          .insert(slotOccupancy)
          .values({ vesselKey: 'peace', slotDate: day, slot: 'afternoon', blockId: block!.id }),
      ),
    ).toBe('23505')
  })

  it('and is held by exactly one booking or one block', async () => {
    const { booking } = await addBooking('Half Day Morning', 'topshelf')
    expect(
      await failureCode(
        database.db.insert(slotOccupancy).values({ vesselKey: 'topshelf', slotDate: day, slot: 'morning' }),
      ),
    ).toBe('23514')
    const [block] = await database.db.select().from(vesselBlocks).limit(1)
    expect(
      await failureCode(
        database.db
          .insert(slotOccupancy)
          .values({ vesselKey: 'topshelf', slotDate: day, slot: 'morning', bookingId: booking.id, blockId: block!.id }),
      ),
    ).toBe('23514')
  })
})

describe('a captain crews one outing at a time', () => {
  it('refuses a second outing that overlaps in time, on either database', async () => {
    const ana = await addCaptain('Ana Reyes')
    const ben = await addCaptain('Ben Ortiz')
    const fullDay = await addBooking('Full Day', 'rallypoint')
    const morning = await addBooking('Half Day Morning', 'memorymaker')
    const afternoon = await addBooking('Half Day Afternoon', 'memorymaker')
    const assign = (bookingId: string, captainId: number, plan: { startAt: Date; endAt: Date }) =>
      database.db.insert(captainAssignments).values({
        bookingId,
        captainId,
        during: range(plan.startAt, plan.endAt),
        assignedBy: memberId,
        assignedAt: new Date(),
      })
    expect(await failureCode(assign(morning.booking.id, ana.id, morning.plan))).toBe('written')
    // The morning and the afternoon follow one another: one captain may take both.
    expect(await failureCode(assign(afternoon.booking.id, ana.id, afternoon.plan))).toBe('written')
    expect(await failureCode(assign(fullDay.booking.id, ana.id, fullDay.plan))).toBe('23P01')
    expect(await failureCode(assign(fullDay.booking.id, ben.id, fullDay.plan))).toBe('written')
  })
})
