import { eq } from 'drizzle-orm'
import { club, clubCallPhone, formatAddress } from '../../../common/club.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import type { FloatPlan } from '../../../common/dock/dock-api.ts'
import { formatLength, vessels as fleet } from '../../../common/fleet.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import type { BookingRow } from '../bookings/booking-records.ts'
import { vessels } from '../bookings/booking-tables.ts'
import { locationsOf } from '../bookings/vessel-catalogue.ts'
import { captains } from '../captains/captain-tables.ts'
import { outings } from './dock-tables.ts'

/** `63' motor yacht, carries up to 12 guests`: how a float plan describes the vessel. */
function vesselDescription(vesselKey: string, lengthFeet: number, guests: number): string {
  const kind = fleet.find((vessel) => vessel.key === vesselKey)?.kind ?? 'vessel'
  return `${formatLength(lengthFeet)} ${kind}, carries up to ${guests} guests`
}

/** The float plan filed when the outing checked out (member-api §9), after the US Coast Guard form's sections. */
export async function floatPlanOf(db: Db, booking: BookingRow): Promise<FloatPlan> {
  const [row] = await db
    .select({ outing: outings, vessel: vessels, member: members, captain: captains })
    .from(outings)
    .innerJoin(vessels, eq(vessels.key, outings.vesselKey))
    .innerJoin(members, eq(members.id, booking.memberId))
    .leftJoin(captains, eq(captains.id, outings.captainId))
    .where(eq(outings.bookingId, booking.id))
  if (!row) throw new Problem(404, { detail: 'This outing has not checked out yet, so it has no float plan.' })
  const { outing, vessel, member, captain } = row
  const departure = locationsOf(vessel.key)[0] ?? club.address.city
  return {
    booking_id: booking.id,
    reference: booking.reference,
    vessel: {
      vessel_id: vessel.key,
      name: vessel.name,
      length_feet: vessel.lengthFeet,
      description: vesselDescription(vessel.key, vessel.lengthFeet, vessel.guests),
    },
    operator: captain
      ? {
          name: captain.name,
          phone_number: captain.phoneNumber,
          licence_number: captain.licenceNumber,
          licence_expires_on: captain.licenceExpiresOn,
        }
      : null,
    persons_aboard: { count: outing.guestsAboard, names: booking.guestNames },
    trip: {
      departs_at: clubIsoTime(outing.checkedOutAt),
      expected_return_at: clubIsoTime(outing.expectedReturnAt),
      departure,
      tour_type: booking.tourType as TourType,
    },
    member: { name: `${member.firstName} ${member.lastName}`, phone_number: member.phoneNumber },
    emergency_contact: {
      name: member.emergencyName,
      phone_number: member.emergencyPhone,
      relationship: member.emergencyRelationship,
    },
    marina: { name: club.name, address: formatAddress(), phone_number: clubCallPhone.display },
    filed_at: clubIsoTime(outing.checkedOutAt),
  }
}
