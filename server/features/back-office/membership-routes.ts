import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  membershipSchema,
  membershipUpdatedSchema,
  membershipUpdateSchema,
  usernameQuerySchema,
} from '../../../common/back-office.ts'
import { memberNamed } from '../accounts/member-lookup.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { changeTier } from './membership-operations.ts'
import { problemAnswers } from '../../problem.ts'

/** The Update Membership screen's calls (portal-and-admin.md §2 screen 2, §7; member-api §5). */
const membershipRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
  await app.register(formbody)
  const tags = ['Back office']

  app.get(
    '/get-membership/get-membership/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s membership tier',
        querystring: usernameQuerySchema,
        response: { 200: membershipSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await memberNamed(app.db, request.query.username)
      return { username: member.username, membership_type: member.tier }
    },
  )

  app.put(
    '/get-membership/update-membership/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a member’s membership tier',
        description:
          '`membership_type` is Silver, Gold, Platinum or Diamond in any case; `Premium` is stored as Diamond. The ' +
          'member’s present tier answers 409. The change and its audit entry are written together.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: membershipUpdateSchema,
        response: { 200: membershipUpdatedSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { username, membership_type: tier } = request.body
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => changeTier(tx, caller, { username, tier }))
    },
  )
}

export default membershipRoutes
