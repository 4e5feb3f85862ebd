import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { vesselIdSchema } from '../../../common/booking/booking-api.ts'
import { clubDateOf } from '../../../common/club-time.ts'
import { currentSeasonYear, seasonOf } from '../../../common/fleet-operations/capacity.ts'
import {
  capacityQuerySchema,
  capacitySchema,
  fleetCalendarAnswerSchema,
  fleetCalendarQuerySchema,
  vesselBlockCreatedSchema,
  vesselBlockRequestSchema,
  vesselBlockSchema,
  vesselBlocksQuerySchema,
  vesselPricesRequestSchema,
  vesselPricesSchema,
} from '../../../common/fleet-operations/fleet-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import type { BookingSettings } from '../bookings/booking-operations.ts'
import { slotTakenAs } from '../bookings/booking-problem.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { seasonCapacity } from './capacity-read.ts'
import { fleetCalendar, type FleetDockSettings } from './fleet-calendar.ts'
import { liftBlock, placeBlock, standingBlocks } from './vessel-block-operations.ts'
import { setVesselPrices, vesselPriceList } from './vessel-price-operations.ts'

export interface FleetRoutesOptions extends CallerClock {
  cutoffMinutes: number
  dock: FleetDockSettings
}

/** The staff's fleet tools (member-api §6): the week's calendar, blocks and prices. Every call is admin-only. */
const fleetRoutes: FastifyPluginAsyncZod<FleetRoutesOptions> = async (app, { now, cutoffMinutes, dock }) => {
  const tags = ['Fleet']
  const settings: BookingSettings = {
    cutoffMinutes,
    publish: (db, memberId, event) => app.memberEvents.publish(db, memberId, event),
  }

  app.get(
    '/admin/fleet-calendar',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The whole fleet’s slots over a week (1–14 days)',
        description:
          'Each vessel’s morning and afternoon of each day: `booked` (with the member, tour, guests and captain), ' +
          '`blocked` (with the block), `free` or `past`. One query’s worth of work however many cells.',
        querystring: fleetCalendarQuerySchema,
        response: { 200: fleetCalendarAnswerSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const at = now()
      return fleetCalendar(app.db, request.query.from ?? clubDateOf(at), request.query.days, at, dock)
    },
  )

  app.post(
    '/admin/vessel-blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Close a vessel over a range of slots',
        description:
          'A block over booked slots answers 409 with `clashes` and writes nothing, unless `force: true`: then each ' +
          'booking is cancelled with all its points back, its member e-mailed and told live (`booking_cancelled` ' +
          'with `reason`). Members see the slots as closed; a booking of one meets `rule: "blocked"`.',
        headers: idempotencyHeaderSchema,
        body: vesselBlockRequestSchema,
        response: { 201: vesselBlockCreatedSchema, ...problemAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({ statusCode: 201, body: await placeBlock(tx, settings, caller, request.body) }),
        problemFor: slotTakenAs('The vessel'),
      })
      if (outcome.statusCode === 201) app.emailOutbox.kick()
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/admin/vessel-blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The standing blocks that touch a range of days',
        querystring: vesselBlocksQuerySchema,
        response: { 200: z.array(vesselBlockSchema), ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => standingBlocks(app.db, request.query.from, request.query.to, request.query.vessel_id),
  )

  app.delete(
    '/admin/vessel-blocks/:block_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Lift a block: its slots open again',
        params: z.object({ block_id: z.uuid({ error: 'must be a block id' }) }),
        response: { 200: vesselBlockSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => liftBlock(tx, caller, request.params.block_id))
    },
  )

  app.get(
    '/admin/capacity',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A season’s capacity against the 80% target',
        description:
          'The season runs from November 1 of `season` to April 30 after. `outings_available`: 2 per vessel per day ' +
          'less blocked slots; `possible_reservations`: the active members’ open reservations by tier; `ratio` ' +
          'against `target`; `crew_limited_outings`: what the roster could crew; and each week’s outings and bookings.',
        querystring: capacityQuerySchema,
        response: { 200: capacitySchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => seasonCapacity(app.db, seasonOf(request.query.season ?? currentSeasonYear(clubDateOf(now())))),
  )

  const vesselParams = z.object({ vessel_id: vesselIdSchema })

  app.get(
    '/admin/vessels/:vessel_id/prices',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A vessel’s prices by tour type, with the defaults beside them',
        params: vesselParams,
        response: { 200: vesselPricesSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => vesselPriceList(app.db, request.params.vessel_id),
  )

  app.put(
    '/admin/vessels/:vessel_id/prices',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set or reset a vessel’s prices',
        description:
          'Whole Mariner Points per tour (per day for Multi-day); `null` returns a tour type to its default multiple. ' +
          'Quotes and bookings use the new price at once; bookings already made keep theirs.',
        params: vesselParams,
        body: vesselPricesRequestSchema,
        response: { 200: vesselPricesSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => setVesselPrices(tx, caller, request.params.vessel_id, request.body.prices))
    },
  )
}

export default fleetRoutes
