import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { calendarFeedAnswerSchema, calendarFileParamsSchema } from '../../../common/booking/booking-api.ts'
import { feedEntries, feedIdOf, feedToken, memberFeedId, rotateFeed } from './calendar-feed.ts'
import { feedCalendar } from './calendar-file.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface CalendarFeedRoutesOptions {
  publicUrl: string
  /** SESSION_SECRET: signs the feeds' addresses. */
  secret: string
  now: () => Date
}

/** Calendar apps poll a feed every few hours; this leaves room for many members behind one address, not for guessing. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 }

/** Each member's private calendar subscription (member-api §4; docs/decisions/0013-calendar-feed.md). */
const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (app, options) => {
  const tags = ['Bookings']
  const feedUrl = (feedId: string) =>
    `${options.publicUrl.replace(/^https?:/, 'webcal:')}/api/calendar/${feedToken(options.secret, feedId)}.ics`

  app.get(
    '/booking/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s private calendar feed',
        description: 'A `webcal://` address of every outing of the caller, made on the first ask. Keep it private.',
        response: { 200: calendarFeedAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => {
      return { url: feedUrl(await memberFeedId(app.db, request.member!.id)) }
    },
  )

  app.post(
    '/booking/calendar-feed/rotate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A new address for the caller’s calendar feed',
        description: 'The old address answers 404 at once; calendars subscribed to it need the new one.',
        response: { 200: calendarFeedAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => {
      return { url: feedUrl(await rotateFeed(app.db, request.member!.id)) }
    },
  )

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public', rateLimit: FEED_RATE_LIMIT },
      schema: {
        tags,
        summary: 'A member’s calendar feed, by its secret address',
        description:
          'Every outing of the member from 30 days back: those that stand published, cancelled or moved ones ' +
          'as CANCELLED. 404 for an unknown or revoked address, or a member no longer active.',
        params: calendarFileParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), ...problemAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const token = request.params.file.replace(/\.ics$/, '')
      const feedId = token === request.params.file ? undefined : feedIdOf(options.secret, token)
      const entries = feedId && (await feedEntries(app.db, feedId, options.now()))
      if (!entries) throw new Problem(404, { detail: 'No calendar here.' })
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="mariner-outings.ics"')
        .send(feedCalendar(entries, options.now()))
    },
  )
}

export default calendarFeedRoutes
