import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingIdParamsSchema } from '../../../common/booking/booking-api.ts'
import { addClubDays, clubDateOf, clubInstant } from '../../../common/club-time.ts'
import { captainParamsSchema } from '../../../common/fleet-operations/fleet-api.ts'
import { rowIdParamSchema } from '../../../common/row-id.ts'
import {
  captainAccountRequestSchema,
  checkInRequestSchema,
  checkOutRequestSchema,
  crewOutingSchema,
  crewOutingsSchema,
  DAMAGE_PHOTO_MAX_BYTES,
  DAMAGE_PHOTO_SIDE,
  MAX_DAMAGE_PHOTOS,
} from '../../../common/dock/dock-api.ts'
import { isCaptain } from '../../../common/user-roles.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { readMultipartForm } from '../profile/multipart-body.ts'
import { preparePicture, type StoredPicture } from '../profile/picture-processing.ts'
import { giveCaptainAccount } from './captain-accounts.ts'
import { captainOfAccount } from './crew-access.ts'
import { overdueAlert } from './overdue-alerts.ts'
import { checkIn, checkOut, OVERDUE_WORK } from './outing-operations.ts'
import { crewOutings, type DockSettings } from './outing-records.ts'

export interface DockRoutesOptions extends CallerClock {
  settings: DockSettings
  publicUrl: string
  secret: string
}

const photoSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), 'must be a file')
  .meta({ type: 'string', format: 'binary', description: 'A PNG or JPEG photo under 10 MB.' })

const checkInBodySchema = checkInRequestSchema.extend({
  photos: z
    .array(photoSchema)
    .max(MAX_DAMAGE_PHOTOS, `Please send at most ${MAX_DAMAGE_PHOTOS} photos.`)
    .default([])
    .describe('Multipart only: up to 5 photos of the damage, in fields named `photos`.'),
})

const PHOTOS_TOO_MANY = `Please send at most ${MAX_DAMAGE_PHOTOS} photos.`
const photoRefusals = {
  FST_REQ_FILE_TOO_LARGE: { status: 413 as const, detail: 'Each photo must be under 10 MB.' },
  FST_FILES_LIMIT: { status: 413 as const, detail: PHOTOS_TOO_MANY },
}

