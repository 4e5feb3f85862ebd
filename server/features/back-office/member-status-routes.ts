import multipart from '@fastify/multipart'
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detailSchema } from '../../../common/accounts.ts'
import { memberStatusChangedSchema, memberStatusSchema } from '../../../common/back-office.ts'
import { members } from '../accounts/members-table.ts'
import { endMemberSessions } from '../accounts/sessions.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { Problem } from '../../problem.ts'
import { lockMemberNamed } from '../points/points-ledger.ts'
import { multipartLimits, readMultipartBody } from '../profile/multipart-body.ts'

const problems = { 400: detailSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema, 409: detailSchema }

/**
 * Remove a Member (portal-and-admin.md §2 screen 4; member-api §5): removing deactivates, so the member's history
 * stays and their username and e-mail stay theirs; a removed member can be reactivated.
 */
const memberStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  // These calls take the screens' multipart form only.
  app.removeAllContentTypeParsers()
  await app.register(multipart, { limits: multipartLimits })
  const tags = ['Back office']

  for (const { path, active, summary, description } of [
    {
      path: '/update/delete/',
      active: false,
      summary: 'Remove (deactivate) a member',
      description:
        'The member can no longer log in and every session of theirs ends at once (open portal tabs are signed out at ' +
        'the next live-events beat). Their bookings, ledger and audit entries stay; their username and e-mail stay ' +
        'reserved. An admin cannot remove their own account.',
    },
    {
      path: '/update/reactivate/',
      active: true,
      summary: 'Reactivate a removed member',
      description: 'The member can log in again, with the password they had.',
    },
  ] as const) {
    app.put(
      path,
      {
        config: { access: 'admin' },
        preValidation: readMultipartBody,
        schema: {
          tags,
          summary,
          description,
          consumes: ['multipart/form-data'],
          body: memberStatusSchema,
          response: { 200: memberStatusChangedSchema, ...problems, 413: detailSchema, 415: detailSchema },
        },
      },
      async (request) => {
        const admin = request.member!
        return app.db.transaction(async (tx) => {
          const member = await lockMemberNamed(tx, request.body.username)
          if (member.isActive === active) {
            const state = active ? 'active' : 'already removed'
            throw new Problem(409, { detail: `${member.username} is ${state}.` })
          }
          if (member.id === admin.id) throw new Problem(409, { detail: 'You cannot remove your own account.' })
          await tx
            .update(members)
            .set({ isActive: active, deactivatedAt: active ? null : sql`now()`, updatedAt: sql`now()` })
            .where(eq(members.id, member.id))
          if (!active) await endMemberSessions(tx, member.id)
          await recordAudit(tx, {
            actorId: admin.id,
            action: active ? 'member.reactivate' : 'member.deactivate',
            targetMemberId: member.id,
            details: { before: active ? 'removed' : 'active', after: active ? 'active' : 'removed' },
          })
          const message = active
            ? `${member.username} is active again and can log in.`
            : `${member.username} has been removed. Their history is kept.`
          return { message }
        })
      },
    )
  }
}

export default memberStatusRoutes
