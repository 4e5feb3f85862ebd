import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bookingIdParamsSchema } from '../../../common/booking/booking-api.ts'
import { floatPlanSchema } from '../../../common/dock/dock-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import { outingBooking } from './crew-access.ts'
import { floatPlanOf } from './float-plan.ts'
import { renderFloatPlanPdf } from './float-plan-pdf.ts'

/** The float plan filed at check-out (member-api §9), for staff and the outing's captain. */
const floatPlanRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
  const tags = ['Dock']
  const description =
    'Staff or the outing’s captain (403 for another captain’s); 404 before the outing checks out. After the sections ' +
    'of the US Coast Guard float plan: operator with licence, vessel, persons aboard, trip, emergency contact, marina.'

  app.get(
    '/admin/bookings/:booking_id/float-plan',
    {
      config: { access: 'crew' },
      schema: {
        tags,
        summary: 'An outing’s float plan',
        description,
        params: bookingIdParamsSchema,
        response: { 200: floatPlanSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await outingBooking(app.db, callerOf(request, now), request.params.booking_id)
      return floatPlanOf(app.db, booking)
    },
  )

  app.get(
    '/admin/bookings/:booking_id/float-plan.pdf',
    {
      config: { access: 'crew' },
      schema: {
        tags,
        summary: 'An outing’s float plan as a one-page PDF',
        description,
        params: bookingIdParamsSchema,
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The float plan PDF' }),
          ...problemAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const booking = await outingBooking(app.db, callerOf(request, now), request.params.booking_id)
      const pdf = await renderFloatPlanPdf(await floatPlanOf(app.db, booking))
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="float-plan-${booking.reference}.pdf"`)
          .header('cache-control', 'private, no-store')
          // As the brochure: Chrome's PDF viewer inherits the page's policy, which would leave it blank.
          .removeHeader('content-security-policy')
          .send(pdf)
      )
    },
  )
}

export default floatPlanRoutes