/** The captains' sign-ins and the dock (member-api §9): crew outings, check-out and check-in. */
const dockRoutes: FastifyPluginAsyncZod<DockRoutesOptions> = async (app, { now, settings, publicUrl, secret }) => {
  const tags = ['Dock']
  const context = { settings, publicUrl }
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      fields: 20,
      fileSize: DAMAGE_PHOTO_MAX_BYTES,
      files: MAX_DAMAGE_PHOTOS,
      parts: 20 + MAX_DAMAGE_PHOTOS,
      headerPairs: 20,
    },
  })
  app.scheduledWork.handle(OVERDUE_WORK, overdueAlert({ staffAlertEmail: settings.staffAlertEmail, publicUrl }))

  app.post(
    '/admin/captains/:captain_id/account',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Give a captain a sign-in for the dock',
        description:
          'An account of type `captain` under `username`, with the captain’s e-mail address, and a one-time link by ' +
          'e-mail to choose a password (valid 7 days). A captain reaches only the dock’s calls. 409 when the captain ' +
          'already has one, has retired, or the username or e-mail address is taken (with `field`).',
        params: captainParamsSchema,
        body: captainAccountRequestSchema,
        response: {
          201: z.object({ username: z.string() }),
          ...problemAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const answer = await giveCaptainAccount(app.db, caller, request.params.captain_id, request.body.username, {
        publicUrl,
        secret,
      })
      app.emailOutbox.kick()
      return reply.code(201).send(answer)
    },
  )

  app.get(
    '/crew/outings',
    {
      config: { access: 'crew' },
      schema: {
        tags,
        summary: 'The outings of today and the next 7 days, for the dock',
        description:
          'A captain gets the outings they crew; staff get everyone’s, or one captain’s with `captain`. Each with its ' +
          'vessel, times, member and their emergency contact, guests, and where it stands (`upcoming`, `out`, ' +
          '`back`, `overdue`).',
        querystring: z.object({ captain: rowIdParamSchema('a captain number').optional() }),
        response: { 200: crewOutingsSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      let captainId = request.query.captain
      if (isCaptain(caller.account.userType)) {
        const own = await captainOfAccount(app.db, caller.account.id)
        if (own === undefined) throw new Problem(403, { detail: 'This sign-in is no longer on the captains’ roster.' })
        if (captainId !== undefined && captainId !== own) {
          throw new Problem(403, { detail: 'You can only see the outings you crew.' })
        }
        captainId = own
      }
      const today = clubDateOf(caller.now)
      const from = clubInstant(today, 0)
      const to = clubInstant(addClubDays(today, 8), 0)
      return crewOutings(app.db, { captainId, from, to }, caller.now, settings)
    },
  )

  app.post(
    '/admin/bookings/:booking_id/check-out',
    {
      config: { access: 'crew' },
      schema: {
        tags,
        summary: 'Check an outing out as it leaves the dock',
        description:
          `Staff or the outing’s captain (403 for another captain’s). Opens ${settings.checkOutOpensMinutes} minutes ` +
          'before the start (422 `check_out_not_open` before). `expected_return_at` defaults to the booking’s end and ' +
          'must be later than now (422 `expected_return`); engine hours only go forward (422 `engine_hours`); more ' +
          'guests than the vessel carries 422 `guests`. Twice: 409. Accepts `Idempotency-Key`. Sets the overdue ' +
          'alarm, files the float plan and is audited.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: checkOutRequestSchema,
        response: { 200: crewOutingSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 200,
          body: await checkOut(tx, caller, request.params.booking_id, request.body, context),
        }),
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.post(
    '/admin/bookings/:booking_id/check-in',
    {
      config: { access: 'crew' },
      preValidation: async (request) => {
        if (!request.isMultipart()) return
        await readMultipartForm(request, photoRefusals)
        const body = request.body as Record<string, unknown>
        const photos = body.photos
        body.photos = photos === undefined ? [] : Array.isArray(photos) ? photos : [photos]
        if (typeof body.damage === 'string') {
          try {
            body.damage = body.damage.trim() === '' ? [] : (JSON.parse(body.damage) as unknown)
          } catch {
            throw new Problem(400, { detail: 'damage: must be a JSON list such as [{"description":"…"}].' })
          }
        }
      },
      schema: {
        tags,
        summary: 'Check an outing in as it returns',
        description:
          'Staff or the outing’s captain. JSON, or multipart with the same fields (`damage` as a JSON string) and up ' +
          `to ${MAX_DAMAGE_PHOTOS} photos in fields named \`photos\`, each a PNG or JPEG under 10 MB judged by its ` +
          'content, kept at most 2048 pixels on a side (415 otherwise, 413 too large or too many). Engine hours only go forward (422 `engine_hours`). ' +
          'Not checked out, or twice: 409. Calls off the overdue alarm; damage is e-mailed to staff at once with links ' +
          'to its photos. Accepts `Idempotency-Key`.',
        consumes: ['application/json', 'multipart/form-data'],
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: checkInBodySchema,
        response: { 200: crewOutingSchema, ...problemAnswers(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const { photos, ...fields } = request.body
      // Checked and re-encoded before the transaction, which should not wait on image decoding.
      const prepared: StoredPicture[] = []
      for (const photo of photos) prepared.push(await preparePicture(photo, DAMAGE_PHOTO_SIDE))
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 200,
          body: await checkIn(tx, caller, request.params.booking_id, fields, prepared, context),
        }),
      })
      if (outcome.statusCode === 200 && !outcome.replayed) app.emailOutbox.kick()
      return sendOutcome(reply, outcome)
    },
  )
}

export default dockRoutes
