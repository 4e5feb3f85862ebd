import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingIdParamsSchema } from '../../../common/booking/booking-api.ts'
import { addClubDays, clubDateOf } from '../../../common/club-time.ts'
import {
  captainAssignmentRequestSchema,
  captainRequestSchema,
  captainScheduleQuerySchema,
  captainSchema,
  captainScheduleSchema,
  captainAssignedSchema,
  captainParamsSchema,
  timeOffRequestSchema,
} from '../../../common/fleet-operations/fleet-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { assignCaptain } from './captain-assignment.ts'
import { addCaptain, addTimeOff, changeCaptain, retireCaptain } from './captain-operations.ts'
import { captainSchedule, captainsWithDetails } from './captain-records.ts'

/** The captains' roster, their time off and their outings (member-api §6). Every call is admin-only. */
const captainRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
  const tags = ['Captains']

  app.get(
    '/admin/captains',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The captains on the roster, with their vessels and time off',
        querystring: z.object({ retired: z.enum(['include', 'exclude']).default('exclude') }),
        response: { 200: z.array(captainSchema), ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => captainsWithDetails(app.db, { includeRetired: request.query.retired === 'include' }),
  )

  app.post(
    '/admin/captains',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Add a captain to the roster',
        body: captainRequestSchema,
        response: { 201: captainSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      return reply.code(201).send(await app.db.transaction((tx) => addCaptain(tx, caller, request.body)))
    },
  )

  app.put(
    '/admin/captains/:captain_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Change a captain’s record',
        params: captainParamsSchema,
        body: captainRequestSchema,
        response: { 200: captainSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => changeCaptain(tx, caller, request.params.captain_id, request.body))
    },
  )

  app.delete(
    '/admin/captains/:captain_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Retire a captain: their history stays, their outings ahead lose them',
        params: captainParamsSchema,
        response: { 200: captainSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => retireCaptain(tx, caller, request.params.captain_id))
    },
  )

  app.post(
    '/admin/captains/:captain_id/time-off',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Give a captain time off',
        description: 'Refused with 409 while they still crew an outing in that time.',
        params: captainParamsSchema,
        body: timeOffRequestSchema,
        response: { 201: captainSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const captain = await app.db.transaction((tx) => addTimeOff(tx, caller, request.params.captain_id, request.body))
      return reply.code(201).send(captain)
    },
  )

  app.put(
    '/admin/bookings/:booking_id/captain',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Put a captain on an outing, or take them off (`captain_id: null`)',
        description:
          '409 with `rule` when the captain already crews an overlapping outing (`captain_busy`), is off ' +
          '(`captain_off`), is not qualified on the vessel (`captain_unqualified`) or their licence expires before ' +
          'the outing ends (`licence_expired`). No captain is ever on two overlapping outings, however assignments race.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: captainAssignmentRequestSchema,
        response: { 200: captainAssignedSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 200,
          body: await assignCaptain(tx, caller, request.params.booking_id, request.body.captain_id),
        }),
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/admin/captains/schedule',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Each captain’s outings and time off over a span of days',
        querystring: captainScheduleQuerySchema,
        response: { 200: captainScheduleSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const from = request.query.from ?? clubDateOf(now())
      return captainSchedule(app.db, from, addClubDays(from, request.query.days - 1), now())
    },
  )
}

export default captainRoutes
