import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { isAbaRoutingNumber } from '../../../common/new-member.ts'
import { capturingLogger } from '../../test/capturing-logger.ts'
import { buildTestApp, testConfig } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { saveBankDetails } from '../member-records/bank-accounts.ts'
import { keyring } from '../member-records/bank-secrets.ts'
import { issued, outing, type TestApp } from '../../test/test-billing.ts'

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const CHECKING = { routing: '011000015', account: '98765432101234' }
const SAVINGS = { routing: '021000021', account: '55501234567' }

/** An independent reader of a NACHA file: its records by type, each checked to be 94 characters. */
function readNacha(file: string) {
  const lines = file.split(/\r?\n/).filter((line) => line !== '')
  const digits = (line: string, from: number, to: number) => Number(line.slice(from - 1, to))
  return {
    lines,
    header: lines.filter((line) => line.startsWith('1')),
    batchHeaders: lines.filter((line) => line.startsWith('5')),
    entries: lines
      .filter((line) => line.startsWith('6'))
      .map((line) => ({
        transactionCode: line.slice(1, 3),
        routing: line.slice(3, 12),
        account: line.slice(12, 29).trim(),
        amountCents: digits(line, 30, 39),
        identification: line.slice(39, 54).trim(),
        name: line.slice(54, 76).trim(),
        trace: line.slice(79, 94),
      })),
    batchControls: lines
      .filter((line) => line.startsWith('8'))
      .map((line) => ({
        serviceClass: line.slice(1, 4),
        entryCount: digits(line, 5, 10),
        entryHash: line.slice(10, 20),
        totalDebitCents: digits(line, 21, 32),
        totalCreditCents: digits(line, 33, 44),
      })),
    fileControls: lines
      .filter((line) => line.startsWith('9') && !/^9+$/.test(line))
      .map((line) => ({
        batchCount: digits(line, 2, 7),
        blockCount: digits(line, 8, 13),
        entryCount: digits(line, 14, 21),
        entryHash: line.slice(21, 31),
        totalDebitCents: digits(line, 32, 43),
        totalCreditCents: digits(line, 44, 55),
      })),
  }
}

