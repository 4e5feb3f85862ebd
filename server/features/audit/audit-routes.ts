import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detailSchema } from '../../../common/accounts.ts'
import { AUDIT_PAGE_DEFAULT, auditEntriesSchema, auditQuerySchema } from '../../../common/back-office.ts'
import { clubIsoTime } from '../../../common/booking/club-time.ts'
import { findMemberByUsername, NO_MEMBER_WITH_USERNAME } from '../accounts/members.ts'
import { readAuditLog } from './audit-log.ts'

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
          'Each entry: when, who, what, about whom, and the details (before and after, never a secret). Page with ' +
          '`before` set to the last `id` shown.',
        querystring: auditQuerySchema,
        response: {
          200: auditEntriesSchema,
          400: detailSchema,
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { limit = AUDIT_PAGE_DEFAULT, before, member } = request.query
      let targetMemberId: number | undefined
      if (member !== undefined) {
        const target = await findMemberByUsername(app.db, member)
        if (!target) return reply.code(404).send({ detail: NO_MEMBER_WITH_USERNAME })
        targetMemberId = target.id
      }
      const entries = await readAuditLog(app.db, { limit, before, targetMemberId })
      return entries.map((entry) => ({ ...entry, at: clubIsoTime(entry.at) }))
    },
  )
}

export default auditRoutes
