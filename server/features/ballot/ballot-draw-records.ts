import { eq, inArray } from 'drizzle-orm'
import type { DrawAnswer } from '../../../common/ballot/ballot-api.ts'
import type { BallotRequest } from '../../../common/ballot/ballot-draw.ts'
import { planTour } from '../../../common/booking/tours.ts'
import { clubDateLabel, clubIsoTime } from '../../../common/club-time.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { members } from '../accounts/members-table.ts'
import { itemName, pricedVessels } from '../bookings/vessel-catalogue.ts'
import { ballotDraws } from './ballot-tables.ts'

type Tour = DrawAnswer['winners'][number]['tour_type']

/** A peak date's draw as staff read it: its seed, every step with the member and tour named, the winners, the rest. */
export async function readDraw(db: Db, date: string): Promise<DrawAnswer> {
  const [draw] = await db.select().from(ballotDraws).where(eq(ballotDraws.peakDate, date))
  if (!draw) throw new Problem(404, { detail: `The ballot for ${clubDateLabel(date)} has not been drawn.` })
  const { inputs, result, bookings } = draw.record
  const requests = new Map(inputs.requests.map((request) => [request.id, request]))
  const memberIds = [...new Set(inputs.requests.map((request) => request.memberId))]
  const people =
    memberIds.length === 0
      ? []
      : await db
          .select({
            id: members.id,
            memberId: members.memberId,
            firstName: members.firstName,
            lastName: members.lastName,
          })
          .from(members)
          .where(inArray(members.id, memberIds))
  const names = new Map(
    people.map((person) => [
      person.id,
      { id: person.id, member_id: person.memberId, name: `${person.firstName} ${person.lastName}` },
    ]),
  )
  const fleet = new Map((await pricedVessels(db)).map((vessel) => [vessel.key, itemName(vessel)]))
  const tourOf = (request: BallotRequest) => ({
    ballot_id: request.id,
    member: names.get(request.memberId)!,
    rank: request.rank,
    vessel_id: request.vesselId,
    item: fleet.get(request.vesselId) ?? request.vesselId,
    tour_type: request.tourType as Tour,
  })

  return {
    date,
    seed: draw.seed,
    drawn_at: clubIsoTime(draw.drawnAt),
    steps: result.steps.map((step) => {
      const booked = bookings[step.requestId]
      const refusedAfterAll = booked && 'refused' in booked ? booked.refused : null
      return {
        position: step.position,
        wins: step.wins,
        ...tourOf(requests.get(step.requestId)!),
        outcome: step.outcome === 'allocated' ? (refusedAfterAll ? 'refused' : 'booked') : step.outcome,
        reason: refusedAfterAll ?? step.reason,
      }
    }),
    winners: result.allocations.flatMap(({ requestId }) => {
      const booked = bookings[requestId]
      if (!booked || 'refused' in booked) return []
      const request = requests.get(requestId)!
      return [
        {
          ...tourOf(request),
          booking_id: booked.booking_id,
          reference: booked.reference,
          start_at: clubIsoTime(planTour(request.tourType, request.date).startAt),
        },
      ]
    }),
    unplaced: result.unplaced.map(({ requestId }) => tourOf(requests.get(requestId)!)),
  }
}
