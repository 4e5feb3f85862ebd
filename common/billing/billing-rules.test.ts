import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clubInstant } from '../club-time.ts'
import { invoiceRequestSchema, MAX_AMOUNT_CENTS } from './billing-api.ts'
import {
  type BalanceEvent,
  balanceChange,
  centsAsDollars,
  clubMonthSpan,
  clubYearOf,
  invoiceNumber,
  invoiceStatus,
  invoiceTotal,
  offeredLines,
  overpaymentProblem,
  paidCents,
  statementFigures,
} from './billing-rules.ts'

const amounts = fc.integer({ min: -MAX_AMOUNT_CENTS, max: MAX_AMOUNT_CENTS })
const lines = fc.array(
  amounts.map((amount_cents) => ({ particulars: 'Line', amount_cents })),
  { minLength: 1, maxLength: 50 },
)

describe('an invoice’s figures', () => {
  it('total the sum of the lines, and the schema takes exactly the lines whose total is not below zero', () => {
    fc.assert(
      fc.property(lines, (drawn) => {
        const total = invoiceTotal(drawn)
        expect(total).toBe(drawn.reduce((sum, line) => sum + line.amount_cents, 0))
        expect(Number.isSafeInteger(total)).toBe(true)
        expect(invoiceRequestSchema.safeParse({ lines: drawn }).success).toBe(total >= 0)
      }),
    )
  })

  it('never count more paid than the total, whatever payments are tried and returned', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: MAX_AMOUNT_CENTS }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: MAX_AMOUNT_CENTS }), returned: fc.boolean() })),
        (total, attempts) => {
          const taken: { amount_cents: number; returned_code: string | null }[] = []
          for (const attempt of attempts) {
            if (overpaymentProblem(total, paidCents(taken), attempt.amount) !== null) continue
            taken.push({ amount_cents: attempt.amount, returned_code: null })
            if (attempt.returned) taken[taken.length - 1]!.returned_code = 'R01'
            expect(paidCents(taken)).toBeLessThanOrEqual(total)
          }
          const paid = paidCents(taken)
          expect(paid).toBeLessThanOrEqual(total)
          expect(invoiceStatus({ issued: true, voided: false, totalCents: total, paidCents: paid })).toBe(
            paid === total ? 'paid' : 'issued',
          )
        },
      ),
    )
  })

  it('say draft, issued, paid or void', () => {
    expect(invoiceStatus({ issued: false, voided: false, totalCents: 8500, paidCents: 0 })).toBe('draft')
    expect(invoiceStatus({ issued: true, voided: false, totalCents: 8500, paidCents: 0 })).toBe('issued')
    expect(invoiceStatus({ issued: true, voided: false, totalCents: 8500, paidCents: 8500 })).toBe('paid')
    expect(invoiceStatus({ issued: true, voided: false, totalCents: 0, paidCents: 0 })).toBe('paid')
    expect(invoiceStatus({ issued: true, voided: true, totalCents: 8500, paidCents: 0 })).toBe('void')
    expect(overpaymentProblem(8500, 8500, 1)).toBe('This invoice is already paid in full.')
    expect(overpaymentProblem(8500, 0, 8501)).toBe('This payment is more than what is still owed.')
    expect(overpaymentProblem(8500, 0, 8500)).toBeNull()
  })

  it('start from the booking fee and the crew’s nights aboard', () => {
    expect(offeredLines({ bookingFeeCents: 8500, laborSurchargeCents: 0 })).toEqual([
      { particulars: 'Booking fee', amount_cents: 8500 },
    ])
    expect(offeredLines({ bookingFeeCents: 8500, laborSurchargeCents: 70_000 })).toEqual([
      { particulars: 'Booking fee', amount_cents: 8500 },
      { particulars: 'Crew labour, 2 nights aboard', amount_cents: 70_000 },
    ])
    expect(offeredLines({ bookingFeeCents: 8500, laborSurchargeCents: 35_000 })[1]?.particulars).toBe(
      'Crew labour, 1 night aboard',
    )
  })

  it('are numbered by the year of issue at the club', () => {
    expect(invoiceNumber(2026, 1)).toBe('INV-2026-0001')
    expect(invoiceNumber(2026, 12_345)).toBe('INV-2026-12345')
    expect(clubYearOf(new Date('2027-01-01T03:30:00Z'))).toBe(2026)
    expect(clubYearOf(new Date('2027-01-01T05:30:00Z'))).toBe(2027)
  })

  it('write dollars for the accountant', () => {
    expect(centsAsDollars(8500)).toBe('85.00')
    expect(centsAsDollars(-1250)).toBe('-12.50')
    expect(centsAsDollars(7)).toBe('0.07')
    fc.assert(
      fc.property(amounts, (cents) => {
        expect(Math.round(Number(centsAsDollars(cents)) * 100)).toBe(cents)
      }),
    )
  })
})

const months = fc
  .record({ year: fc.integer({ min: 2001, max: 2098 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`)

const events = fc.array(
  fc.record({
    kind: fc.constantFrom<BalanceEvent['kind']>('invoice', 'void', 'payment', 'return'),
    at: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
    amountCents: fc.nat({ max: MAX_AMOUNT_CENTS }),
  }),
  { maxLength: 60 },
)

describe('a statement', () => {
  it('closes at the opening plus the invoices less the payments of the month, for any history', () => {
    fc.assert(
      fc.property(events, months, (history, month) => {
        const { openingCents, during, closingCents } = statementFigures(history, month)
        const invoiced = during
          .filter((event) => event.kind === 'invoice' || event.kind === 'void')
          .reduce((sum, event) => sum + balanceChange(event), 0)
        const paid = during
          .filter((event) => event.kind === 'payment' || event.kind === 'return')
          .reduce((sum, event) => sum - balanceChange(event), 0)
        expect(closingCents).toBe(openingCents + invoiced - paid)
        const { start, end } = clubMonthSpan(month)
        expect(during.every((event) => event.at >= start && event.at < end)).toBe(true)
      }),
    )
  })

  it('opens each month where the month before closed', () => {
    fc.assert(
      fc.property(events, months, (history, month) => {
        const [year, number] = month.split('-').map(Number) as [number, number]
        const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
        expect(statementFigures(history, next).openingCents).toBe(statementFigures(history, month).closingCents)
      }),
    )
  })

  it('counts a month from midnight to midnight at the club', () => {
    expect(clubMonthSpan('2026-11')).toEqual({
      start: clubInstant('2026-11-01', 0),
      end: clubInstant('2026-12-01', 0),
    })
    expect(clubMonthSpan('2026-12').end).toEqual(clubInstant('2027-01-01', 0))
  })
})
