import type { BookingRule } from '../../../common/booking/booking-rules.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import { Problem } from '../../problem.ts'

/** A booking that does not exist, or that the caller may not see: answered alike, so ids cannot be probed. */
export function noSuchBooking(): Problem {
  return new Problem(404, { detail: 'No such booking.' })
}

/**
 * A booking rule refused the request (member-api §0: 422 naming the rule); a slot staff blocked (§6) or a waitlist
 * offer holds for another member (§8) is 409, as a slot another booking holds.
 */
export function refusedBy(refusal: { rule: BookingRule; detail: string }): Problem {
  return new Problem(refusal.rule === 'blocked' || refusal.rule === 'held' ? 409 : 422, refusal)
}

const OCCUPANCY_KEY = 'slot_occupancy_vessel_key_slot_date_slot_pk'

/** The database refused a slot because another booking holds it: the guarantee against double booking at work. */
export function isSlotTaken(error: unknown): boolean {
  const failure = databaseFailureOf(error)
  return failure?.code === '23505' && failure.constraint === OCCUPANCY_KEY
}

export function slotTakenProblem(item: string): Problem {
  return new Problem(409, {
    detail: `${item} is already booked for part of that time. Please choose another slot or vessel.`,
  })
}

/** For `runOnce`: the database's refusal of a held slot answered as `slotTakenProblem(item)`, other errors left be. */
export function slotTakenAs(item: string): (error: unknown) => Problem | undefined {
  return (error) => (isSlotTaken(error) ? slotTakenProblem(item) : undefined)
}
