import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { damageReportSchema, serviceRequestSchema, vesselLogSchema } from '../../../common/dock/dock-api.ts'
import { vessels } from '../../../common/fleet.ts'
import { rowIdParamSchema } from '../../../common/row-id.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { bookingIdParamsSchema } from '../../../common/booking/booking-api.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBookingByKey } from '../bookings/booking-records.ts'
import { damagePhotos, damageReports } from './dock-tables.ts'
import { damageReportsWhere, vesselLog } from './vessel-log.ts'
import { recordService, resolveDamage } from './vessel-operations.ts'

export interface VesselLogRoutesOptions extends CallerClock {
  serviceIntervalHours: number
}

const vesselParams = z.object({
  vessel_id: z
    .string()
    .refine((key) => vessels.some((vessel) => vessel.key === key), 'is not one of the club’s vessels'),
})

/** Each vessel's log, its services and its damage (member-api §9). Staff only. */
const vesselLogRoutes: FastifyPluginAsyncZod<VesselLogRoutesOptions> = async (app, { now, serviceIntervalHours }) => {
  const tags = ['Dock']

  app.get(
    '/admin/vessels/:vessel_id/log',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A vessel’s log: engine hours, trips, damage and services',
        description:
          `Service falls due every ${serviceIntervalHours} engine hours; when it is due, \`suggested_block\` is the ` +
          'day of the next two weeks on which the vessel is free and the fleet least booked (or, with no free day, ' +
          'its least-booked free half-day), ready for `POST /admin/vessel-blocks` with `kind: "maintenance"`.',
        params: vesselParams,
        response: { 200: vesselLogSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => vesselLog(app.db, request.params.vessel_id, now(), serviceIntervalHours),
  )

  app.post(
    '/admin/vessels/:vessel_id/service',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Record a service',
        description: 'Hours since service count from this reading; engine hours only go forward (422 `engine_hours`).',
        params: vesselParams,
        body: serviceRequestSchema,
        response: { 201: vesselLogSchema, ...problemAnswers(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      await app.db.transaction((tx) => recordService(tx, caller, request.params.vessel_id, request.body))
      return reply.code(201).send(await vesselLog(app.db, request.params.vessel_id, caller.now, serviceIntervalHours))
    },
  )

  app.get(
    '/admin/bookings/:booking_id/damage',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The damage reported at a booking’s check-in',
        params: bookingIdParamsSchema,
        response: { 200: z.array(damageReportSchema), ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await findBookingByKey(app.db, request.params.booking_id)
      if (!booking) throw noSuchBooking()
      return damageReportsWhere(app.db, eq(damageReports.bookingId, booking.id))
    },
  )

  app.post(
    '/admin/damage/:damage_id/resolve',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark damage resolved',
        description: 'Once: 409 if it already is.',
        params: z.object({
          damage_id: rowIdParamSchema('a damage report number'),
        }),
        response: { 200: damageReportSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => resolveDamage(tx, caller, request.params.damage_id))
    },
  )

  app.get(
    '/admin/damage-photos/:photo_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A photo of damage reported at check-in',
        params: z.object({ photo_id: z.uuid({ error: 'must be a photo’s id' }) }),
        produces: ['image/webp'],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The photo' }),
          ...problemAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const [photo] = await app.db.select().from(damagePhotos).where(eq(damagePhotos.id, request.params.photo_id))
      if (!photo) throw new Problem(404, { detail: 'No such photo.' })
      const image = photo.image
      // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
      const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength)
      return reply.type(photo.contentType).header('cache-control', 'private, max-age=86400').send(bytes)
    },
  )
}

export default vesselLogRoutes
