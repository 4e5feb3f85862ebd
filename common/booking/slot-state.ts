import type { Refusal } from './booking-rules.ts'

export const slotStates = ['free', 'taken', 'yours', 'closed'] as const
export type SlotState = (typeof slotStates)[number]

export interface SlotFacts {
  /** Who is asking. */
  memberId: number
  /** The member whose booking holds the slot, if any. */
  holderId: number | undefined
  /** What refuses this member a booking of the slot's half-day outing now (`slotRefusal`), if anything. */
  refusal: Refusal | undefined
}

/**
 * A slot as a member sees it (member-api §2): their own booking, closed by a rule a booking would meet, free, or taken
 * by someone else. A rule closes a slot whoever holds it, so a member never learns more of another's booking than
 * that a slot is not theirs to take.
 */
export function slotState({ memberId, holderId, refusal }: SlotFacts): SlotState {
  if (holderId === memberId) return 'yours'
  if (refusal) return 'closed'
  return holderId === undefined ? 'free' : 'taken'
}
