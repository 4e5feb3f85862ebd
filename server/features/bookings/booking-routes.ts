import { and, eq, gt, lte, or, ne } from 'drizzle-orm'
import { type Caller, callerOf } from '../../caller.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  availabilityAnswerSchema,
  availabilityQuerySchema,
  bookingAnswerSchema,
  bookingIdParamsSchema,
  bookingListAnswerSchema,
  bookingListQuerySchema,
  bookingRecordAnswerSchema,
  bookingRequestSchema,
  cancelAnswerSchema,
  quoteRequestSchema,
  cancelRequestSchema,
  guestsAnswerSchema,
  guestsRequestSchema,
  quoteAnswerSchema,
  rebookAnswerSchema,
  tourRequestSchema,
  vesselAnswerSchema,
} from '../../../common/booking/booking-api.ts'
import type { TourRequest } from '../../../common/booking/booking-api.ts'
import { beyondEveryBookingWindow } from '../../../common/booking/booking-rules.ts'
import { planTour, tourTypes, tourUnitPrice } from '../../../common/booking/tours.ts'
import { slotKey } from '../../../common/booking/slots.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import { memberActedOn } from '../accounts/member-lookup.ts'
import { availability } from './availability.ts'
import { bookingRecord, bookingSummary, bookingViews, findBookingByKey } from './booking-records.ts'
import {
  bookTour,
  type BookingSettings,
  cancelBooking,
  changeGuests,
  rebookBooking,
  slotTakenBeforeBooking,
} from './booking-operations.ts'
import { SlotTurns } from './slot-turns.ts'
import { noSuchBooking, slotTakenAs } from './booking-problem.ts'
import { bookings, vessels } from './booking-tables.ts'
import { bookingCalendar } from './calendar-file.ts'
import { forgetOldAnswers, idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { assessTour, quoteAnswer } from './tour-assessment.ts'
import { itemName, locationsOf, pricedVessels, syncVessels } from './vessel-catalogue.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { alertOver } from '../../../common/weather/weather-rules.ts'
import { currentAlerts, noticeOf } from '../weather/weather-records.ts'

export interface BookingRoutesOptions extends Pick<BookingSettings, 'cutoffMinutes'> {
  now: () => Date
}

const ACT_FOR_ANOTHER = 'Only club administrators can act for another member.'

/** The slots a booking of `tour` takes, by vessel, or undefined when the tour cannot be planned (the booking says why). */
function slotsOf(tour: TourRequest): string[] | undefined {
  try {
    return planTour(tour.tour_type, tour.date, tour.days).slots.map((slot) => `${tour.vessel_id}|${slotKey(slot)}`)
  } catch {
    return undefined
  }
}

/** The booking engine's calls for members (member-api §1–§2); the ledgers are in points/ledger-routes.ts. */
const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, options) => {
  await syncVessels(app.db)
  runPeriodically(app, 60 * 60 * 1000, 'forget day-old idempotent answers', () => forgetOldAnswers(app.db))
  const settings: BookingSettings = {
    cutoffMinutes: options.cutoffMinutes,
    publish: (db, memberId, event) => app.memberEvents.publish(db, memberId, event),
  }
  const tags = ['Bookings']
  const slotTurns = new SlotTurns()

  app.get(
    '/booking/vessels',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The fleet, with each tour’s price in Mariner Points',
        response: { 200: vesselAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async () =>
      (await pricedVessels(app.db)).map((vessel) => ({
        vessel_id: vessel.key,
        name: vessel.name,
        length_feet: vessel.lengthFeet,
        guests: vessel.guests,
        locations: locationsOf(vessel.key),
        prices: Object.fromEntries(
          tourTypes.map((type) => [type, tourUnitPrice(type, vessel.basePoints, vessel.overrides[type])]),
        ),
      })),
  )

  app.get(
    '/booking/availability',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Each slot’s state, as the caller sees it',
        description:
          'free, taken, yours, or closed (past, inside the cut-off, beyond the caller’s booking window, or refused by ' +
          'another of the caller’s rules); a closed slot’s `reason` and each day’s `tours` say the rule, as a booking ' +
          'would meet it.',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityAnswerSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await memberActedOn(app.db, request.member!, request.query.username, ACT_FOR_ANOTHER)
      return availability(app.db, {
        from: request.query.from,
        days: request.query.days,
        vesselKey: request.query.vessel_id,
        member,
        now: options.now(),
        cutoffMinutes: options.cutoffMinutes,
      })
    },
  )

  app.post(
    '/booking/quote',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Price a tour and list the rules that would refuse it',
        description:
          'Nothing is held or written. `allowed` answers the member’s rules (an admin may name the member with ' +
          '`username`, and set the overridable rules aside with `override_rules`); the availability shows the slots.',
        body: quoteRequestSchema,
        response: { 200: quoteAnswerSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tooFar = beyondEveryBookingWindow(request.body.date, options.now())
      if (tooFar) throw new Problem(400, { detail: tooFar })
      const { username, override_rules: overrideRules, ...tour } = request.body
      const member = await memberActedOn(app.db, request.member!, username, ACT_FOR_ANOTHER)
      const assessment = await assessTour(app.db, member, tour, {
        now: options.now(),
        cutoffMinutes: options.cutoffMinutes,
        overrideRules: overrideRules === true && isAdmin(request.member!.userType),
      })
      return quoteAnswer(tour, assessment)
    },
  )

  app.post(
    '/booking/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Book a tour',
        description:
          'Charges the points and takes the slots in one transaction. 409 when any slot is taken; 422 with `rule` ' +
          'when a rule refuses. An admin may add `username` to book for a member, and `override_rules` to set the ' +
          'tier rules aside (never points or timing); a member sending `override_rules: true` gets 403. Send an ' +
          '`Idempotency-Key` to make retries safe.',
        headers: idempotencyHeaderSchema,
        body: bookingRequestSchema,
        response: { 201: bookingAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, options.now)
      if (request.body.override_rules === true && !isAdmin(caller.account.userType)) {
        throw new Problem(403, { detail: 'Only staff can set the booking rules aside.' })
      }
      const tooFar = beyondEveryBookingWindow(request.body.date, caller.now)
      if (tooFar) throw new Problem(400, { detail: tooFar })
      const { username, ...tour } = request.body
      const member = await memberActedOn(
        app.db,
        request.member!,
        username,
        'Only club administrators can book for another member.',
      )
      // The vessel's name, read with the member's facts, for a slot the database refuses (none is, unless by a race).
      let item = tour.vessel_id
      const book = () =>
        runOnce(app.db, request, caller.account.id, {
          run: async (tx) => ({
            statusCode: 201,
            body: await bookTour(tx, settings, caller, member.id, tour, (name) => (item = name)),
          }),
          problemFor: (error) => slotTakenAs(item)(error),
        })
      // Without an Idempotency-Key (whose answers are kept), bookings of one slot on this instance take turns, and a
      // request that waited learns from one read whether the slot went meanwhile.
      const slots = request.headers['idempotency-key'] === undefined ? slotsOf(tour) : undefined
      const outcome = slots
        ? await slotTurns.take(slots, book, async () => {
            const taken = await slotTakenBeforeBooking(app.db, settings, caller, member, tour)
            return taken && { statusCode: taken.statusCode, body: taken.body }
          })
        : await book()
      if (outcome.statusCode === 201 && tour.override_rules && !outcome.replayed) {
        request.log.info(
          { memberId: member.id, actorId: caller.account.id },
          'Booked with the member’s rules set aside',
        )
      }
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/booking/bookings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s bookings, latest start first',
        description:
          'upcoming: booked and not yet started; past: everything else. `weather` is the marine alert over a booked ' +
          'outing not yet over (the member may cancel it without losing points), else null.',
        querystring: bookingListQuerySchema,
        response: { 200: bookingListAnswerSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const now = options.now()
      const mine = eq(bookings.memberId, request.member!.id)
      const upcoming = and(eq(bookings.status, 'booked'), gt(bookings.startAt, now))
      const past = or(ne(bookings.status, 'booked'), lte(bookings.startAt, now))
      const views = await bookingViews(app.db, and(mine, request.query.when === 'upcoming' ? upcoming : past))
      const alerts = await currentAlerts(app.db, now)
      return views.map((view) => ({
        ...bookingSummary(view, now),
        weather: view.booking.status === 'booked' ? noticeOf(alertOver(alerts, view.booking, now)) : null,
      }))
    },
  )

  app.get(
    '/booking/bookings/:booking_id/calendar.ics',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A booking as a calendar file',
        params: bookingIdParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBooking(request.params.booking_id, request.member!)
      if (!booking) throw noSuchBooking()
      const [vessel] = await app.db.select().from(vessels).where(eq(vessels.key, booking.vesselKey))
      if (!vessel) throw noSuchBooking()
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="booking-${booking.reference}.ics"`)
        .header('cache-control', 'private, no-cache')
        .send(bookingCalendar({ booking, vessel }, options.now()))
    },
  )

  /**
   * A booking the caller may see, named by its id or its reference: their own, or any for an admin. Anything else,
   * someone else's booking included, finds nothing.
   */
  async function findOwnBooking(key: string, member: Caller['account']) {
    const booking = await findBookingByKey(app.db, key)
    return booking && (booking.memberId === member.id || isAdmin(member.userType)) ? booking : undefined
  }

  app.get(
    '/booking/bookings/:booking_id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One booking in full',
        description:
          'By its `booking_id` or its reference (`B-7K3Q9`): the caller’s own booking, or any for an admin; a ' +
          'cancelled one with its refund, a rebooked one with the booking it moved to.',
        params: bookingIdParamsSchema,
        response: { 200: bookingRecordAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(request.params.booking_id, request.member!)
      const record = booking && (await bookingRecord(app.db, booking, options.now()))
      if (!record) throw noSuchBooking()
      return record
    },
  )

  app.put(
    '/booking/bookings/:booking_id/guests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Change who is aboard an outing',
        description:
          'The member’s own booking (or any, for an admin) until the outing starts: 1 to the vessel’s guests, and up ' +
          'to that many names. More than the vessel carries answers 422 with `rule: "guests"`.',
        params: bookingIdParamsSchema,
        body: guestsRequestSchema,
        response: { 200: guestsAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const found = await findBookingByKey(app.db, request.params.booking_id)
      if (!found) throw noSuchBooking()
      const caller = callerOf(request, options.now)
      return app.db.transaction((tx) => changeGuests(tx, caller, found, request.body))
    },
  )

  app.post(
    '/booking/bookings/:booking_id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Cancel a booking',
        description:
          'More than 48 hours before the start, every point comes back; later, none unless an admin sends ' +
          '`waive: true`. Cancelling twice answers 409.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: cancelRequestSchema,
        response: { 200: cancelAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const found = await findBookingByKey(app.db, request.params.booking_id)
      if (!found) throw noSuchBooking()
      const caller = callerOf(request, options.now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 200,
          body: await cancelBooking(tx, settings, caller, found, request.body?.waive === true),
        }),
        problemFor: slotTakenAs('The vessel'),
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.post(
    '/booking/bookings/:booking_id/rebook',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Move a booking to another tour, date or vessel',
        description:
          'Up to 48 hours before the old start (later, admins only). The old booking becomes `rebooked`, its slots ' +
          'free up and the new ones are taken in the same transaction; one `rebook` ledger row settles the difference.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: tourRequestSchema,
        response: { 201: rebookAnswerSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const found = await findBookingByKey(app.db, request.params.booking_id)
      if (!found) throw noSuchBooking()
      const caller = callerOf(request, options.now)
      const tooFar = beyondEveryBookingWindow(request.body.date, caller.now)
      if (tooFar) throw new Problem(400, { detail: tooFar })
      const [vessel] = await app.db.select().from(vessels).where(eq(vessels.key, request.body.vessel_id))
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 201,
          body: await rebookBooking(tx, settings, caller, found, request.body),
        }),
        problemFor: slotTakenAs(vessel ? itemName(vessel) : request.body.vessel_id),
      })
      return sendOutcome(reply, outcome)
    },
  )
}

export default bookingRoutes
