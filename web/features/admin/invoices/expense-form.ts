import {
  type InvoiceRequest,
  invoiceLineRequestSchema,
  invoiceRequestSchema,
  type Invoice,
} from '../../../../common/billing/billing-api.ts'
import { dollarInput } from '../../../../common/billing/dollar-input.ts'
import { z } from '../../../../common/zod.ts'
import { dollarFormResolver, typedDollars } from './dollar-form.ts'

/** The expense table's fields: each line's particulars and its amount as typed, in dollars. */
export interface ExpenseFields {
  lines: Array<{ particulars: string; amount: string }>
}

export const emptyLine = { particulars: '', amount: '' }

export function expenseFields(lines: Invoice['lines']): ExpenseFields {
  if (lines.length === 0) return { lines: [emptyLine] }
  return { lines: lines.map(({ particulars, amount_cents }) => ({ particulars, amount: dollarInput(amount_cents) })) }
}

const expenseFormSchema = z
  .object({
    lines: z.array(
      z.object({
        particulars: invoiceLineRequestSchema.shape.particulars,
        amount: typedDollars.pipe(invoiceLineRequestSchema.shape.amount_cents),
      }),
    ),
  })
  .transform(({ lines }) => ({
    lines: lines.map(({ particulars, amount }) => ({ particulars, amount_cents: amount })),
  }))
  .pipe(invoiceRequestSchema)

export const expenseResolver = dollarFormResolver<ExpenseFields, InvoiceRequest>(expenseFormSchema)
