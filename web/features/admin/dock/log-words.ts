import { slotNames, type SlotName } from '../../../../common/booking/slots.ts'
import { clubDayLabel } from '../../../../common/club-time.ts'
import type { VesselLog } from '../../../../common/dock/dock-api.ts'

/** The vessel log's words, worked out without React. */

/** `1,234.5 hours` */
export function hoursText(hours: number): string {
  const written = hours.toLocaleString('en-US', { maximumFractionDigits: 1 })
  return `${written} ${hours === 1 ? 'hour' : 'hours'}`
}

export type SuggestedBlock = NonNullable<VesselLog['suggested_block']>

const isSlot = (slot: string): slot is SlotName => (slotNames as readonly string[]).includes(slot)

/** The suggested block as the block call takes it, or nothing when the answer names a slot the club does not have. */
export function suggestedSlots(
  block: SuggestedBlock,
): { from: { date: string; slot: SlotName }; to: { date: string; slot: SlotName } } | undefined {
  const { from, to } = block
  if (!isSlot(from.slot) || !isSlot(to.slot)) return undefined
  return { from: { date: from.date, slot: from.slot }, to: { date: to.date, slot: to.slot } }
}

/** `Mon, Nov 30, morning to Tue, Dec 1, afternoon`, a whole day, or one slot alone. */
export function suggestedText(block: SuggestedBlock): string {
  if (block.from.date === block.to.date && block.from.slot !== block.to.slot) {
    return `${clubDayLabel(block.from.date)}, ${block.from.slot} and ${block.to.slot}`
  }
  const from = `${clubDayLabel(block.from.date)}, ${block.from.slot}`
  const to = `${clubDayLabel(block.to.date)}, ${block.to.slot}`
  return from === to ? from : `${from} to ${to}`
}
