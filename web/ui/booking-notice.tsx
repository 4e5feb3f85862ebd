import type { MemberEvent } from '../../common/live-events.ts'
import { clubClockTime, clubDayLabel } from '../../common/club-time.ts'
import { formatLength, vessels } from '../../common/fleet.ts'
import { showSuccessNotice } from './notices.ts'

const ANNOUNCED_FOR_MS = 10_000
const announced = new Map<string, number>()

/**
 * The spec's toast, 'Booking successful!' with the points used and the balance left. A booking made in this tab is
 * announced by its answer and again by the live event that every tab receives; each booking's toast shows once.
 */
export function announceBooking(pointsUsed: number, balance: number) {
  const key = `${pointsUsed}:${balance}`
  const now = Date.now()
  if (now - (announced.get(key) ?? 0) < ANNOUNCED_FOR_MS) return
  announced.set(key, now)
  void showSuccessNotice(
    <div>
      <p className="font-semibold">Booking successful!</p>
      <p>Points used: {pointsUsed.toLocaleString('en-US')}</p>
      <p>Remaining balance: {balance.toLocaleString('en-US')}</p>
    </div>,
  )
}

/** A tour the member waited for has come free and is held for them: said on whichever tab of the portal is open. */
export function announceWaitlistOffer(offer: Extract<MemberEvent, { event: 'waitlist_offer' }>) {
  const vessel = vessels.find((candidate) => candidate.key === offer.vessel_id)
  const item = vessel ? `${formatLength(vessel.lengthFeet)} ${vessel.name}` : 'The vessel'
  void showSuccessNotice(
    <div>
      <p className="font-semibold">A place has come free!</p>
      <p>
        {offer.tour_type} aboard {item}, {clubDayLabel(new Date(offer.start_at))}, is held for you until{' '}
        {clubClockTime(new Date(offer.expires_at))}: book it from your dashboard.
      </p>
    </div>,
  )
}
