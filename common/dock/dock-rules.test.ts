import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays } from '../club-time.ts'
import { checkInRequestSchema, checkOutRequestSchema, engineHoursSchema } from './dock-api.ts'
import {
  engineHours,
  engineTenths,
  nextReminder,
  OVERDUE_REMINDER_MINUTES,
  outingState,
  type SlotLoad,
  suggestMaintenanceBlock,
} from './dock-rules.ts'

const slotsOf = (loads: { free: boolean; fleetBooked: number }[]): SlotLoad[] =>
  loads.map((load, index) => ({
    date: addClubDays('2026-12-07', Math.floor(index / 2)),
    slot: index % 2 === 0 ? 'morning' : 'afternoon',
    ...load,
  }))

const twoWeeks = fc
  .array(fc.record({ free: fc.boolean(), fleetBooked: fc.integer({ min: 0, max: 15 }) }), {
    minLength: 28,
    maxLength: 28,
  })
  .map(slotsOf)

describe('the suggested maintenance block', () => {
  it('is a free day of the vessel where the fleet is least booked, the earliest of equals', () => {
    fc.assert(
      fc.property(twoWeeks, (slots) => {
        const suggestion = suggestMaintenanceBlock(slots)
        const days = new Map<string, SlotLoad[]>()
        for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot])
        const freeDays = [...days].filter(([, halves]) => halves.every((half) => half.free))
        const load = (halves: SlotLoad[]) => halves.reduce((sum, half) => sum + half.fleetBooked, 0)
        if (freeDays.length > 0) {
          const least = Math.min(...freeDays.map(([, halves]) => load(halves)))
          const first = freeDays.find(([, halves]) => load(halves) === least)![0]
          expect(suggestion).toEqual({ from: { date: first, slot: 'morning' }, to: { date: first, slot: 'afternoon' } })
          return
        }
        const free = slots.filter((slot) => slot.free)
        if (free.length === 0) return expect(suggestion).toBeNull()
        const chosen = slots.find((slot) => slot.date === suggestion?.from.date && slot.slot === suggestion.from.slot)
        expect(chosen?.free).toBe(true)
        expect(suggestion?.to).toEqual(suggestion?.from)
        for (const other of free) expect(other.fleetBooked).toBeGreaterThanOrEqual(chosen!.fleetBooked)
      }),
    )
  })
})

describe('overdue reminders', () => {
  it('come 30 minutes apart, later than now, never skipping back or bursting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 50_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        (dueMs, lateMs, number) => {
          const dueAt = new Date(1_800_000_000_000 + dueMs)
          const now = new Date(dueAt.getTime() + lateMs)
          const next = nextReminder(dueAt, number, now)
          const step = OVERDUE_REMINDER_MINUTES * 60_000
          expect(next.at.getTime()).toBeGreaterThan(Math.max(now.getTime(), dueAt.getTime()))
          expect(next.at.getTime() - step).toBeLessThanOrEqual(Math.max(now.getTime(), dueAt.getTime()))
          expect(next.number - number).toBe((next.at.getTime() - dueAt.getTime()) / step)
        },
      ),
    )
  })

  it('tell the state from the times', () => {
    const out = new Date('2026-12-07T14:00:00Z')
    const expected = new Date('2026-12-07T18:00:00Z')
    const times = { checkedOutAt: out, expectedReturnAt: expected, checkedInAt: null }
    expect(outingState({ checkedOutAt: null, expectedReturnAt: null, checkedInAt: null }, out, 30)).toBe('upcoming')
    expect(outingState(times, new Date('2026-12-07T18:29:59Z'), 30)).toBe('out')
    expect(outingState(times, new Date('2026-12-07T18:30:00Z'), 30)).toBe('overdue')
    expect(outingState({ ...times, checkedInAt: expected }, new Date('2026-12-08T00:00:00Z'), 30)).toBe('back')
  })
})

describe('the readings', () => {
  it('keep tenths of an hour exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (tenths) => {
        const hours = engineHours(tenths)
        expect(engineHoursSchema.safeParse(hours).success).toBe(true)
        expect(engineTenths(hours)).toBe(tenths)
      }),
    )
  })

  it('refuse an empty field rather than reading it as zero', () => {
    const empty = checkOutRequestSchema.safeParse({ engine_hours: '', fuel_percent: ' ', guests_aboard: '' })
    expect(empty.success).toBe(false)
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the engine hours.',
      'Please enter the fuel level.',
      'Please enter how many guests are aboard.',
    ])
    expect(checkInRequestSchema.safeParse({ engine_hours: 'abc', fuel_percent: '50' }).error?.issues[0]?.message).toBe(
      'Engine hours must be a number, such as 1234.5',
    )
    expect(checkInRequestSchema.parse({ engine_hours: '12.5', fuel_percent: '40' })).toMatchObject({
      engine_hours: 12.5,
      fuel_percent: 40,
      damage: [],
    })
    expect(engineHoursSchema.safeParse('12.25').success).toBe(false)
  })
})
