import type { WeatherCancellationAnswer, WeatherCancellationRequest } from '../../../common/weather/weather-api.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { type BookingSettings, cancelByClub } from '../bookings/booking-operations.ts'
import { type BookingRow, findBookingByKey } from '../bookings/booking-records.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { grantRebookingPriority } from './rebooking-priority.ts'
import { weatherCancelledEmail } from './weather-emails.ts'

type Result = WeatherCancellationAnswer['results'][number]

function unchanged(key: string, booking: BookingRow | undefined, now: Date): Result | undefined {
  const left = { booking_id: key, reference: booking?.reference ?? null, refunded_points: 0, priority_until: null }
  if (!booking) return { ...left, outcome: 'not_found' }
  if (booking.status === 'cancelled') return { ...left, outcome: 'already_cancelled' }
  if (booking.status === 'rebooked') return { ...left, outcome: 'rebooked' }
  if (booking.startAt <= now) return { ...left, outcome: 'started' }
  return undefined
}

/**
 * Cancels outings for weather, no fault of the member's (member-api §8): each as the club cancels one (every point
 * back as a `cancel` row with the member locked, the slots freed, the allowance it counted toward restored, audited,
 * `booking_cancelled` published), then an e-mail and a rebooking priority for 7 days. One transaction; members are
 * locked in one order, so two staff sending overlapping lists wait for each other, and the second finds each booking
 * already cancelled and reports it, refunding nothing twice. Each booking gets its own outcome in the order sent.
 */
export async function cancelForWeather(
  tx: Db,
  settings: BookingSettings,
  caller: Caller,
  request: WeatherCancellationRequest,
): Promise<WeatherCancellationAnswer> {
  const keys = [...new Set(request.booking_ids)]
  const found = new Map<string, BookingRow | undefined>()
  for (const key of keys) found.set(key, await findBookingByKey(tx, key))
  const results = new Map<string, Result>()
  const toCancel = keys.filter((key) => {
    const result = unchanged(key, found.get(key), caller.now)
    if (result) results.set(key, result)
    return !result
  })
  toCancel.sort((a, b) => found.get(a)!.memberId - found.get(b)!.memberId)
  for (const key of toCancel) {
    const booking = found.get(key)!
    const cancellation = await cancelByClub(tx, settings, caller, booking.id, request.reason)
    if (!cancellation) {
      // Another call cancelled or moved it while this one waited for the member's lock.
      const now = await findBookingByKey(tx, booking.id)
      results.set(key, unchanged(key, now && { ...now, startAt: booking.startAt }, caller.now)!)
      continue
    }
    const until = await grantRebookingPriority(tx, cancellation.member.id, caller.now)
    await enqueueEmail(tx, weatherCancelledEmail(cancellation, request.reason, until))
    results.set(key, {
      booking_id: key,
      reference: booking.reference,
      outcome: 'cancelled',
      refunded_points: cancellation.refundedPoints,
      priority_until: clubIsoTime(until),
    })
  }
  const answer = keys.map((key) => results.get(key)!)
  return { cancelled: answer.filter((result) => result.outcome === 'cancelled').length, results: answer }
}
