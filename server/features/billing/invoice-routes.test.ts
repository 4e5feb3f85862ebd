import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { call, testClock } from '../../test/test-bookings.ts'
import { openSocket } from '../../test/websocket-client.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { billingApp, issued, outing, pdfText, waitFor } from '../../test/test-billing.ts'

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

const money = { amount_cents: 8500, method: 'check', reference: 'Check 1042' }

describe('the invoice tool', () => {
  const kit = billingApp(clock)
  let fullDay: { id: string; reference: string }
  let overnight: { id: string; reference: string }
  let othersOuting: { id: string; reference: string }
  beforeAll(async () => {
    fullDay = await outing(kit.app, kit.member, 'peace', 'Full Day', '2026-12-14')
    overnight = await outing(kit.app, kit.member, 'rallypoint', 'Overnight', '2026-12-15')
    othersOuting = await outing(kit.app, kit.other, 'peace', 'Full Day', '2026-12-16')
  })

  it('is for admins only, and the member’s calls need a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/invoices/B-AAAAA'],
      ['PUT', '/api/invoices/B-AAAAA'],
      ['POST', '/api/invoices/B-AAAAA/issue'],
      ['POST', '/api/invoices/B-AAAAA/void'],
      ['POST', '/api/invoices/B-AAAAA/payments'],
      ['GET', '/api/admin/invoices'],
    ] as const) {
      const body = method === 'GET' ? undefined : {}
      expect((await call(kit.app, undefined, method, url, body)).statusCode, url).toBe(401)
      expect((await call(kit.app, kit.member, method, url, body)).statusCode, url).toBe(403)
    }
    for (const url of [
      '/api/invoices/B-AAAAA/invoice.pdf',
      '/api/billing/invoices',
      '/api/billing/statement?month=2026-12',
    ]) {
      expect((await call(kit.app, undefined, 'GET', url)).statusCode, url).toBe(401)
    }
  })

  it('offers a draft from the booking’s fees, found by id or reference, without storing it', async () => {
    const offered = await call(kit.app, kit.admin, 'GET', `/api/invoices/${overnight.reference.toLowerCase()}`)
    expect(offered.statusCode).toBe(200)
    expect(offered.json()).toMatchObject({
      invoice_id: null,
      booking_id: overnight.id,
      reference: overnight.reference,
      number: null,
      member: { id: kit.member.id, name: expect.stringMatching(/^Pat Sailor/) },
      tour_type: 'Overnight',
      lines: [
        { id: null, particulars: 'Booking fee', amount_cents: 8500 },
        { id: null, particulars: 'Crew labour, 1 night aboard', amount_cents: 35_000 },
      ],
      total_cents: 43_500,
      paid_cents: 0,
      status: 'draft',
      issued_at: null,
      payments: [],
      voided: [],
    })
    expect((await call(kit.app, kit.admin, 'GET', `/api/invoices/${fullDay.id}`)).json().lines).toEqual([
      { id: null, particulars: 'Booking fee', amount_cents: 8500 },
    ])
    expect((await call(kit.app, kit.admin, 'GET', '/api/invoices/B-AAAAA')).statusCode).toBe(404)
    expect((await call(kit.app, kit.admin, 'GET', '/api/admin/invoices?status=draft')).json()).toEqual([])
  })

  it('refuses a draft that is not well formed, and writes nothing', async () => {
    const url = `/api/invoices/${fullDay.id}`
    for (const wrong of [
      { lines: [] },
      { lines: [{ particulars: 'Discount', amount_cents: -100 }] },
      { lines: [{ particulars: '', amount_cents: 100 }] },
      { lines: [{ particulars: 'x'.repeat(201), amount_cents: 100 }] },
      { lines: [{ particulars: 'Fuel', amount_cents: 10.5 }] },
      { lines: [{ particulars: 'Fuel', amount_cents: '100' }] },
      { lines: [{ particulars: 'Fuel\u0000', amount_cents: 100 }] },
      { lines: Array.from({ length: 51 }, () => ({ particulars: 'Fuel', amount_cents: 1 })) },
    ]) {
      const refused = await call(kit.app, kit.admin, 'PUT', url, wrong)
      expect(refused.statusCode, JSON.stringify(wrong).slice(0, 80)).toBe(400)
      expect(refused.json().detail).toEqual(expect.any(String))
    }
    expect((await call(kit.app, kit.admin, 'PUT', '/api/invoices/B-AAAAA', { lines: [money] })).statusCode).toBe(400)
    expect(
      (
        await call(kit.app, kit.admin, 'PUT', '/api/invoices/B-AAAAA', {
          lines: [{ particulars: 'Fee', amount_cents: 1 }],
        })
      ).statusCode,
    ).toBe(404)
    expect((await call(kit.app, kit.admin, 'GET', url)).json().invoice_id).toBeNull()
  })

  it('saves a draft with discounts, issues it with the year’s first number and e-mails the PDF once', async () => {
    const url = `/api/invoices/${fullDay.reference}`
    const lines = [
      { particulars: 'Booking fee', amount_cents: 8500 },
      { particulars: 'Champagne on arrival', amount_cents: 12_000 },
      { particulars: 'Loyalty discount', amount_cents: -2500 },
    ]
    const saved = await call(kit.app, kit.admin, 'PUT', url, { lines })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ status: 'draft', number: null, total_cents: 18_000 })
    expect(saved.json().lines.map((line: { id: number }) => typeof line.id)).toEqual(['number', 'number', 'number'])
    const resaved = await call(kit.app, kit.admin, 'PUT', url, { lines: lines.slice(0, 2) })
    expect(resaved.json()).toMatchObject({ invoice_id: saved.json().invoice_id, total_cents: 20_500 })
    expect((await call(kit.app, kit.admin, 'GET', '/api/admin/invoices?status=draft')).json()).toMatchObject([
      { invoice_id: saved.json().invoice_id, number: null, status: 'draft', reference: fullDay.reference },
    ])

    const issue = await call(kit.app, kit.admin, 'POST', `${url}/issue`)
    expect(issue.statusCode).toBe(200)
    expect(issue.json()).toMatchObject({
      invoice_id: saved.json().invoice_id,
      number: 'INV-2026-0001',
      status: 'issued',
      total_cents: 20_500,
      issued_at: '2026-12-07T09:00:00-05:00',
    })
    const twice = await call(kit.app, kit.admin, 'POST', `${url}/issue`)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().detail).toMatch(/INV-2026-0001/)
    expect((await call(kit.app, kit.admin, 'PUT', url, { lines })).statusCode).toBe(409)

    await waitFor(() => kit.smtp.received.length >= 1)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(kit.smtp.received).toHaveLength(1)
    const mail = kit.smtp.received[0]!
    expect(mail.envelopeTo).toEqual([`${kit.member.username}@example.com`])
    expect(mail.raw).toMatch(/Subject: Your invoice INV-2026-0001 from Mariner Yacht Club/)
    const attachment =
      /Content-Type: application\/pdf; name=INV-2026-0001\.pdf\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail.raw,
      )
    expect(attachment, 'the PDF attachment').not.toBeNull()
    const pdf = Buffer.from(attachment![1]!.replace(/\s/g, ''), 'base64')
    const { text, pageCount } = await pdfText(pdf)
    expect(pageCount).toBe(1)
    for (const expected of [
      'Mariner Yacht Club',
      'INV-2026-0001',
      fullDay.reference,
      'Champagne on arrival',
      '$205.00',
    ]) {
      expect(text).toContain(expected)
    }

    const audit = await kit.app.db.select().from(auditLog).where(eq(auditLog.targetMemberId, kit.member.id))
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['invoice.save', 'invoice.save', 'invoice.issue']),
    )
  })

  it('takes payments up to the total and no more, on issued invoices only', async () => {
    const url = `/api/invoices/${fullDay.id}/payments`
    for (const wrong of [
      { ...money, amount_cents: 0 },
      { ...money, amount_cents: -5 },
      { ...money, method: 'bitcoin' },
      { ...money, amount_cents: 1.5 },
    ]) {
      expect((await call(kit.app, kit.admin, 'POST', url, wrong)).statusCode, JSON.stringify(wrong)).toBe(400)
    }
    const over = await call(kit.app, kit.admin, 'POST', url, { ...money, amount_cents: 20_501 })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toEqual({ rule: 'overpayment', detail: 'This payment is more than what is still owed.' })

    const part = await call(kit.app, kit.admin, 'POST', url, money)
    expect(part.statusCode).toBe(201)
    expect(part.json()).toMatchObject({ status: 'issued', paid_cents: 8500 })
    expect(part.json().payments).toMatchObject([
      { amount_cents: 8500, method: 'check', reference: 'Check 1042', returned_code: null },
    ])
    const rest = await call(kit.app, kit.admin, 'POST', url, { amount_cents: 12_000, method: 'card', reference: '' })
    expect(rest.json()).toMatchObject({ status: 'paid', paid_cents: 20_500 })
    const more = await call(kit.app, kit.admin, 'POST', url, { ...money, amount_cents: 1 })
    expect(more.json()).toMatchObject({ rule: 'overpayment', detail: 'This invoice is already paid in full.' })

    const voidPaid = await call(kit.app, kit.admin, 'POST', `/api/invoices/${fullDay.id}/void`, { reason: 'Mistake' })
    expect(voidPaid.statusCode).toBe(409)

    await call(kit.app, kit.admin, 'PUT', `/api/invoices/${overnight.id}`, {
      lines: [money].map(() => ({ particulars: 'Fee', amount_cents: 100 })),
    })
    const onDraft = await call(kit.app, kit.admin, 'POST', `/api/invoices/${overnight.id}/payments`, money)
    expect(onDraft.statusCode).toBe(409)
    const uninvoiced = await call(kit.app, kit.admin, 'POST', `/api/invoices/${othersOuting.id}/payments`, money)
    expect(uninvoiced.statusCode).toBe(409)
  })

  it('voids an invoice keeping its number, and the booking is invoiced again with the next one', async () => {
    const url = `/api/invoices/${overnight.id}`
    expect((await call(kit.app, kit.admin, 'POST', `${url}/void`, { reason: '' })).statusCode).toBe(400)
    expect(
      (await call(kit.app, kit.admin, 'POST', `/api/invoices/${othersOuting.id}/void`, { reason: 'x' })).statusCode,
    ).toBe(409)
    await call(kit.app, kit.admin, 'PUT', url, {
      lines: [
        { particulars: 'Booking fee', amount_cents: 8500 },
        { particulars: 'Crew labour, 1 night aboard', amount_cents: 35_000 },
      ],
    })
    await kit.app.listen({ host: '127.0.0.1', port: 0 })
    const origin = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`
    const portal = await openSocket(`${origin.replace('http:', 'ws:')}/api/web_socket/ws/${kit.member.id}`, {
      cookie: kit.member.cookie,
      origin,
    })
    const first = await issued(kit.app, kit.admin, overnight.id)
    expect(first.number).toBe('INV-2026-0002')
    expect(await portal.nextMessage()).toEqual({ event: 'billing_changed', invoice_id: first.invoice_id })
    clock.set(clubInstant('2026-12-08', 10))
    const voided = await call(kit.app, kit.admin, 'POST', `${url}/void`, { reason: 'Wrong night charged' })
    expect(voided.statusCode).toBe(200)
    expect(voided.json()).toMatchObject({ number: 'INV-2026-0002', status: 'void', void_reason: 'Wrong night charged' })
    expect(await portal.nextMessage()).toEqual({ event: 'billing_changed', invoice_id: first.invoice_id })
    portal.socket.terminate()
    const payOnVoid = await call(kit.app, kit.admin, 'POST', `${url}/payments`, money)
    expect(payOnVoid.statusCode).toBe(409)

    const fresh = await call(kit.app, kit.admin, 'GET', url)
    expect(fresh.json()).toMatchObject({
      invoice_id: null,
      status: 'draft',
      voided: [{ invoice_id: first.invoice_id, number: 'INV-2026-0002', void_reason: 'Wrong night charged' }],
    })
    const again = await issued(kit.app, kit.admin, overnight.id)
    expect(again).toMatchObject({ number: 'INV-2026-0003', total_cents: 43_500, status: 'issued' })
    await waitFor(() => kit.smtp.received.length >= 3)
  })

  it('gives the PDF to staff for any invoice and to a member only for their own issued ones', async () => {
    const pdf = (who: typeof kit.member | undefined, booking: string, query = '') =>
      call(kit.app, who, 'GET', `/api/invoices/${booking}/invoice.pdf${query}`)

    const staffDraft = await pdf(kit.admin, othersOuting.reference)
    expect(staffDraft.statusCode).toBe(200)
    expect(staffDraft.headers['content-type']).toBe('application/pdf')
    expect((await pdfText(staffDraft.rawPayload)).text).toContain('Not yet issued')

    const own = await pdf(kit.member, overnight.reference)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-disposition']).toBe('inline; filename="INV-2026-0003.pdf"')
    expect(own.headers['cache-control']).toBe('private, no-store')
    const ownText = (await pdfText(own.rawPayload)).text
    expect(ownText).toContain('INV-2026-0003')
    expect(ownText).toContain('$435.00')

    const [voidedId] = (await call(kit.app, kit.admin, 'GET', `/api/invoices/${overnight.id}`))
      .json()
      .voided.map((entry: { invoice_id: number }) => entry.invoice_id)
    const voidPdf = await pdf(kit.member, overnight.id, `?invoice=${voidedId}`)
    expect(voidPdf.statusCode).toBe(200)
    const voidText = (await pdfText(voidPdf.rawPayload)).text
    expect(voidText).toContain('VOID')
    expect(voidText).toContain('Wrong night charged')

    expect((await pdf(kit.other, overnight.id)).statusCode).toBe(404)
    expect((await pdf(kit.other, othersOuting.id)).statusCode).toBe(404)
    expect((await pdf(kit.member, overnight.id, '?invoice=999999')).statusCode).toBe(404)
    expect((await pdf(kit.member, overnight.id, '?invoice=abc')).statusCode).toBe(400)
    expect((await pdf(kit.member, overnight.id, '?invoice=99999999999')).statusCode).toBe(400)
    expect((await pdf(undefined, overnight.id)).statusCode).toBe(401)
  })

  it('lists a member’s own invoices, newest first, void ones too', async () => {
    const mine = await call(kit.app, kit.member, 'GET', '/api/billing/invoices')
    expect(mine.statusCode).toBe(200)
    expect(mine.json().map((invoice: { number: string; status: string }) => [invoice.number, invoice.status])).toEqual([
      ['INV-2026-0003', 'issued'],
      ['INV-2026-0002', 'void'],
      ['INV-2026-0001', 'paid'],
    ])
    expect((await call(kit.app, kit.other, 'GET', '/api/billing/invoices')).json()).toEqual([])
    const open = await call(kit.app, kit.admin, 'GET', '/api/admin/invoices')
    expect(open.json()).toMatchObject([{ number: 'INV-2026-0003', status: 'issued', has_bank_details: false }])
    expect((await call(kit.app, kit.admin, 'GET', '/api/admin/invoices?status=owed')).statusCode).toBe(400)
  })

  it('states each month: opening balance, invoices, voids, payments and the closing balance', async () => {
    const december = await call(kit.app, kit.member, 'GET', '/api/billing/statement?month=2026-12')
    expect(december.statusCode).toBe(200)
    expect(december.json()).toMatchObject({
      month: '2026-12',
      member: { id: kit.member.id },
      opening_balance_cents: 0,
      invoices: [
        { number: 'INV-2026-0001', total_cents: 20_500 },
        { number: 'INV-2026-0002', total_cents: 43_500 },
        { number: 'INV-2026-0003', total_cents: 43_500 },
      ],
      voided: [{ number: 'INV-2026-0002', total_cents: 43_500, voided_at: '2026-12-08T10:00:00-05:00' }],
      payments: [
        { number: 'INV-2026-0001', amount_cents: 8500, method: 'check' },
        { number: 'INV-2026-0001', amount_cents: 12_000, method: 'card' },
      ],
      returned: [],
      closing_balance_cents: 43_500,
    })
    const january = await call(
      kit.app,
      kit.member,
      'GET',
      `/api/billing/statement?month=2027-01&member=${kit.member.id}`,
    )
    expect(january.json()).toMatchObject({ opening_balance_cents: 43_500, invoices: [], closing_balance_cents: 43_500 })
    const november = await call(
      kit.app,
      kit.admin,
      'GET',
      `/api/billing/statement?month=2026-11&member=MYC-${String(kit.member.id).padStart(5, '0')}`,
    )
    expect(november.json()).toMatchObject({ opening_balance_cents: 0, closing_balance_cents: 0 })

    expect(
      (await call(kit.app, kit.member, 'GET', `/api/billing/statement?month=2026-12&member=${kit.other.id}`))
        .statusCode,
    ).toBe(403)
    expect(
      (await call(kit.app, kit.member, 'GET', '/api/billing/statement?month=2026-12&member=999999')).statusCode,
    ).toBe(403)
    expect((await call(kit.app, kit.admin, 'GET', '/api/billing/statement?month=2026-12')).statusCode).toBe(400)
    expect(
      (await call(kit.app, kit.admin, 'GET', '/api/billing/statement?month=2026-12&member=999999')).statusCode,
    ).toBe(404)
    for (const month of ['2026-13', '2026-1', 'December', '']) {
      expect((await call(kit.app, kit.member, 'GET', `/api/billing/statement?month=${month}`)).statusCode).toBe(400)
    }
  })
})
