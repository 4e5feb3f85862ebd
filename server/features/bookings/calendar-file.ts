import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { club, formatAddress } from '../../../common/club.ts'
import type { BookingRow } from './booking-records.ts'
import { itemName } from './vessel-catalogue.ts'

export interface CalendarEntry {
  booking: BookingRow
  vessel: { name: string; lengthFeet: number }
}

function clubCalendar(method: ICalCalendarMethod, name: string = club.name): ICalCalendar {
  return ical({ name, method, prodId: { company: club.name, product: 'Bookings', language: 'EN' } })
}

/**
 * One booking as a VEVENT (RFC 5545): its UID never changes and its SEQUENCE is the booking's revision, which grows with
 * every change, so a calendar replaces what it holds with the newer file. A booking that no longer stands (cancelled, or
 * moved to another booking with its own UID) is CANCELLED.
 */
function addBooking(calendar: ICalCalendar, { booking, vessel }: CalendarEntry, stamp: Date) {
  calendar.createEvent({
    id: `${booking.id}@bookings.marineryachtclub`,
    sequence: booking.revision,
    start: booking.startAt,
    end: booking.endAt,
    stamp,
    summary: `${itemName(vessel)}: ${booking.tourType}`,
    location: `${club.name}, ${formatAddress()}`,
    description:
      `Your ${booking.tourType} outing aboard ${vessel.name}, booking ${booking.reference}. ` +
      `Concierge: ${club.phones[1].display}.`,
    organizer: { name: club.name, email: club.email },
    status: booking.status === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  })
}

/**
 * One booking's own file (RFC 5546): `METHOD:PUBLISH` while it stands, `METHOD:CANCEL` once cancelled or moved, so
 * opening it removes the outing from the calendar that took the first one.
 */
export function bookingCalendar(entry: CalendarEntry, stamp: Date): string {
  const calendar = clubCalendar(
    entry.booking.status === 'booked' ? ICalCalendarMethod.PUBLISH : ICalCalendarMethod.CANCEL,
  )
  addBooking(calendar, entry, stamp)
  return calendar.toString()
}

/** A member's subscription feed: every outing it holds, published; the ones that no longer stand as CANCELLED. */
export function feedCalendar(entries: readonly CalendarEntry[], stamp: Date): string {
  const calendar = clubCalendar(ICalCalendarMethod.PUBLISH, `${club.name} outings`)
  for (const entry of entries) addBooking(calendar, entry, stamp)
  return calendar.toString()
}
