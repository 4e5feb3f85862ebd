import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Refusal } from '../../../common/booking/booking-rules.ts'
import { type SlotRef, slotKey } from '../../../common/booking/slots.ts'
import { closureReason } from '../../../common/fleet-operations/block-slots.ts'
import type { Db } from '../../db/database.ts'
import { vesselBlocks } from '../fleet/vessel-blocks-table.ts'
import { slotOccupancy } from './booking-tables.ts'

/**
 * The blocks staff placed over any of `slots` of one vessel, as the refusal a booking of each would meet, by slot key.
 * Read as a hint before a booking writes; the slot's primary key refuses a racing block or booking in any case.
 */
export async function blockedSlots(
  db: Db,
  vessel: { key: string; name: string },
  slots: readonly SlotRef[],
): Promise<Map<string, Refusal>> {
  const dates = [...new Set(slots.map((slot) => slot.date))]
  if (dates.length === 0) return new Map()
  const rows = await db
    .select({
      date: slotOccupancy.slotDate,
      slot: slotOccupancy.slot,
      kind: vesselBlocks.kind,
      reason: vesselBlocks.reason,
    })
    .from(slotOccupancy)
    .innerJoin(vesselBlocks, eq(vesselBlocks.id, slotOccupancy.blockId))
    .where(
      and(
        eq(slotOccupancy.vesselKey, vessel.key),
        inArray(slotOccupancy.slotDate, dates),
        isNotNull(slotOccupancy.blockId),
      ),
    )
  const wanted = new Set(slots.map(slotKey))
  return new Map(
    rows
      .filter((row) => wanted.has(slotKey(row)))
      .map((row) => [
        slotKey(row),
        { rule: 'blocked' as const, detail: `${closureReason(vessel.name, row.kind, row.reason)}.` },
      ]),
  )
}
