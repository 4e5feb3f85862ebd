import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  invoicePdfQuerySchema,
  invoiceRequestSchema,
  invoiceSchema,
  paymentRequestSchema,
  voidRequestSchema,
} from '../../../common/billing/billing-api.ts'
import { bookingIdParamsSchema } from '../../../common/booking/booking-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import { noSuchBooking } from '../bookings/booking-problem.ts'
import { findBookingByKey } from '../bookings/booking-records.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { issueInvoice, recordPayment, saveDraft, voidInvoice } from './invoice-operations.ts'
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf.ts'
import { printableInvoice } from './invoice-printing.ts'
import { bookingInvoice } from './invoice-records.ts'

/** The invoice tool (member-api §7): a booking's invoice, drafted, issued, voided and paid. Admin-only but the PDF. */
const invoiceRoutes: FastifyPluginAsyncZod<CallerClock> = async (app, { now }) => {
  const tags = ['Billing']

  app.get(
    '/invoices/:booking_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A booking’s invoice, or a new draft offered from its fees',
        description:
          'The invoice of the booking that is not void; without one, a draft that is not stored yet (`invoice_id: ' +
          'null`) whose lines are the booking fee and any crew labour. `voided` lists the earlier voided invoices.',
        params: bookingIdParamsSchema,
        response: { 200: invoiceSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await findBookingByKey(app.db, request.params.booking_id)
      if (!booking) throw noSuchBooking()
      return bookingInvoice(app.db, booking.id)
    },
  )

  app.put(
    '/invoices/:booking_id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Save a booking’s draft invoice',
        description: 'A line may be a negative discount; the total may not be below zero. An issued invoice is 409.',
        params: bookingIdParamsSchema,
        body: invoiceRequestSchema,
        response: { 200: invoiceSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => saveDraft(tx, caller, request.params.booking_id, request.body))
    },
  )

  app.post(
    '/invoices/:booking_id/issue',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Issue a booking’s invoice: its number, and the PDF e-mailed to the member',
        description:
          'Issues the saved draft, or the offered one when none is saved. Numbers run `INV-YYYY-NNNN` per year of ' +
          'issue at the club, consecutive with no gap however issues race. An invoice already issued is 409.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        response: { 200: invoiceSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({ statusCode: 200, body: await issueInvoice(tx, caller, request.params.booking_id) }),
      })
      if (outcome.statusCode === 200) app.emailOutbox.kick()
      return sendOutcome(reply, outcome)
    },
  )

  app.post(
    '/invoices/:booking_id/void',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Void a booking’s invoice; the booking may then be invoiced again',
        description:
          'The invoice keeps its number. Refused (409) when there is none, while an ACH batch is collecting it, or ' +
          'when payments stand against it.',
        params: bookingIdParamsSchema,
        body: voidRequestSchema,
        response: { 200: invoiceSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => voidInvoice(tx, caller, request.params.booking_id, request.body.reason))
    },
  )

  app.post(
    '/invoices/:booking_id/payments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Record a payment against a booking’s issued invoice',
        description:
          'Answers the invoice with the payment. It is `paid` once its payments reach the total; paying more than is ' +
          'owed is 422 `rule: "overpayment"`; a draft, a void invoice or one an ACH batch is collecting is 409.',
        headers: idempotencyHeaderSchema,
        params: bookingIdParamsSchema,
        body: paymentRequestSchema,
        response: { 201: invoiceSchema, ...problemAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const outcome = await runOnce(app.db, request, caller.account.id, {
        run: async (tx) => ({
          statusCode: 201,
          body: await recordPayment(tx, caller, request.params.booking_id, request.body),
        }),
      })
      return sendOutcome(reply, outcome)
    },
  )

  app.get(
    '/invoices/:booking_id/invoice.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A booking’s invoice as a PDF',
        description:
          'Staff get any invoice, a draft included; a member only their own, once issued (otherwise 404). ' +
          '`?invoice=ID` picks one invoice of the booking, such as an earlier voided one.',
        params: bookingIdParamsSchema,
        querystring: invoicePdfQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The invoice PDF' }),
          ...problemAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await printableInvoice(app.db, request.member!, request.params.booking_id, request.query.invoice)
      const pdf = await renderInvoicePdf(invoice)
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${invoicePdfFileName(invoice)}"`)
          .header('cache-control', 'private, no-store')
          // As the brochure: Chrome's PDF viewer inherits the page's policy, which would leave it blank.
          .removeHeader('content-security-policy')
          .send(pdf)
      )
    },
  )
}

export default invoiceRoutes
