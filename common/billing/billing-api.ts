import { tourTypes } from '../booking/tours.ts'
import { clubDateSchema } from '../club-date-schema.ts'
import { answer, text } from '../text.ts'
import { rowIdParamSchema, rowIdSchema } from '../row-id.ts'
import { z } from '../zod.ts'

/**
 * Billing the club's fees (member-api §7): what the invoice tool, the payments and ACH screens send, checked with these
 * schemas on the form and on the server, and the shapes the server answers. Money is integer cents throughout.
 */

/** The largest amount one line, payment or invoice may carry: $1,000,000.00. */
export const MAX_AMOUNT_CENTS = 100_000_000
export const MAX_INVOICE_LINES = 50
export const PARTICULARS_MAX_LENGTH = 200

export const invoiceStatuses = ['draft', 'issued', 'paid', 'void'] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

export const paymentMethods = ['ach', 'card', 'check', 'cash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** The NACHA return reason codes a returned debit may carry, R01 to R85 (NACHA Operating Rules, Appendix Four). */
export const ACH_RETURN_CODE_PATTERN = /^R(0[1-9]|[1-7]\d|8[0-5])$/

const cents = (what: string) =>
  z
    .number({ error: `${what} must be a whole number of cents` })
    .int({ error: `${what} must be a whole number of cents` })
    .min(-MAX_AMOUNT_CENTS, { error: `${what} must be at least −$1,000,000.00` })
    .max(MAX_AMOUNT_CENTS, { error: `${what} must be at most $1,000,000.00` })

export const invoiceLineRequestSchema = z.object({
  particulars: text(PARTICULARS_MAX_LENGTH).min(1, 'Please describe the line.'),
  amount_cents: cents('The amount'),
})
export type InvoiceLineRequest = z.input<typeof invoiceLineRequestSchema>

/** A draft's lines: a line may be a negative discount, the total may not be below zero. */
export const invoiceRequestSchema = z.object({
  lines: z
    .array(invoiceLineRequestSchema)
    .min(1, 'An invoice needs at least one line.')
    .max(MAX_INVOICE_LINES, `An invoice has at most ${MAX_INVOICE_LINES} lines.`)
    .refine((lines) => lines.reduce((total, line) => total + line.amount_cents, 0) >= 0, {
      message: 'The total may not be below $0.00.',
    }),
})
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>

export const voidRequestSchema = z.object({
  reason: text(300).min(1, 'Please give a reason for voiding the invoice.'),
})

export const paymentRequestSchema = z.object({
  amount_cents: cents('The amount').min(1, { error: 'The amount must be more than $0.00' }),
  method: z.enum(paymentMethods, { error: `must be one of: ${paymentMethods.join(', ')}` }),
  reference: text(100).default(''),
})
export type PaymentRequest = z.input<typeof paymentRequestSchema>

/** A statement's month, `2026-11`. */
export const statementQuerySchema = z.object({
  month: text(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM'),
  member: text(20)
    .regex(/^(\d{1,9}|MYC-\d{1,9})$/i, 'must be a member id (7) or member number (MYC-00007)')
    .optional(),
})

export const achBatchRequestSchema = z.object({
  invoice_ids: z
    .array(rowIdSchema('an invoice id'))
    .min(1, 'Please choose at least one invoice.')
    .max(1000, 'A batch holds at most 1,000 invoices.'),
  effective_date: clubDateSchema,
})
export type AchBatchRequest = z.input<typeof achBatchRequestSchema>

export const achReturnRequestSchema = z.object({
  invoice_id: rowIdSchema('an invoice id'),
  code: text(3)
    .transform((code) => code.toUpperCase())
    .refine((code) => ACH_RETURN_CODE_PATTERN.test(code), 'must be a NACHA return code, R01 to R85'),
})

export const billingExportQuerySchema = z.object({ from: clubDateSchema, to: clubDateSchema })

const memberRef = z.object({ id: z.number(), member_id: z.string(), name: z.string() })

export const invoiceLineSchema = answer(
  z.object({
    id: z.number().nullable(),
    particulars: z.string(),
    amount_cents: z.number(),
  }),
)

export const paymentSchema = answer(
  z.object({
    payment_id: z.number(),
    invoice_id: z.number(),
    amount_cents: z.number(),
    method: z.enum(paymentMethods),
    reference: z.string(),
    received_at: z.string(),
    /** Set when an ACH debit came back: the R-code, and the payment no longer counts. */
    returned_code: z.string().nullable(),
  }),
)
export type Payment = z.infer<typeof paymentSchema>

export const invoiceSchema = answer(
  z.object({
    /** `null` for a draft the server offers but has not stored yet. */
    invoice_id: z.number().nullable(),
    booking_id: z.string(),
    reference: z.string(),
    /** `INV-2026-0001` once issued; `null` for a draft. */
    number: z.string().nullable(),
    member: memberRef,
    item: z.string(),
    tour_type: z.enum(tourTypes),
    start_at: z.string(),
    end_at: z.string(),
    lines: z.array(invoiceLineSchema),
    total_cents: z.number(),
    paid_cents: z.number(),
    status: z.enum(invoiceStatuses),
    issued_at: z.string().nullable(),
    void_reason: z.string().nullable(),
    payments: z.array(paymentSchema),
    /** Earlier invoices of this booking that were voided, newest first. */
    voided: z.array(z.object({ invoice_id: z.number(), number: z.string().nullable(), void_reason: z.string() })),
  }),
)
export type Invoice = z.infer<typeof invoiceSchema>

export const memberInvoicesSchema = answer(z.array(invoiceSchema))

export const statementSchema = answer(
  z.object({
    month: z.string(),
    member: memberRef,
    opening_balance_cents: z.number(),
    invoices: z.array(
      z.object({ invoice_id: z.number(), number: z.string(), issued_at: z.string(), total_cents: z.number() }),
    ),
    payments: z.array(
      z.object({
        payment_id: z.number(),
        number: z.string(),
        received_at: z.string(),
        amount_cents: z.number(),
        method: z.enum(paymentMethods),
      }),
    ),
    /**
     * Invoices issued in an earlier or this month and voided in this one: each takes its total off the balance here,
     * so a statement already sent keeps its figures.
     */
    voided: z.array(
      z.object({ invoice_id: z.number(), number: z.string(), voided_at: z.string(), total_cents: z.number() }),
    ),
    /** ACH debits that came back this month: each puts its amount back on the balance, with its R-code. */
    returned: z.array(
      z.object({
        payment_id: z.number(),
        number: z.string(),
        returned_at: z.string(),
        amount_cents: z.number(),
        code: z.string(),
      }),
    ),
    closing_balance_cents: z.number(),
  }),
)
export type Statement = z.infer<typeof statementSchema>

/** An issued invoice not yet paid, for the ACH screen's choice. */
export const openInvoicesSchema = answer(
  z.array(
    z.object({
      invoice_id: z.number(),
      number: z.string(),
      booking_id: z.string(),
      member: memberRef,
      total_cents: z.number(),
      paid_cents: z.number(),
      issued_at: z.string(),
      has_bank_details: z.boolean(),
    }),
  ),
)

export const achBatchSchema = answer(
  z.object({
    batch_id: z.number(),
    effective_date: z.string(),
    created_at: z.string(),
    status: z.enum(['open', 'settled']),
    entries: z.number(),
    total_cents: z.number(),
    invoices: z.array(
      z.object({
        invoice_id: z.number(),
        number: z.string(),
        member: memberRef,
        amount_cents: z.number(),
        returned_code: z.string().nullable(),
      }),
    ),
    skipped: z.array(z.object({ invoice_id: z.number(), reason: z.string() })),
  }),
)
export type AchBatch = z.infer<typeof achBatchSchema>

export const achBatchesSchema = answer(z.array(achBatchSchema))

/** The back office's list of invoices (`GET /admin/invoices?status=`): a draft has no number yet. */
export const adminInvoicesSchema = answer(
  z.array(
    openInvoicesSchema.element.extend({
      number: z.string().nullable(),
      reference: z.string(),
      status: z.enum(invoiceStatuses),
      issued_at: z.string().nullable(),
    }),
  ),
)

/** `GET /invoices/{booking_id}/invoice.pdf?invoice=ID`: one invoice of the booking, such as an earlier voided one. */
export const invoicePdfQuerySchema = z.object({
  invoice: rowIdParamSchema('an invoice id').optional(),
})

/** An ACH batch as a path names it. */
export const achBatchParamsSchema = z.object({
  batch_id: rowIdParamSchema('a batch number'),
})

export const invoiceListQuerySchema = z.object({
  status: z.enum(invoiceStatuses, { error: `must be one of: ${invoiceStatuses.join(', ')}` }).optional(),
})
