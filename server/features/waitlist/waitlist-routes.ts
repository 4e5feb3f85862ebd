import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { beyondEveryBookingWindow } from '../../../common/booking/booking-rules.ts'
import {
  joinedAnswerSchema,
  leftAnswerSchema,
  waitlistAnswerSchema,
  waitlistIdParamsSchema,
  waitlistRequestSchema,
} from '../../../common/waitlist/waitlist-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { EXPIRY_WORK, OFFER_WORK } from './waitlist-holds.ts'
import { expireOffer, offerFreedSlots } from './waitlist-offers.ts'
import { joinWaitlist, leaveWaitlist } from './waitlist-operations.ts'
import { memberWaitlist } from './waitlist-records.ts'

export interface WaitlistRoutesOptions extends CallerClock {
  cutoffMinutes: number
  holdMinutes: number
  publicUrl: string
}

/** The waitlist (member-api §8): join, read and leave it; offers and their expiry run as scheduled work. */
const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, options) => {
  const { now, cutoffMinutes, holdMinutes } = options
  const tags = ['Waitlist']
  app.scheduledWork.handle(
    OFFER_WORK,
    offerFreedSlots({ holdMinutes, cutoffMinutes, portalUrl: `${options.publicUrl}/member-portal` }),
  )
  app.scheduledWork.handle(EXPIRY_WORK, expireOffer)

  app.post(
    '/booking/waitlist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Join the waitlist for a tour',
        description:
          'Only for a tour some slot of which is taken, blocked or held for another member (409 when it is free: ' +
          'book it instead, or when the caller already has it or is in line for it). `position` is 1 + the members ' +
          'in line ahead for any of the same slots. When the slots free, the first member in line whose rules allow ' +
          'the tour is offered it: an e-mail, a `waitlist_offer` live event, and a hold of the slots for ' +
          'WAITLIST_HOLD_MINUTES during which only they can book them.',
        body: waitlistRequestSchema,
        response: { 201: joinedAnswerSchema, ...problemAnswers(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const tooFar = beyondEveryBookingWindow(request.body.date, caller.now)
      if (tooFar) throw new Problem(400, { detail: tooFar })
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({ statusCode: 201, body: await joinWaitlist(tx, { cutoffMinutes }, caller, request.body) }),
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/booking/waitlist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s places on the waitlist',
        description:
          'Tours not yet begun, soonest first, each with its `position` and, while its slots are held for the ' +
          'caller, `offer: {expires_at}`.',
        response: { 200: waitlistAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => memberWaitlist(app.db, request.member!.id, now()),
  )

  app.delete(
    '/booking/waitlist/:waitlist_id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Leave the waitlist, or decline its offer',
        description:
          'The caller’s own entry (or any, for an admin); someone else’s answers 404. An offer standing on it is ' +
          'declined and passes to the next member in line at once. Leaving twice answers 409.',
        params: waitlistIdParamsSchema,
        response: { 200: leftAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => leaveWaitlist(tx, caller, request.params.waitlist_id))
    },
  )
}

export default waitlistRoutes
