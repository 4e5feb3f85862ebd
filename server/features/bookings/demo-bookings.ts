import type { FastifyInstance } from 'fastify'
import { addClubDays, clubDateOf } from '../../../common/club-time.ts'
import type { TourType } from '../../../common/booking/tours.ts'
import { findMemberByUsername } from '../accounts/members.ts'
import { bookTour } from './booking-operations.ts'
import { Problem } from '../../problem.ts'
import { isSlotTaken } from './booking-problem.ts'

interface DemoBooking {
  username: string
  vessel_id: string
  tour_type: TourType
  /** Days from today. */
  inDays: number
}

/** A few outings over the next week, some the demo member's own, so a newcomer's calendar is alive. */
const demoBookings: readonly DemoBooking[] = [
  { username: 'member', vessel_id: 'peace', tour_type: 'Half Day Morning', inDays: 3 },
  { username: 'member', vessel_id: 'kaifin', tour_type: 'Sunset', inDays: 5 },
  { username: 'admin', vessel_id: 'peace', tour_type: 'Half Day Afternoon', inDays: 3 },
  { username: 'admin', vessel_id: 'rallypoint', tour_type: 'Full Day', inDays: 2 },
  { username: 'admin', vessel_id: 'congetta', tour_type: 'Overnight', inDays: 6 },
  { username: 'admin', vessel_id: 'happyhour', tour_type: 'Sunset', inDays: 4 },
]

/** Books the demo outings through the booking engine itself, so their points, slots and ledger rows are all real. */
export async function createDemoBookings(app: FastifyInstance, cutoffMinutes: number, now = new Date()): Promise<void> {
  const settings = { cutoffMinutes, publish: app.memberEvents.publish }
  for (const demo of demoBookings) {
    const member = await findMemberByUsername(app.db, demo.username)
    if (!member) continue
    const tour = {
      vessel_id: demo.vessel_id,
      tour_type: demo.tour_type,
      date: addClubDays(clubDateOf(now), demo.inDays),
    }
    try {
      await app.db.transaction((tx) => bookTour(tx, settings, { account: member, now }, member.id, tour))
    } catch (error) {
      // A demo outing a rule refuses (or a taken slot) is left out; the rest still make a live calendar.
      if (!(error instanceof Problem) && !isSlotTaken(error)) throw error
    }
  }
}
