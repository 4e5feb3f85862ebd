import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detailSchema } from '../../../common/accounts.ts'
import {
  type AdminBookingRecord,
  adminBookingRecordsSchema,
  adminBookingsQuerySchema,
} from '../../../common/booking/booking-api.ts'
import { clubIsoTime } from '../../../common/booking/club-time.ts'
import { members } from '../accounts/members-table.ts'
import { findMemberByUsername } from '../accounts/members.ts'
import { bookingSummary, bookingViews } from './booking-records.ts'
import { bookings } from './booking-tables.ts'

export interface AdminBookingRoutesOptions {
  now: () => Date
}

const bookers = alias(members, 'bookers')

/** Where the back office opens one booking: the Bookings tab, with the member's bookings loaded and it chosen. */
export function bookingDashboardPath(username: string, bookingId: string): string {
  return `/admin?${new URLSearchParams({ tab: 'bookings', username, booking: bookingId })}`
}

/** The back office's look-up of one member's bookings (portal-and-admin.md §2 screen 5; member-api §5). */
const adminBookingRoutes: FastifyPluginAsyncZod<AdminBookingRoutesOptions> = async (app, options) => {
  app.get(
    '/booking/admin/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'A member’s bookings, as flat records',
        description:
          'Every booking of the member, oldest first (the Bookings tab shows them last first), with who booked it ' +
          'and `dashboard_url`, the booking’s page in the back office. Staff cancel (waiving the 48-hour rule if ' +
          'they choose) and rebook with the members’ own calls, which accept an admin for any booking.',
        querystring: adminBookingsQuerySchema,
        response: {
          200: adminBookingRecordsSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const member = await findMemberByUsername(app.db, request.query.username)
      if (!member) return reply.code(404).send({ detail: 'User not found!' })
      const now = options.now()
      const views = await bookingViews(app.db, eq(bookings.memberId, member.id))
      const bookerNames = new Map(
        (
          await app.db
            .selectDistinct({ id: bookers.id, username: bookers.username })
            .from(bookings)
            .innerJoin(bookers, eq(bookers.id, bookings.bookedBy))
            .where(eq(bookings.memberId, member.id))
        ).map((booker) => [booker.id, booker.username]),
      )
      return views
        .sort(
          (a, b) =>
            a.booking.startAt.getTime() - b.booking.startAt.getTime() ||
            a.booking.bookedAt.getTime() - b.booking.bookedAt.getTime(),
        )
        .map(({ booking, ...view }): AdminBookingRecord => ({
          ...bookingSummary({ booking, ...view }, now),
          member_id: member.memberId,
          username: member.username,
          weekend: booking.weekend,
          booked_at: clubIsoTime(booking.bookedAt),
          booked_by: bookerNames.get(booking.bookedBy) ?? '',
          rules_overridden: booking.rulesOverridden,
          cancelled_at: booking.cancelledAt && clubIsoTime(booking.cancelledAt),
          refunded_points: booking.refundedPoints,
          rebooked_from: booking.rebookedFrom,
          dashboard_url: bookingDashboardPath(member.username, booking.id),
        }))
    },
  )
}

export default adminBookingRoutes