describe('collections by ACH', () => {
  let app: TestApp
  let admin: SignedIn
  let withChecking: SignedIn
  let withSavings: SignedIn
  let withoutBank: SignedIn
  const logs = capturingLogger()
  /** Every answer the test reads, but the NACHA files themselves. */
  const answers: string[] = []
  const send = async (...args: Parameters<typeof call>) => {
    const answer = await call(...args)
    if (!String(answer.headers['content-disposition'] ?? '').includes('ach-')) answers.push(answer.body)
    return answer
  }
  const invoiceOf: Record<string, { invoice_id: number; number: string; total_cents: number }> = {}
  let bookingOf: Record<string, string> = {}

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, logger: logs.logger })
    admin = await signedIn(app, { userType: 'admin' })
    withChecking = await signedIn(app, { tier: 'Diamond', points: 100_000 })
    withSavings = await signedIn(app, { tier: 'Diamond', points: 100_000 })
    withoutBank = await signedIn(app, { tier: 'Diamond', points: 100_000 })
    const ring = keyring(testConfig().encryptionKey)
    const bank = { depositoryName: 'Gulf Bank', branch: '', city: 'Sarasota', state: 'FL', zipCode: '34236' }
    await saveBankDetails(app.db, ring, withChecking.id, {
      ...bank,
      nameOnAccount: 'Zoë Ångström',
      accountType: 'Checking',
      routingNumber: CHECKING.routing,
      accountNumber: CHECKING.account,
    })
    await saveBankDetails(app.db, ring, withSavings.id, {
      ...bank,
      nameOnAccount: '',
      accountType: 'Savings',
      routingNumber: SAVINGS.routing,
      accountNumber: SAVINGS.account,
    })
    const bookings = {
      checking: await outing(app, withChecking, 'peace', 'Overnight', '2026-12-14'),
      savings: await outing(app, withSavings, 'rallypoint', 'Full Day', '2026-12-14'),
      noBank: await outing(app, withoutBank, 'peace', 'Full Day', '2026-12-17'),
      draft: await outing(app, withChecking, 'rallypoint', 'Full Day', '2026-12-18'),
      paid: await outing(app, withSavings, 'peace', 'Full Day', '2026-12-19'),
    }
    bookingOf = Object.fromEntries(Object.entries(bookings).map(([key, booking]) => [key, booking.id]))
    for (const key of ['checking', 'savings', 'noBank', 'paid'])
      invoiceOf[key] = await issued(app, admin, bookingOf[key]!)
    await send(app, admin, 'POST', `/api/invoices/${bookingOf.paid}/payments`, {
      amount_cents: 8500,
      method: 'cash',
      reference: '',
    })
    const draft = await send(app, admin, 'PUT', `/api/invoices/${bookingOf.draft}`, {
      lines: [{ particulars: 'Booking fee', amount_cents: 8500 }],
    })
    invoiceOf.draft = draft.json()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/ach-batches'],
      ['POST', '/api/admin/ach-batches'],
      ['GET', '/api/admin/ach-batches/1/file'],
      ['POST', '/api/admin/ach-batches/1/settle'],
      ['POST', '/api/admin/ach-batches/1/returns'],
    ] as const) {
      const body = method === 'GET' ? undefined : {}
      expect((await send(app, undefined, method, url, body)).statusCode, url).toBe(401)
      expect((await send(app, withChecking, method, url, body)).statusCode, url).toBe(403)
    }
  })

  it('refuses malformed batches, past dates and batches with nothing to collect', async () => {
    for (const wrong of [
      { invoice_ids: [], effective_date: '2026-12-14' },
      { invoice_ids: [1], effective_date: '2026-02-30' },
      { invoice_ids: ['1'], effective_date: '2026-12-14' },
      { invoice_ids: [1] },
      { invoice_ids: [99_999_999_999], effective_date: '2026-12-14' },
    ]) {
      expect((await send(app, admin, 'POST', '/api/admin/ach-batches', wrong)).statusCode, JSON.stringify(wrong)).toBe(
        400,
      )
    }
    const past = await send(app, admin, 'POST', '/api/admin/ach-batches', {
      invoice_ids: [invoiceOf.checking!.invoice_id],
      effective_date: '2026-12-06',
    })
    expect(past.statusCode).toBe(422)
    expect(past.json().rule).toBe('effective_date')
    const nothing = await send(app, admin, 'POST', '/api/admin/ach-batches', {
      invoice_ids: [invoiceOf.noBank!.invoice_id],
      effective_date: '2026-12-14',
    })
    expect(nothing.statusCode).toBe(422)
    expect(nothing.json()).toMatchObject({
      rule: 'no_entries',
      skipped: [{ invoice_id: invoiceOf.noBank!.invoice_id, reason: 'The member has no bank details on file.' }],
    })
    expect((await send(app, admin, 'GET', '/api/admin/ach-batches')).json()).toEqual([])
  })

  it('debits the open invoices of members with bank details, and lists the rest as skipped', async () => {
    const created = await send(app, admin, 'POST', '/api/admin/ach-batches', {
      invoice_ids: [
        invoiceOf.checking!.invoice_id,
        invoiceOf.savings!.invoice_id,
        invoiceOf.noBank!.invoice_id,
        invoiceOf.draft!.invoice_id,
        invoiceOf.paid!.invoice_id,
        999_999,
        invoiceOf.checking!.invoice_id,
      ],
      effective_date: '2026-12-14',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      batch_id: 1,
      effective_date: '2026-12-14',
      status: 'open',
      entries: 2,
      total_cents: 43_500 + 8500,
      invoices: [
        { invoice_id: invoiceOf.checking!.invoice_id, amount_cents: 43_500, returned_code: null },
        { invoice_id: invoiceOf.savings!.invoice_id, amount_cents: 8500, returned_code: null },
      ],
    })
    expect(created.json().skipped).toEqual(
      expect.arrayContaining([
        { invoice_id: invoiceOf.noBank!.invoice_id, reason: 'The member has no bank details on file.' },
        { invoice_id: invoiceOf.draft!.invoice_id, reason: 'The invoice is still a draft.' },
        { invoice_id: invoiceOf.paid!.invoice_id, reason: 'The invoice is already paid.' },
        { invoice_id: 999_999, reason: 'No such invoice.' },
      ]),
    )
    const again = await send(app, admin, 'POST', '/api/admin/ach-batches', {
      invoice_ids: [invoiceOf.checking!.invoice_id, invoiceOf.noBank!.invoice_id],
      effective_date: '2026-12-15',
    })
    expect(again.json().skipped).toContainEqual({
      invoice_id: invoiceOf.checking!.invoice_id,
      reason: 'The invoice is already in ACH batch 1.',
    })
    const owed = await send(app, admin, 'GET', '/api/admin/invoices')
    expect(
      owed
        .json()
        .map((row: { invoice_id: number; has_bank_details: boolean }) => [row.invoice_id, row.has_bank_details]),
    ).toEqual(
      expect.arrayContaining([
        [invoiceOf.checking!.invoice_id, true],
        [invoiceOf.noBank!.invoice_id, false],
      ]),
    )
    const paying = await send(app, admin, 'POST', `/api/invoices/${bookingOf.checking}/payments`, {
      amount_cents: 100,
      method: 'check',
      reference: '',
    })
    expect(paying.statusCode).toBe(409)
    expect(
      (await send(app, admin, 'POST', `/api/invoices/${bookingOf.checking}/void`, { reason: 'x' })).statusCode,
    ).toBe(409)
  })

  it('writes a NACHA file that an independent reader finds whole: lengths, counts, totals, hash, check digits', async () => {
    const download = await send(app, admin, 'GET', '/api/admin/ach-batches/1/file')
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('text/plain; charset=us-ascii')
    expect(download.headers['content-disposition']).toBe('attachment; filename="ach-1.txt"')
    expect(download.headers['cache-control']).toBe('no-store')
    const file = readNacha(download.body)
    expect(file.lines.every((line) => line.length === 94)).toBe(true)
    expect(file.lines.length % 10).toBe(0)
    expect(file.header).toHaveLength(1)
    expect(file.header[0]!.slice(0, 3)).toBe('101')
    expect(file.batchHeaders).toHaveLength(1)
    const batchHeader = file.batchHeaders[0]!
    expect(batchHeader.slice(1, 4)).toBe('225')
    expect(batchHeader.slice(50, 53)).toBe('PPD')
    expect(batchHeader.slice(69, 75)).toBe('261214')

    expect(file.entries).toEqual([
      {
        transactionCode: '27',
        routing: CHECKING.routing,
        account: CHECKING.account,
        amountCents: 43_500,
        identification: invoiceOf.checking!.number,
        name: 'ZOE ANGSTROM',
        trace: expect.stringMatching(/^\d{15}$/),
      },
      {
        transactionCode: '37',
        routing: SAVINGS.routing,
        account: SAVINGS.account,
        amountCents: 8500,
        identification: invoiceOf.savings!.number,
        name: expect.stringMatching(/^PAT SAILOR/),
        trace: expect.stringMatching(/^\d{15}$/),
      },
    ])
    expect(file.entries.every((entry) => isAbaRoutingNumber(entry.routing))).toBe(true)
    const hash = String(
      file.entries.reduce((sum, entry) => sum + Number(entry.routing.slice(0, 8)), 0) % 10_000_000_000,
    ).padStart(10, '0')
    const total = file.entries.reduce((sum, entry) => sum + entry.amountCents, 0)
    expect(file.batchControls).toEqual([
      { serviceClass: '225', entryCount: 2, entryHash: hash, totalDebitCents: total, totalCreditCents: 0 },
    ])
    expect(file.fileControls).toEqual([
      {
        batchCount: 1,
        blockCount: file.lines.length / 10,
        entryCount: 2,
        entryHash: hash,
        totalDebitCents: total,
        totalCreditCents: 0,
      },
    ])
    expect((await send(app, admin, 'GET', '/api/admin/ach-batches/99/file')).statusCode).toBe(404)
    expect((await send(app, admin, 'GET', '/api/admin/ach-batches/abc/file')).statusCode).toBe(400)
    expect((await send(app, admin, 'GET', '/api/admin/ach-batches/99999999999/file')).statusCode).toBe(400)
  })

  it('settles once, recording each debit as an ACH payment', async () => {
    const settled = await send(app, admin, 'POST', '/api/admin/ach-batches/1/settle')
    expect(settled.statusCode).toBe(200)
    expect(settled.json().status).toBe('settled')
    expect((await send(app, admin, 'POST', '/api/admin/ach-batches/1/settle')).statusCode).toBe(409)
    expect((await send(app, admin, 'POST', '/api/admin/ach-batches/99/settle')).statusCode).toBe(404)
    const invoice = (await send(app, admin, 'GET', `/api/invoices/${bookingOf.checking}`)).json()
    expect(invoice).toMatchObject({
      status: 'paid',
      paid_cents: 43_500,
      payments: [{ method: 'ach', amount_cents: 43_500, reference: 'ACH batch 1', returned_code: null }],
    })
  })

  it('takes a returned debit off: the payment stops counting, the invoice reopens, the code is noted', async () => {
    const url = '/api/admin/ach-batches/1/returns'
    const tooLarge = await send(app, admin, 'POST', url, { invoice_id: 99_999_999_999, code: 'R01' })
    expect(tooLarge.statusCode).toBe(400)
    for (const code of ['X01', 'R00', 'R86', 'R1', '']) {
      const refused = await send(app, admin, 'POST', url, { invoice_id: invoiceOf.checking!.invoice_id, code })
      expect(refused.statusCode, code).toBe(400)
    }
    expect(
      (await send(app, admin, 'POST', url, { invoice_id: invoiceOf.noBank!.invoice_id, code: 'R01' })).statusCode,
    ).toBe(404)
    clock.set(clubInstant('2027-01-05', 10))
    const returned = await send(app, admin, 'POST', url, { invoice_id: invoiceOf.checking!.invoice_id, code: 'r01' })
    expect(returned.statusCode).toBe(200)
    expect(returned.json().invoices[0]).toMatchObject({ returned_code: 'R01' })
    expect(
      (await send(app, admin, 'POST', url, { invoice_id: invoiceOf.checking!.invoice_id, code: 'R02' })).statusCode,
    ).toBe(409)
    const invoice = (await send(app, admin, 'GET', `/api/invoices/${bookingOf.checking}`)).json()
    expect(invoice).toMatchObject({ status: 'issued', paid_cents: 0, payments: [{ returned_code: 'R01' }] })

    const december = (await send(app, withChecking, 'GET', '/api/billing/statement?month=2026-12')).json()
    expect(december).toMatchObject({
      opening_balance_cents: 0,
      invoices: [{ total_cents: 43_500 }],
      payments: [{ method: 'ach', amount_cents: 43_500 }],
      returned: [],
      closing_balance_cents: 0,
    })
    const january = (await send(app, withChecking, 'GET', '/api/billing/statement?month=2027-01')).json()
    expect(january).toMatchObject({
      opening_balance_cents: 0,
      returned: [{ amount_cents: 43_500, code: 'R01', number: invoiceOf.checking!.number }],
      closing_balance_cents: 43_500,
    })

    const retry = await send(app, admin, 'POST', '/api/admin/ach-batches', {
      invoice_ids: [invoiceOf.checking!.invoice_id],
      effective_date: '2027-01-08',
    })
    expect(retry.statusCode).toBe(201)
    expect(
      (await send(app, admin, 'GET', '/api/admin/ach-batches'))
        .json()
        .map((batch: { batch_id: number }) => batch.batch_id),
    ).toEqual([retry.json().batch_id, 1])
  })

  it('never lets an account number out: no table but the sealed one, no log line, no answer but the file', async () => {
    const columns = await app.db.execute<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'jsonb', 'character varying')`)
    const rows = ('rows' in columns ? columns.rows : columns) as Array<{ table_name: string; column_name: string }>
    expect(rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['ach_batches', 'payments', 'audit_log']))
    for (const { table_name, column_name } of rows) {
      for (const secret of [CHECKING.account, SAVINGS.account]) {
        const found = await app.db.execute(
          sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${secret}%`}`,
        )
        expect('rows' in found ? found.rows : found, `${table_name}.${column_name}`).toHaveLength(0)
      }
    }
    expect(logs.lines.length).toBeGreaterThan(10)
    const logged = JSON.stringify(logs.lines)
    const answered = answers.join('\n')
    expect(answers.length).toBeGreaterThan(20)
    for (const secret of [CHECKING.account, SAVINGS.account]) {
      expect(logged).not.toContain(secret)
      expect(answered).not.toContain(secret)
    }
  })
})
