import type { BookingRule } from '../../../common/booking/booking-rules.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'

/** Why a booking call was refused, as the answer carries it (member-api §0). */
export class BookingProblem extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 422,
    readonly body: { detail: string; rule?: BookingRule },
  ) {
    super(body.detail)
    this.name = 'BookingProblem'
  }

  static notFound(): BookingProblem {
    return new BookingProblem(404, { detail: 'No such booking.' })
  }

  static refused(refusal: { rule: BookingRule; detail: string }): BookingProblem {
    return new BookingProblem(422, refusal)
  }
}

const OCCUPANCY_KEY = 'slot_occupancy_vessel_key_slot_date_slot_pk'

/** The database refused a slot because another booking holds it: the guarantee against double booking at work. */
export function isSlotTaken(error: unknown): boolean {
  const failure = databaseFailureOf(error)
  return failure?.code === '23505' && failure.constraint === OCCUPANCY_KEY
}

export function slotTakenProblem(item: string): BookingProblem {
  return new BookingProblem(409, {
    detail: `${item} is already booked for part of that time. Please choose another slot or vessel.`,
  })
}
