import { clubCallPhone } from '../../../common/club.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { letter } from '../accounts/account-emails.ts'
import type { ClubCancellation } from '../bookings/booking-operations.ts'

/** The member whose outing the club cancelled: what, why, and that every point is back. */
export function outingCancelledEmail({ booking, member, refundedPoints, balance }: ClubCancellation, reason: string) {
  const points = (count: number) => count.toLocaleString('en-US')
  return letter(member, {
    subject: `Your outing on ${clubDateTimeLabel(booking.startAt)} is cancelled`,
    opening:
      `We are sorry: the club has had to cancel your ${booking.tourType} outing ${booking.reference} on ` +
      `${clubDateTimeLabel(booking.startAt)}: ${reason}. All ${points(refundedPoints)} Mariner Points are back in ` +
      `your account (balance ${points(balance)}), and the outing no longer counts toward your weekend or trip allowance.`,
    closing: `Book another day in the member portal, or call the club at ${clubCallPhone.display} and we will help.`,
  })
}
