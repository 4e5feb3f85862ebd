import { and, between, eq } from 'drizzle-orm'
import { vessels as fleet } from '../../../common/fleet.ts'
import { type Capacity, capacityOf, type Season } from '../../../common/fleet-operations/capacity.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { slotOccupancy } from '../bookings/booking-tables.ts'
import { captainsWithDetails } from '../captains/captain-records.ts'

/** The season's capacity (member-api §6) from three reads: the season's held slots, the active members, the roster. */
export async function seasonCapacity(db: Db, season: Season): Promise<Capacity> {
  const [held, active, roster] = await Promise.all([
    db
      .select({
        vesselKey: slotOccupancy.vesselKey,
        date: slotOccupancy.slotDate,
        slot: slotOccupancy.slot,
        blockId: slotOccupancy.blockId,
      })
      .from(slotOccupancy)
      .where(between(slotOccupancy.slotDate, season.start, season.end)),
    db
      .select({ tier: members.tier })
      .from(members)
      .where(and(eq(members.isActive, true), eq(members.userType, 'user'))),
    captainsWithDetails(db),
  ])
  return capacityOf({
    season,
    vesselKeys: fleet.map((vessel) => vessel.key),
    blocked: held.filter((slot) => slot.blockId !== null),
    booked: held.filter((slot) => slot.blockId === null),
    memberTiers: active.map((member) => member.tier),
    captains: roster.map((captain) => ({
      vesselKeys: captain.vessels,
      licenceExpiresOn: captain.licence.expires_on,
      timeOff: captain.time_off,
    })),
  })
}
