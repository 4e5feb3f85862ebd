import {
  type PaymentMethod,
  paymentMethods,
  type PaymentRequest,
  paymentRequestSchema,
} from '../../../../common/billing/billing-api.ts'
import { text } from '../../../../common/text.ts'
import { z } from '../../../../common/zod.ts'
import { dollarFormResolver, typedDollars } from './dollar-form.ts'

export const methodLabels: Record<PaymentMethod, string> = { ach: 'ACH', card: 'Card', check: 'Check', cash: 'Cash' }

/** Record payment's fields: the amount as typed, in dollars, the method and the cheque's or transfer's reference. */
export interface PaymentFields {
  amount: string
  method: PaymentMethod | ''
  reference: string
}

export const emptyPayment: PaymentFields = { amount: '', method: '', reference: '' }

const paymentFormSchema = z
  .object({
    amount: typedDollars.pipe(paymentRequestSchema.shape.amount_cents),
    method: z.enum(paymentMethods, { error: 'Please choose how it was paid.' }),
    reference: text(100),
  })
  .transform(({ amount, ...rest }): PaymentRequest => ({ ...rest, amount_cents: amount }))
  .pipe(paymentRequestSchema)

export const paymentResolver = dollarFormResolver<PaymentFields, PaymentRequest>(paymentFormSchema)
