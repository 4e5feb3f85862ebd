import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  memberPointsSchema,
  pointsUpdatedSchema,
  pointsUpdateSchema,
  usernameQuerySchema,
} from '../../../common/back-office.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { memberNamed } from '../accounts/member-lookup.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { adjustPoints, type PointsSettings } from './points-operations.ts'
import { problemAnswers } from '../../problem.ts'

/** The Adjust Points screen's calls (portal-and-admin.md §7; member-api §5). */
const pointsRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
  await app.register(formbody)
  const tags = ['Back office']
  const settings: PointsSettings = {
    publish: (db, memberId, event) => app.memberEvents.publish(db, memberId, event),
  }

  app.get(
    '/points/points/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s Mariner Points balance',
        querystring: usernameQuerySchema,
        response: { 200: memberPointsSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await memberNamed(app.db, request.query.username)
      return { username: member.username, points: member.pointsBalance }
    },
  )

  app.put(
    '/points/update-points/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Credit or debit a member’s Mariner Points',
        description:
          '`update_points` is signed: positive credits, negative debits. One ledger row (shown in the member’s ' +
          'Booking History), the balance and an audit entry are written together; a debit below zero answers 422 ' +
          'with `rule: "points"` and changes nothing. The member’s open portal tabs hear `points_changed`. Send an ' +
          '`Idempotency-Key` to make retries safe.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        headers: idempotencyHeaderSchema,
        body: pointsUpdateSchema,
        response: { 200: pointsUpdatedSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { username, update_points: change, description } = request.body
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 200,
          body: await adjustPoints(tx, settings, caller, { username, change, description }),
        }),
      })
      return sendOutcome(reply, outcome)
    },
  )
}

export default pointsRoutes
