import { sql } from 'drizzle-orm'
import type { BallotDay, StandingBooking } from '../../../common/booking/booking-rules.ts'
import { type SlotRef, slotKey } from '../../../common/booking/slots.ts'
import type { ClubDate } from '../../../common/club-time.ts'
import type { BlockKind } from '../../../common/fleet-operations/block-slots.ts'
import { type TourType, tourTypes } from '../../../common/booking/tours.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statements.ts'
import type { PricedVessel } from './vessel-catalogue.ts'

/** Long enough to hold the membership year of any booking a member can still make (at most 90 days ahead). */
export const STANDING_LOOKBACK_DAYS = 400

/**
 * The member's facts besides their own row that the booking rules weigh, read in one statement: the bookings that
 * stand (booked, started within the lookback or later), whether an unused rebooking priority stands, and the peak
 * dates whose ballot is not yet drawn; each a scalar subquery, so the statement answers one row.
 */
const memberFacts = {
  standing: sql<StandingJson[]>`coalesce((
    select json_agg(json_build_object('id', b.id, 'tourType', b.tour_type, 'startAt', b.start_at,
      'bookedAt', b.booked_at, 'weekend', b.weekend))
    from bookings b
    where b.member_id = ${sql.placeholder('memberId')}::integer and b.status = 'booked'
      and b.start_at >= ${sql.placeholder('lookbackFrom')}::timestamptz
  ), '[]'::json)`,
  priority: sql<boolean>`exists (
    select 1 from rebooking_priorities p
    where p.member_id = ${sql.placeholder('memberId')}::integer and p.used_at is null
      and p.priority_until > ${sql.placeholder('now')}::timestamptz
  )`,
  ballotDays: sql<BallotDayJson[]>`coalesce((
    select json_agg(json_build_object('date', d.peak_date, 'opensAt', d.opens_at, 'drawsAt', d.draws_at))
    from peak_dates d
    where d.peak_date >= ${sql.placeholder('today')}::date and d.drawn_at is null
  ), '[]'::json)`,
}

interface StandingJson {
  id: string
  tourType: string
  startAt: string
  bookedAt: string
  weekend: boolean
}

interface BallotDayJson {
  date: ClubDate
  opensAt: string
  drawsAt: string
}

/** What `memberFacts` reads, as the booking rules take it. */
export interface MemberFacts {
  /** With their ids, so that a rebooking can leave out the booking it replaces. */
  standing: (StandingBooking & { id: string })[]
  hasPriority: boolean
  ballotDays: BallotDay[]
}

function memberFactsOf(row: { standing: StandingJson[]; priority: boolean; ballotDays: BallotDayJson[] }): MemberFacts {
  return {
    standing: row.standing.map((booking) => ({
      id: booking.id,
      tourType: booking.tourType as TourType,
      startAt: new Date(booking.startAt),
      bookedAt: new Date(booking.bookedAt),
      weekend: booking.weekend,
    })),
    hasPriority: row.priority,
    ballotDays: row.ballotDays.map((day) => ({
      date: day.date,
      opensAt: new Date(day.opensAt),
      drawsAt: new Date(day.drawsAt),
    })),
  }
}

/** One row whatever the tables hold, for queries made only of scalar subqueries. */
const oneRow = sql`(select 1) as one_row`

function memberFactsParams(memberId: number, now: Date, today: ClubDate) {
  return {
    memberId,
    now: now.toISOString(),
    lookbackFrom: new Date(now.getTime() - STANDING_LOOKBACK_DAYS * 86_400_000).toISOString(),
    today,
  }
}

const memberFactsQuery = preparedStatement((db) => db.select(memberFacts).from(oneRow).prepare('member_facts'))

/** The member's standing bookings, rebooking priority and undrawn ballot days, in one statement. */
export async function readMemberFacts(db: Db, memberId: number, now: Date, today: ClubDate): Promise<MemberFacts> {
  const [row] = await memberFactsQuery(db).execute(memberFactsParams(memberId, now, today))
  if (!row) throw new Error('The member facts query answered no row')
  return memberFactsOf(row)
}

/** A slot of the fleet that a booking, a staff block or a waitlist hold has. */
export interface HeldSlot extends SlotRef {
  vesselKey: string
  /** A booking holds it: the member's own (`mine`), or someone else's. */
  booked: boolean
  mine: boolean
  block: { kind: BlockKind; reason: string } | null
  hold: { memberId: number; expiresAt: Date } | null
}

interface HeldSlotJson {
  vesselKey: string
  date: ClubDate
  slot: 'morning' | 'afternoon'
  booked: boolean
  mine: boolean
  blockKind: BlockKind | null
  blockReason: string
  holdMemberId: number | null
  holdExpiresAt: string | null
}

function heldSlotOf(row: HeldSlotJson): HeldSlot {
  return {
    vesselKey: row.vesselKey,
    date: row.date,
    slot: row.slot,
    booked: row.booked,
    mine: row.mine,
    block: row.blockKind === null ? null : { kind: row.blockKind, reason: row.blockReason },
    hold:
      row.holdMemberId === null || row.holdExpiresAt === null
        ? null
        : { memberId: row.holdMemberId, expiresAt: new Date(row.holdExpiresAt) },
  }
}

/**
 * The occupied slots from `from` to `until`, of one vessel when `vesselFilter` says so, with who holds each. Only the
 * member's own bookings are joined (through their index), not every booking of the fleet, which grows season by season.
 */
