import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { detailSchema } from '../../../common/accounts.ts'
import {
  adminBookingsQuerySchema,
  ledgerAnswerSchema,
  memberRefParamsSchema,
} from '../../../common/booking/booking-api.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { findMemberByRef, findMemberByUsername } from '../accounts/members.ts'
import { bookingSummary, bookingViews } from './booking-records.ts'
import { bookings } from './booking-tables.ts'
import { memberLedger } from './member-ledger.ts'

export interface LedgerRoutesOptions {
  now: () => Date
  publicUrl: string
}

const problems = { 400: detailSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema }

const adminBookingRecord = z
  .object({ booking_id: z.string(), username: z.string(), member_id: z.string(), dashboard_url: z.string() })
  .loose()

/** The points ledgers of the portal and the admins' booking look-up (member-api §2–§3). */
const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  const tags = ['Bookings']

  /** The member a path names, if the caller may read them: themselves, or anyone for an admin. */
  async function ownMember(ref: string, request: FastifyRequest, reply: FastifyReply) {
    const member = await findMemberByRef(app.db, ref)
    if (!member) {
      reply.code(404).send({ detail: 'No such member.' })
      return undefined
    }
    const caller = request.member!
    if (member.id !== caller.id && !isAdmin(caller.userType)) {
      reply.code(403).send({ detail: 'You can only see your own bookings.' })
      return undefined
    }
    return member
  }

  for (const [path, full, summary] of [
    ['/booking/member/:id', false, 'A member’s latest ten ledger rows'],
    ['/booking/membership/:id', true, 'A member’s ledger since the membership year began'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary,
          description:
            'Newest first; each row’s balance is the one before it plus its points. Own ledger, or any for an admin.',
          params: memberRefParamsSchema,
          response: { 200: ledgerAnswerSchema, ...problems },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const member = await ownMember(request.params.id, request, reply)
        if (!member) return reply
        return memberLedger(app.db, member, full, options.now())
      },
    )
  }

  app.get(
    '/booking/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s bookings, as flat records for the back office',
        querystring: adminBookingsQuerySchema,
        response: { 200: z.array(adminBookingRecord), ...problems },
      },
    },
    async (request, reply) => {
      const member = await findMemberByUsername(app.db, request.query.username)
      if (!member) return reply.code(404).send({ detail: 'User not found!' })
      const now = options.now()
      const views = await bookingViews(app.db, eq(bookings.memberId, member.id))
      return views.map((view) => ({
        ...bookingSummary(view, now),
        username: member.username,
        member_id: member.memberId,
        booked_at: view.booking.bookedAt.toISOString(),
        rules_overridden: view.booking.rulesOverridden,
        dashboard_url: `${options.publicUrl}/admin?tab=bookings&booking=${view.booking.id}`,
      }))
    },
  )
}

export default ledgerRoutes
