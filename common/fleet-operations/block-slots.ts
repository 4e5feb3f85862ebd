import { addClubDays, clubDaysBetween } from '../club-time.ts'
import { type SlotRef, slotNames } from '../booking/slots.ts'

/** The longest block staff may place at once: a season and a half of the yard is a year at most. */
export const BLOCK_MAX_DAYS = 366

export const blockKinds = ['maintenance', 'charter', 'weather', 'other'] as const
export type BlockKind = (typeof blockKinds)[number]

/** Half-days from a fixed origin: orders slots and counts a range's length. */
export function slotIndex({ date, slot }: SlotRef): number {
  return clubDaysBetween('2000-01-01', date) * 2 + slotNames.indexOf(slot)
}

/** Why a range of slots cannot be a block: ends before it starts, or longer than a year. */
export function blockRangeProblem(from: SlotRef, to: SlotRef): string | undefined {
  if (slotIndex(to) < slotIndex(from)) return 'A block must end on or after the slot it starts with.'
  if (clubDaysBetween(from.date, to.date) + 1 > BLOCK_MAX_DAYS) {
    return `A block may cover at most ${BLOCK_MAX_DAYS} days; place another for the rest.`
  }
  return undefined
}

/** Every half-day slot from `from` to `to`, both included, in order. */
export function blockSlots(from: SlotRef, to: SlotRef): SlotRef[] {
  const slots: SlotRef[] = []
  for (let index = slotIndex(from); index <= slotIndex(to); index += 1) {
    const date = addClubDays('2000-01-01', Math.floor(index / 2))
    slots.push({ date, slot: slotNames[index % 2]! })
  }
  return slots
}

const kindWords: Record<BlockKind, string> = {
  maintenance: 'closed for maintenance',
  charter: 'out on a private charter',
  weather: 'closed for the weather',
  other: 'closed',
}

/** What members hear of a block, in availability, refusals, the ledger and e-mail: `63' Peace is closed for maintenance: …`. */
export function closureReason(vesselName: string, kind: BlockKind, reason: string): string {
  return `${vesselName} is ${kindWords[kind]}: ${reason.replace(/[.!\s]+$/u, '')}`
}
