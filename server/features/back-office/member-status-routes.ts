import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberStatusChangedSchema, memberStatusSchema } from '../../../common/back-office.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { multipartLimits, readMultipartBody } from '../profile/multipart-body.ts'
import { changeMemberStatus } from './member-status-operations.ts'
import { problemAnswers } from '../../problem.ts'

/**
 * Remove a Member (portal-and-admin.md §2 screen 4; member-api §5): removing deactivates, so the member's history
 * stays and their username and e-mail stay theirs; a removed member can be reactivated.
 */
const memberStatusRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
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
          response: { 200: memberStatusChangedSchema, ...problemAnswers(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const caller = callerOf(request, now)
        return app.db.transaction((tx) => changeMemberStatus(tx, caller, { username: request.body.username, active }))
      },
    )
  }
}

export default memberStatusRoutes
