import { bookingForStaff, get, type Row, unique } from './authorization-probes.ts'

/** Invoices, members’ bills and collections by ACH. */
export const billingRows: Record<string, Row> = {
  'GET /api/invoices/:booking_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/invoices/${w.member.booking.bookingId}`),
  },
  'PUT /api/invoices/:booking_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'PUT',
      url: `/api/invoices/${(await bookingForStaff(w, caller)).bookingId}`,
      json: { lines: [{ particulars: 'Booking fee', amount_cents: 8500 }] },
    }),
  },
  'POST /api/invoices/:booking_id/issue': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/invoices/${(await bookingForStaff(w, caller)).bookingId}/issue`,
    }),
  },
  'POST /api/invoices/:booking_id/void': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/invoices/${caller === 'admin' ? (await w.fresh.issuedInvoice(w.member.account)).bookingId : w.member.issuedInvoice.bookingId}/void`,
      json: { reason: 'Billed twice' },
    }),
  },
  'POST /api/invoices/:booking_id/payments': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: (w) => ({
      method: 'POST',
      url: `/api/invoices/${w.member.issuedInvoice.bookingId}/payments`,
      json: { amount_cents: 100, method: 'check', reference: `Check ${unique()}` },
    }),
  },
  'GET /api/invoices/:booking_id/invoice.pdf': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/invoices/${w.member.issuedInvoice.bookingId}/invoice.pdf`),
  },
  'GET /api/billing/invoices': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/billing/invoices'),
  },
  'GET /api/billing/statement': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => get(`/api/billing/statement?month=2030-01&member=${w.member.account.id}`),
  },
  'GET /api/admin/invoices': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/invoices?status=issued'),
  },
  'GET /api/admin/billing/export.csv': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/billing/export.csv?from=2030-01-01&to=2030-01-31'),
  },
  'GET /api/admin/ach-batches': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/ach-batches'),
  },
  'POST /api/admin/ach-batches': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: async (w, caller) => ({
      method: 'POST',
      url: '/api/admin/ach-batches',
      json: {
        invoice_ids: [
          caller === 'admin'
            ? (await w.fresh.issuedInvoice(w.member.account)).invoiceId
            : w.member.issuedInvoice.invoiceId,
        ],
        effective_date: '2030-01-09',
      },
    }),
  },
  'GET /api/admin/ach-batches/:batch_id/file': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/ach-batches/${w.achBatch.batchId}/file`),
  },
  'POST /api/admin/ach-batches/:batch_id/settle': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/ach-batches/${caller === 'admin' ? (await w.fresh.achBatch(w.member.account)).batchId : w.achBatch.batchId}/settle`,
    }),
  },
  'POST /api/admin/ach-batches/:batch_id/returns': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => {
      const batch = caller === 'admin' ? await w.fresh.achBatch(w.member.account, true) : w.achBatch
      return {
        method: 'POST',
        url: `/api/admin/ach-batches/${batch.batchId}/returns`,
        json: { invoice_id: batch.invoiceId, code: 'R01' },
      }
    },
  },
}
