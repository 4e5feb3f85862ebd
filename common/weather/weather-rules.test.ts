import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addClubDays, clubInstant } from '../club-time.ts'
import {
  alertOver,
  alertsThatCount,
  cancelsWithoutLoss,
  countedAlertEvents,
  needsPriority,
  overlaps,
  priorityReachesTo,
  priorityUntil,
  REBOOKING_PRIORITY_REACH_DAYS,
  type SourceAlert,
} from './weather-rules.ts'

const now = clubInstant('2026-12-09', 9)
const HOUR = 3_600_000
const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString()

const events = fc.constantFrom(
  ...countedAlertEvents,
  'Rip Current Statement',
  'Small Craft Advisory Watch',
  'Gale Watch',
)
const sourceAlert: fc.Arbitrary<SourceAlert> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  event: events,
  status: fc.constantFrom('Actual', 'Test', 'Exercise', null),
  messageType: fc.constantFrom('Alert', 'Update', 'Cancel', null),
  headline: fc.option(fc.constantFrom('Gale Warning until noon', '  '), { nil: null }),
  effective: fc.option(fc.integer({ min: -48, max: 48 }).map(at), { nil: null }),
  onset: fc.option(fc.integer({ min: -48, max: 48 }).map(at), { nil: null }),
  expires: fc.option(fc.integer({ min: -48, max: 48 }).map(at), { nil: null }),
  ends: fc.option(fc.integer({ min: -48, max: 48 }).map(at), { nil: null }),
})

describe('the alerts that count', () => {
  it('are counted events, actual, not cancelling, not over, each once, with a window from onset to ends', () => {
    fc.assert(
      fc.property(fc.array(sourceAlert, { maxLength: 8 }), (source) => {
        const counted = alertsThatCount(source, now)
        expect(new Set(counted.map((alert) => alert.id)).size).toBe(counted.length)
        for (const alert of counted) {
          expect(countedAlertEvents).toContain(alert.event)
          expect(alert.ends.getTime()).toBeGreaterThan(now.getTime())
          expect(alert.ends.getTime()).toBeGreaterThan(alert.onset.getTime())
          expect(alert.headline.trim()).not.toBe('')
          const from = source.filter((one) => one.id === alert.id)
          expect(from.some((one) => one.messageType !== 'Cancel' && (one.status ?? 'Actual') === 'Actual')).toBe(true)
        }
      }),
    )
  })

  it('take onset over effective and ends over expires', () => {
    const [alert] = alertsThatCount(
      [{ id: 'x', event: 'Gale Warning', effective: at(-1), onset: at(2), expires: at(3), ends: at(20) }],
      now,
    )
    expect(alert).toMatchObject({ onset: new Date(at(2)), ends: new Date(at(20)), headline: 'Gale Warning' })
    const [fallback] = alertsThatCount([{ id: 'y', event: 'Gale Warning', effective: at(-1), expires: at(3) }], now)
    expect(fallback).toMatchObject({ onset: new Date(at(-1)), ends: new Date(at(3)) })
  })
})

describe('an outing under an alert', () => {
  it('overlaps the alert’s window, is not over, and the alert is not over', () => {
    const hours = fc.integer({ min: -30, max: 30 })
    fc.assert(
      fc.property(hours, hours, hours, fc.integer({ min: 1, max: 30 }), (onset, length, start, duration) => {
        const alert = { onset: new Date(at(onset)), ends: new Date(at(onset + Math.abs(length) + 1)) }
        const outing = { startAt: new Date(at(start)), endAt: new Date(at(start + duration)) }
        const found = alertOver([alert], outing, now)
        const expected = outing.endAt > now && alert.ends > now && overlaps(alert, outing.startAt, outing.endAt)
        expect(found !== undefined).toBe(expected)
        // Touching windows do not overlap.
        expect(overlaps(alert, alert.ends, new Date(alert.ends.getTime() + HOUR))).toBe(false)
      }),
    )
  })
})

describe('a member’s own cancellation', () => {
  it('loses nothing more than 48 hours ahead or under a warning, whatever else', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (free, warned) => {
        expect(cancelsWithoutLoss(free, warned)).toBe(free || warned)
      }),
    )
  })
})

describe('the rebooking priority', () => {
  it('lasts 7 days and reaches 30 days past the window; only dates past the window need it', () => {
    expect(priorityUntil(now).getTime() - now.getTime()).toBe(7 * 24 * HOUR)
    fc.assert(
      fc.property(fc.constantFrom(30, 45, 60, 90), fc.integer({ min: 0, max: 130 }), (window, ahead) => {
        const date = addClubDays('2026-12-09', ahead)
        expect(needsPriority(window, date, now)).toBe(ahead > window)
        expect(priorityReachesTo(window, now)).toBe(addClubDays('2026-12-09', window + REBOOKING_PRIORITY_REACH_DAYS))
      }),
    )
  })
})
