import fc from 'fast-check'
import type { FieldErrors, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { dollarInput } from '../../../../common/billing/dollar-input.ts'
import { expenseFields, type ExpenseFields, expenseResolver } from './expense-form.ts'
import { type PaymentFields, paymentResolver } from './payment-form.ts'

const options = <Fields extends ExpenseFields | PaymentFields>(names: string[]) =>
  ({ fields: {}, names, shouldUseNativeValidation: false }) as unknown as ResolverOptions<Fields>

const resolveExpenses = async (fields: ExpenseFields) =>
  expenseResolver(fields, undefined, options<ExpenseFields>(fields.lines.flatMap((_, i) => [`lines.${i}.amount`])))

const messageAt = (errors: FieldErrors, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors)

describe('the expense table’s form', () => {
  it('sends each row’s typed dollars as integer cents', async () => {
    const resolved = await resolveExpenses({
      lines: [
        { particulars: 'Booking fee', amount: '85.00' },
        { particulars: 'Crew labour, 1 night', amount: '$350' },
        { particulars: 'Loyalty discount', amount: '-10.5' },
      ],
    })
    expect(resolved.errors).toEqual({})
    expect(resolved.values).toEqual({
      lines: [
        { particulars: 'Booking fee', amount_cents: 8500 },
        { particulars: 'Crew labour, 1 night', amount_cents: 35000 },
        { particulars: 'Loyalty discount', amount_cents: -1050 },
      ],
    })
  })

  it('names the row and field a problem is in, and refuses a total below zero as the server does', async () => {
    const typo = await resolveExpenses({
      lines: [
        { particulars: '', amount: '85.00' },
        { particulars: 'Fuel', amount: '12.345' },
      ],
    })
    expect(messageAt(typo.errors, 'lines.0.particulars.message')).toBe('Please describe the line.')
    expect(messageAt(typo.errors, 'lines.1.amount.message')).toMatch(/dollars and cents/)
    const tooMuch = await resolveExpenses({ lines: [{ particulars: 'Yacht', amount: '1000000.01' }] })
    expect(messageAt(tooMuch.errors, 'lines.0.amount.message')).toMatch(/at most \$1,000,000\.00/)
    const below = await resolveExpenses({
      lines: [
        { particulars: 'Booking fee', amount: '85' },
        { particulars: 'Discount', amount: '-85.01' },
      ],
    })
    expect(messageAt(below.errors, 'lines.root.message')).toBe('The total may not be below $0.00.')
  })

  it('starts from the invoice’s rows and sends them back unchanged, for any amounts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        async (cents) => {
          const lines = cents.map((amount_cents, index) => ({
            id: index,
            particulars: `Line ${index + 1}`,
            amount_cents,
          }))
          const fields = expenseFields(lines)
          expect(fields.lines.map((line) => line.amount)).toEqual(cents.map(dollarInput))
          const resolved = await resolveExpenses(fields)
          expect(resolved.values).toEqual({
            lines: lines.map(({ particulars, amount_cents }) => ({ particulars, amount_cents })),
          })
        },
      ),
    )
  })

  it('offers one empty row for an invoice with none', () => {
    expect(expenseFields([])).toEqual({ lines: [{ particulars: '', amount: '' }] })
  })
})

describe('Record payment’s form', () => {
  const resolvePayment = (fields: PaymentFields) =>
    paymentResolver(fields, undefined, options<PaymentFields>(['amount', 'method', 'reference']))

  it('sends the amount in cents with the method and reference', async () => {
    expect((await resolvePayment({ amount: '120.50', method: 'check', reference: 'No. 1042' })).values).toEqual({
      amount_cents: 12050,
      method: 'check',
      reference: 'No. 1042',
    })
  })

  it('asks for a method and an amount above nothing', async () => {
    const { errors } = await resolvePayment({ amount: '0', method: '', reference: '' })
    expect(messageAt(errors, 'amount.message')).toBe('The amount must be more than $0.00')
    expect(messageAt(errors, 'method.message')).toBe('Please choose how it was paid.')
  })
})