function heldSlotsBetween(vesselFilter: ReturnType<typeof sql>) {
  return sql<HeldSlotJson[]>`coalesce((
    select json_agg(json_build_object('vesselKey', o.vessel_key, 'date', o.slot_date, 'slot', o.slot,
      'booked', o.booking_id is not null, 'mine', b.id is not null, 'blockKind', vb.kind, 'blockReason', vb.reason,
      'holdMemberId', h.member_id, 'holdExpiresAt', h.expires_at) order by o.vessel_key, o.slot_date, o.slot)
    from slot_occupancy o
      left join bookings b on b.id = o.booking_id and b.member_id = ${sql.placeholder('memberId')}::integer
      left join vessel_blocks vb on vb.id = o.block_id
      left join waitlist_holds h on h.id = o.hold_id
    where o.slot_date between ${sql.placeholder('from')}::date and ${sql.placeholder('until')}::date ${vesselFilter}
  ), '[]'::json)`
}

const fleetAvailabilityQuery = preparedStatement((db) =>
  db
    .select({ ...memberFacts, held: heldSlotsBetween(sql``) })
    .from(oneRow)
    .prepare('availability_fleet'),
)

const vesselAvailabilityQuery = preparedStatement((db) =>
  db
    .select({
      ...memberFacts,
      held: heldSlotsBetween(sql`and o.vessel_key = ${sql.placeholder('vesselKey')}::text`),
    })
    .from(oneRow)
    .prepare('availability_vessel'),
)

/** What availability reads in one statement: the member's facts and the slots held over the days asked for. */
export async function readAvailabilityFacts(
  db: Db,
  request: { memberId: number; now: Date; today: ClubDate; from: ClubDate; until: ClubDate; vesselKey?: string },
): Promise<MemberFacts & { held: HeldSlot[] }> {
  const params = { ...memberFactsParams(request.memberId, request.now, request.today), from: request.from }
  const [row] = request.vesselKey
    ? await vesselAvailabilityQuery(db).execute({ ...params, until: request.until, vesselKey: request.vesselKey })
    : await fleetAvailabilityQuery(db).execute({ ...params, until: request.until })
  if (!row) throw new Error('The availability query answered no row')
  return { ...memberFactsOf(row), held: row.held.map(heldSlotOf) }
}

interface VesselJson {
  key: string
  name: string
  lengthFeet: number
  guests: number
  basePoints: number
  overrides: Record<string, number> | null
}

const tourFactsQuery = preparedStatement((db) =>
  db
    .select({
      ...memberFacts,
      vessel: sql<VesselJson | null>`(
        select json_build_object('key', v.key, 'name', v.name, 'lengthFeet', v.length_feet, 'guests', v.guests,
          'basePoints', v.base_points,
          'overrides', (select json_object_agg(vp.tour_type, vp.points) from vessel_prices vp where vp.vessel_key = v.key))
        from vessels v where v.key = ${sql.placeholder('vesselKey')}::text
      )`,
      held: heldSlotsBetween(sql`and o.vessel_key = ${sql.placeholder('vesselKey')}::text`),
      // What `takeHeldSlots` would find to change for a booking of these slots: the member's own places in line
      // over any of them, and any offer over a place in line that wants any of them.
      waitlistTouched: sql<boolean>`(
        exists (
          select 1 from waitlist_entries e
          where e.member_id = ${sql.placeholder('memberId')}::integer and e.vessel_key = ${sql.placeholder('vesselKey')}::text
            and e.status in ('waiting', 'offered') and e.slots && ${sql.placeholder('slotKeys')}::text[]
        ) or exists (
          select 1 from slot_occupancy o
            join waitlist_holds h on h.id = o.hold_id
            join waitlist_entries e on e.id = h.entry_id
          where o.vessel_key = ${sql.placeholder('vesselKey')}::text and e.slots && ${sql.placeholder('slotKeys')}::text[]
        )
      )`,
    })
    .from(oneRow)
    .prepare('tour_facts'),
)

/** What pricing and weighing a tour of one vessel reads, in one statement. */
export interface TourFacts extends MemberFacts {
  vessel: PricedVessel | undefined
  /** The vessel's held slots on the tour's days (not only the tour's own slots). */
  held: HeldSlot[]
  /** Whether booking the slots would end a place in line or meet an offer (see `takeHeldSlots`). */
  waitlistTouched: boolean
}

/** A PostgreSQL array literal of text. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
}

export async function readTourFacts(
  db: Db,
  request: { memberId: number; now: Date; today: ClubDate; vesselKey: string; slots: readonly SlotRef[] },
): Promise<TourFacts> {
  const dates = request.slots.map((slot) => slot.date).sort()
  const [row] = await tourFactsQuery(db).execute({
    ...memberFactsParams(request.memberId, request.now, request.today),
    vesselKey: request.vesselKey,
    from: dates[0] ?? request.today,
    until: dates.at(-1) ?? request.today,
    slotKeys: textArray(request.slots.map(slotKey)),
  })
  if (!row) throw new Error('The tour facts query answered no row')
  const vessel: PricedVessel | undefined = row.vessel
    ? {
        key: row.vessel.key,
        name: row.vessel.name,
        lengthFeet: row.vessel.lengthFeet,
        guests: row.vessel.guests,
        basePoints: row.vessel.basePoints,
        overrides: Object.fromEntries(
          Object.entries(row.vessel.overrides ?? {}).filter(([tourType]) =>
            (tourTypes as readonly string[]).includes(tourType),
          ),
        ),
      }
    : undefined
  return {
    ...memberFactsOf(row),
    vessel,
    held: request.slots.length === 0 ? [] : row.held.map(heldSlotOf),
    waitlistTouched: row.waitlistTouched,
  }
}
