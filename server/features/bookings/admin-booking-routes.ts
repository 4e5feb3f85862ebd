import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  type AdminBookingRecord,
  adminBookingRecordsSchema,
  adminBookingsQuerySchema,
} from '../../../common/booking/booking-api.ts'
import { clubDateTimeLabel } from '../../../common/club-time.ts'
import { formatCents } from '../../../common/money.ts'
import { members } from '../accounts/members-table.ts'
import { findMemberByUsername } from '../accounts/members.ts'
import { bookingViews, statusOf } from './booking-records.ts'
import { bookings } from './booking-tables.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface AdminBookingRoutesOptions {
  now: () => Date
}

const bookers = alias(members, 'bookers')

/** Where the back office opens one booking: the Bookings tab, with the member's bookings loaded and it chosen. */
export function bookingDashboardPath(username: string, reference: string): string {
  return `/admin?${new URLSearchParams({ tab: 'bookings', username, booking: reference })}`
}

const statusWords = { booked: 'Booked', cancelled: 'Cancelled', rebooked: 'Rebooked', completed: 'Completed' }

/** The back office's look-up of one member's bookings (portal-and-admin.md §2 screen 5; member-api §5). */
const adminBookingRoutes: FastifyPluginAsyncZod<AdminBookingRoutesOptions> = async (app, options) => {
  app.get(
    '/booking/admin/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'A member’s bookings, as records made for reading',
        description:
          'Every booking of the member, oldest first (the Bookings tab shows them last first): its reference, ' +
          'vessel, tour, start and end at the club, status, points, fees in dollars, who booked it, and ' +
          '`dashboard_url`, the booking’s page in the back office; the rest of a booking is ' +
          '`GET /booking/bookings/{reference}`. Staff cancel (waiving the 48-hour rule if they choose) and rebook ' +
          'with the members’ own calls, which accept an admin for any booking.',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingRecordsSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await findMemberByUsername(app.db, request.query.username)
      if (!member) throw new Problem(404, { detail: 'User not found!' })
      const now = options.now()
      const views = await bookingViews(app.db, eq(bookings.memberId, member.id))
      const bookerNames = new Map(
        (
          await app.db
            .selectDistinct({ id: bookers.id, firstName: bookers.firstName, lastName: bookers.lastName })
            .from(bookings)
            .innerJoin(bookers, eq(bookers.id, bookings.bookedBy))
            .where(eq(bookings.memberId, member.id))
        ).map((booker) => [booker.id, `${booker.firstName} ${booker.lastName}`]),
      )
      return views
        .sort(
          (a, b) =>
            a.booking.startAt.getTime() - b.booking.startAt.getTime() ||
            a.booking.bookedAt.getTime() - b.booking.bookedAt.getTime(),
        )
        .map(({ booking, vessel }): AdminBookingRecord => ({
          reference: booking.reference,
          vessel: vessel.name,
          tour: booking.tourType === 'Multi-day' ? `Multi-day, ${booking.days} days` : booking.tourType,
          start: clubDateTimeLabel(booking.startAt),
          end: clubDateTimeLabel(booking.endAt),
          status: statusWords[statusOf(booking, now)],
          points: booking.pointsCost,
          fees: formatCents(booking.bookingFeeCents + booking.laborSurchargeCents),
          booked_by: bookerNames.get(booking.bookedBy) ?? '',
          dashboard_url: bookingDashboardPath(member.username, booking.reference),
        }))
    },
  )
}

export default adminBookingRoutes
