import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  rebookingPriorityAnswerSchema,
  weatherAnswerSchema,
  weatherCancellationAnswerSchema,
  weatherCancellationRequestSchema,
} from '../../../common/weather/weather-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import type { BookingSettings } from '../bookings/booking-operations.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { rebookingPriorityOf } from './rebooking-priority.ts'
import { cancelForWeather } from './weather-operations.ts'
import { schedulePoll, WEATHER_POLL_WORK, weatherPoll } from './weather-poll.ts'
import { weatherView } from './weather-records.ts'
import { refreshAlerts, type WeatherSettings } from './weather-source.ts'

export interface WeatherRoutesOptions extends CallerClock {
  weather: WeatherSettings
  cutoffMinutes: number
}

/**
 * Weather-aware cancellation (member-api §8, decision 23): the marine alerts read every 15 minutes by scheduled work,
 * staff's view of the outings under them and their no-fault cancellation, and a member's rebooking priority.
 */
const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = async (app, { now, weather, cutoffMinutes }) => {
  const tags = ['Weather']
  const settings: BookingSettings = {
    cutoffMinutes,
    publish: (db, memberId, event) => app.memberEvents.publish(db, memberId, event),
  }
  app.scheduledWork.handle(WEATHER_POLL_WORK, weatherPoll(weather, app.log))
  // Every instance asks for this period's poll; the key makes it one row, and each poll schedules the next.
  if (weather.alertsUrl) await schedulePoll(app.db, now())

  app.get(
    '/admin/weather',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The marine alerts in force and the outings under them',
        description:
          'The counted alerts of the last successful read that are not over, and each booked outing not yet over ' +
          'that overlaps one (with the earliest such alert), with how the source stands.',
        response: { 200: weatherAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async () => weatherView(app.db, now(), weather.alertsUrl !== undefined),
  )

  app.post(
    '/admin/weather/refresh',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Read the weather source now',
        description:
          'Answers as GET /admin/weather after the read. 503 when WEATHER_ALERTS_URL is not set; 502 when the ' +
          'source is down or answers nonsense (the alerts last read stay).',
        response: { 200: weatherAnswerSchema, ...problemAnswers(401, 403, 502, 503) },
      },
    },
    async () => {
      const { alertsUrl } = weather
      if (!alertsUrl) {
        throw new Problem(503, { detail: 'The weather source is not set up (WEATHER_ALERTS_URL).' })
      }
      const at = now()
      const outcome = await app.db.transaction((tx) => refreshAlerts(tx, { ...weather, alertsUrl }, app.log, at))
      if (!outcome.ok) {
        throw new Problem(502, {
          detail: `The National Weather Service could not be read (${outcome.problem}); the alerts last read stay.`,
        })
      }
      return weatherView(app.db, at, true)
    },
  )

  app.post(
    '/admin/weather/cancellations',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Cancel outings for weather, no fault of the members',
        description:
          'Each booking (by id or reference) gets an outcome: `cancelled` (every point back, its allowance restored, ' +
          'an e-mail, `booking_cancelled`, and a rebooking priority for 7 days), or why it was left as it is ' +
          '(`already_cancelled`, `rebooked`, `started`, `not_found`). Two staff cancelling the same outing at once ' +
          'refund it once. Send an `Idempotency-Key` to make retries safe.',
        headers: idempotencyHeaderSchema,
        body: weatherCancellationRequestSchema,
        response: { 200: weatherCancellationAnswerSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({ statusCode: 200, body: await cancelForWeather(tx, settings, caller, request.body) }),
      })
      app.emailOutbox.kick()
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/booking/rebooking-priority',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s rebooking priority after an outing cancelled for weather',
        description:
          'After the club cancels a member’s outing for weather, for 7 days (`priority_until`) they may make ONE ' +
          'booking up to 30 days past their tier’s booking window (`books_until`), and they come first on the ' +
          'waitlist. `used` once a booking has spent it; `active` while it stands. A member with none gets nulls.',
        response: { 200: rebookingPriorityAnswerSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => rebookingPriorityOf(app.db, request.member!, now()),
  )
}

export default weatherRoutes
