import ical, { ICalEventStatus } from 'ical-generator'
import { club, formatAddress } from '../../../common/club.ts'
import type { BookingRow } from './booking-records.ts'
import { itemName } from './vessel-catalogue.ts'

/** One booking as an iCalendar file (RFC 5545), times in UTC; a cancelled booking's file says so. */
export function bookingCalendar(booking: BookingRow, vessel: { name: string; lengthFeet: number }): string {
  const calendar = ical({ name: club.name, prodId: { company: club.name, product: 'Bookings', language: 'EN' } })
  calendar.createEvent({
    id: `${booking.id}@bookings.marineryachtclub`,
    start: booking.startAt,
    end: booking.endAt,
    stamp: booking.bookedAt,
    summary: `${itemName(vessel)}: ${booking.tourType}`,
    location: `${club.name}, ${formatAddress()}`,
    description: `Your ${booking.tourType} outing aboard ${vessel.name}. Concierge: ${club.phones[1].display}.`,
    status: booking.status === 'booked' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  })
  return calendar.toString()
}
