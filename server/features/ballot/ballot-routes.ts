import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ballotEntrySchema,
  ballotIdParamsSchema,
  ballotRequestSchema,
  drawAnswerSchema,
  myBallotSchema,
  peakDateListSchema,
  peakDateParamsSchema,
  peakDatesRequestSchema,
  peakDateSchema,
  withdrawAnswerSchema,
} from '../../../common/ballot/ballot-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import { Problem } from '../../problem.ts'
import { runOnce, sendOutcome, idempotencyHeaderSchema } from '../idempotency/run-once.ts'
import { ballotDraw } from './ballot-draw-work.ts'
import { readDraw } from './ballot-draw-records.ts'
import { enterBallot, myBallot, withdrawEntry } from './ballot-entry-operations.ts'
import { addPeakDates, BALLOT_DRAW_WORK, removePeakDate } from './peak-date-operations.ts'
import { listPeakDates } from './peak-date-records.ts'

export interface BallotRoutesOptions extends CallerClock {
  cutoffMinutes: number
  publicUrl: string
}

/** Two requests of one member racing for one rank: the table's key refuses the second. */
function rankTaken(error: unknown): Problem | undefined {
  const failure = databaseFailureOf(error)
  if (failure?.code !== '23505') return undefined
  return new Problem(409, { detail: 'You already have a request with this rank or for this tour on that day.' })
}

/** The busiest days (member-api §8): staff name peak dates, members enter the ballot, and each date is drawn. */
const ballotRoutes: FastifyPluginAsyncZod<BallotRoutesOptions> = async (app, { now, cutoffMinutes, publicUrl }) => {
  const tags = ['Ballot']
  const publish = app.memberEvents.publish.bind(app.memberEvents)
  app.scheduledWork.handle(
    BALLOT_DRAW_WORK,
    ballotDraw({ cutoffMinutes, publish, portalUrl: `${publicUrl}/member-portal` }),
  )

  app.post(
    '/admin/peak-dates',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Name peak dates, drawn by ballot',
        description:
          'Between `opens_at` and `draws_at` members enter ranked requests for these dates instead of booking them; ' +
          'at `draws_at` each date is drawn. `opens_at` < `draws_at` < the start of each date, and the draw in the ' +
          'future (422 `peak_date` otherwise); a date already named: 409. Audited.',
        body: peakDatesRequestSchema,
        response: { 201: peakDateListSchema, ...problemAnswers(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const added = await app.db.transaction((tx) => addPeakDates(tx, caller, request.body))
      return reply.code(201).send(added)
    },
  )

  app.get(
    '/admin/peak-dates',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The peak dates, soonest first, with their state and entries',
        response: { 200: peakDateListSchema, ...problemAnswers(401, 403) },
      },
    },
    async () => listPeakDates(app.db, now()),
  )

  app.delete(
    '/admin/peak-dates/:date',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Remove a peak date before its ballot opens',
        description: 'Its draw is called off and the day is booked as any other. Once the ballot has opened: 409.',
        params: peakDateParamsSchema,
        response: { 200: peakDateSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => removePeakDate(tx, caller, request.params.date))
    },
  )

  app.get(
    '/admin/peak-dates/:date/draw',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A peak date’s draw: its seed and every step',
        description:
          'Members in the order drawn (fewer peak wins this membership year first), each request tried: booked, ' +
          'taken by an earlier winner, or refused by the member’s rules; the winners with their bookings, and the ' +
          'requests left unplaced. The draw replays from its seed. 404 until drawn.',
        params: peakDateParamsSchema,
        response: { 200: drawAnswerSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => readDraw(app.db, request.params.date),
  )

  app.post(
    '/booking/ballot',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Enter a ranked request in a peak date’s ballot',
        description:
          'While the ballot is open (422 `ballot` before it opens, after it closes, or for a day that is not a peak ' +
          'date). Up to 3 requests per member and date, ranked 1–3, each rank once (409 for a rank or tour already ' +
          'entered; withdraw it to replace it). The member’s booking rules apply as for a booking (422 with `rule`; ' +
          'a closed vessel 409). Accepts `Idempotency-Key`.',
        headers: idempotencyHeaderSchema,
        body: ballotRequestSchema,
        response: { 201: ballotEntrySchema, ...problemAnswers(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({ statusCode: 201, body: await enterBallot(tx, cutoffMinutes, caller, request.body) }),
        problemFor: rankTaken,
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/booking/ballot',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s ballot entries and results, and the peak dates ahead',
        response: { 200: myBallotSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => myBallot(app.db, request.member!.id, now()),
  )

  app.delete(
    '/booking/ballot/:ballot_id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Withdraw a ballot request while the ballot is open',
        description: 'The caller’s own (404 otherwise); after the ballot closes: 409.',
        params: ballotIdParamsSchema,
        response: { 200: withdrawAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => withdrawEntry(tx, caller, request.params.ballot_id))
    },
  )
}

export default ballotRoutes
