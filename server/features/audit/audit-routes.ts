import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AUDIT_PAGE_DEFAULT, auditEntriesSchema, auditQuerySchema } from '../../../common/back-office.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import { memberNamed } from '../accounts/member-lookup.ts'
import { bookingIdsIn, bookingsNamed, readAuditLog } from './audit-log.ts'
import { problemAnswers } from '../../problem.ts'

/** The audit log (member-api §5): what admins changed, newest first. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'What admins changed, newest first',
        description:
          'Each entry: when, who (`actor` username and `actor_name`), what, about whom (`target` username, ' +
          '`target_name`, `target_member_id`), and the details (before and after, never a secret). `bookings` are ' +
          'the bookings the details name (`booking_id`, then `rebooked_to`), as people read them. Page with ' +
          '`before` set to the last `id` shown.',
        querystring: auditQuerySchema,
        response: { 200: auditEntriesSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { limit = AUDIT_PAGE_DEFAULT, before, member } = request.query
      const targetMemberId = member === undefined ? undefined : (await memberNamed(app.db, member)).id
      const entries = await readAuditLog(app.db, { limit, before, targetMemberId })
      const named = await bookingsNamed(
        app.db,
        entries.flatMap((entry) => bookingIdsIn(entry.details)),
      )
      return entries.map(({ actorName, targetName, targetMemberId: number, ...entry }) => ({
        ...entry,
        at: clubIsoTime(entry.at),
        actor_name: actorName,
        target_name: targetName,
        target_member_id: number,
        bookings: bookingIdsIn(entry.details).flatMap((id) => {
          const booking = named.get(id)
          if (!booking) return []
          const { reference, vessel, tourType, startAt, days } = booking
          return [{ booking_id: id, reference, vessel, tour_type: tourType, start_at: clubIsoTime(startAt), days }]
        }),
      }))
    },
  )
}

export default auditRoutes
