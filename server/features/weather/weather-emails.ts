import { clubCallPhone } from '../../../common/club.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { REBOOKING_PRIORITY_REACH_DAYS } from '../../../common/weather/weather-rules.ts'
import { letter } from '../accounts/account-emails.ts'
import type { ClubCancellation } from '../bookings/booking-operations.ts'

/** The member whose outing the club cancelled for weather: why, every point back, and their rebooking priority. */
export function weatherCancelledEmail(
  { booking, member, refundedPoints, balance }: ClubCancellation,
  reason: string,
  priorityUntil: Date,
) {
  const points = (count: number) => count.toLocaleString('en-US')
  return letter(member, {
    subject: `Your outing on ${clubDateTimeLabel(booking.startAt)} is cancelled for weather`,
    opening:
      `For your safety the club has cancelled your ${booking.tourType} outing ${booking.reference} on ` +
      `${clubDateTimeLabel(booking.startAt)}: ${reason}. All ${points(refundedPoints)} Mariner Points are back in ` +
      `your account (balance ${points(balance)}), and the outing no longer counts toward your weekend or trip ` +
      `allowance. Until ${clubDateTimeLabel(priorityUntil)} you have a rebooking priority: one booking up to ` +
      `${REBOOKING_PRIORITY_REACH_DAYS} days past your usual booking window.`,
    closing: `Rebook in the member portal, or call the club at ${clubCallPhone.display} and we will help.`,
  })
}
