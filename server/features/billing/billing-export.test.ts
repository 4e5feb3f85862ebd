import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { call, testClock } from '../../test/test-bookings.ts'
import { members } from '../accounts/members-table.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { saveBankDetails } from '../member-records/bank-accounts.ts'
import { keyring } from '../member-records/bank-secrets.ts'
import { testConfig } from '../../test/test-app.ts'
import { billingApp, issued, outing } from '../../test/test-billing.ts'

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))
const ACCOUNT = '44332211009988'

describe('the accountant’s CSV', () => {
  const kit = billingApp(clock)
  let early: { id: string; reference: string }
  let late: { id: string; reference: string }
  beforeAll(async () => {
    await kit.app.db.update(members).set({ firstName: '=HYPERLINK("x")' }).where(eq(members.id, kit.member.id))
    await saveBankDetails(kit.app.db, keyring(testConfig().encryptionKey), kit.member.id, {
      depositoryName: 'Gulf Bank',
      branch: '',
      city: '',
      state: '',
      zipCode: '',
      nameOnAccount: '',
      accountType: 'Checking',
      routingNumber: '011000015',
      accountNumber: ACCOUNT,
    })
    early = await outing(kit.app, kit.member, 'peace', 'Full Day', '2026-12-14')
    late = await outing(kit.app, kit.member, 'rallypoint', 'Overnight', '2026-12-15')
    await issued(kit.app, kit.admin, early.id)
    clock.set(clubInstant('2026-12-08', 23, 30))
    await call(kit.app, kit.admin, 'POST', `/api/invoices/${early.id}/payments`, {
      amount_cents: 5000,
      method: 'check',
      reference: '=1+1',
    })
    await call(kit.app, kit.admin, 'POST', `/api/invoices/${early.id}/payments`, {
      amount_cents: 1250,
      method: 'cash',
      reference: '-150',
    })
    clock.set(clubInstant('2026-12-10', 9))
    await issued(kit.app, kit.admin, late.id)
  })

  it('is for admins only, over a real range of days', async () => {
    const url = '/api/admin/billing/export.csv?from=2026-12-01&to=2026-12-31'
    expect((await call(kit.app, undefined, 'GET', url)).statusCode).toBe(401)
    expect((await call(kit.app, kit.member, 'GET', url)).statusCode).toBe(403)
    for (const query of ['', '?from=2026-12-01', '?from=2026-12-01&to=2026-13-01', '?from=2026-12-31&to=2026-12-01']) {
      const refused = await call(kit.app, kit.admin, 'GET', `/api/admin/billing/export.csv${query}`)
      expect(refused.statusCode, query).toBe(400)
    }
  })

  it('lists the invoices issued and the payments received in the range, amounts in dollars, formulas neutralised', async () => {
    const answer = await call(kit.app, kit.admin, 'GET', '/api/admin/billing/export.csv?from=2026-12-07&to=2026-12-08')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="billing-2026-12-07-to-2026-12-08.csv"')
    expect(answer.body).toMatch(/\r\n$/)
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[]
    const name = `'=HYPERLINK("x") ${(await kit.app.db.select().from(members).where(eq(members.id, kit.member.id)))[0]!.lastName}`
    expect(rows).toEqual([
      {
        record: 'invoice',
        date: '2026-12-07',
        invoice_number: 'INV-2026-0001',
        member_number: `MYC-${String(kit.member.id).padStart(5, '0')}`,
        member_name: name,
        booking_reference: early.reference,
        tour_type: 'Full Day',
        amount: '85.00',
        method: '',
        reference: '',
        status: 'issued',
        void_reason: '',
        returned_code: '',
      },
      expect.objectContaining({
        record: 'payment',
        date: '2026-12-08',
        amount: '50.00',
        method: 'check',
        reference: "'=1+1",
      }),
      expect.objectContaining({
        record: 'payment',
        date: '2026-12-08',
        amount: '12.50',
        method: 'cash',
        reference: '-150',
      }),
    ])
    expect(answer.body).not.toContain(ACCOUNT)
    expect(answer.body).not.toContain('011000015')

    const december = parse(
      (await call(kit.app, kit.admin, 'GET', '/api/admin/billing/export.csv?from=2026-12-01&to=2026-12-31')).body,
      { columns: true },
    ) as Record<string, string>[]
    expect(december.map((row) => [row.record, row.invoice_number, row.amount])).toEqual([
      ['invoice', 'INV-2026-0001', '85.00'],
      ['payment', 'INV-2026-0001', '50.00'],
      ['payment', 'INV-2026-0001', '12.50'],
      ['invoice', 'INV-2026-0002', '435.00'],
    ])
    const exports = await kit.app.db.select().from(auditLog).where(eq(auditLog.action, 'data.export'))
    expect(exports.at(-1)?.details).toEqual({ dataset: 'billing', from: '2026-12-01', to: '2026-12-31', rows: 4 })
  })
})
