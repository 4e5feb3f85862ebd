import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  adminInvoicesSchema,
  billingExportQuerySchema,
  invoiceListQuerySchema,
  memberInvoicesSchema,
  statementQuerySchema,
  statementSchema,
} from '../../../common/billing/billing-api.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { findMemberByRef } from '../accounts/members.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { billingCsv } from './billing-export.ts'
import { invoiceList } from './invoice-list.ts'
import { memberInvoices, memberStatement } from './member-billing.ts'

/** What members read of their own billing (member-api §7), and the back office's list of invoices. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Billing']

  app.get(
    '/billing/invoices',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The caller’s invoices: issued, paid and void, newest first',
        response: { 200: memberInvoicesSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => memberInvoices(app.db, request.member!.id),
  )

  app.get(
    '/billing/statement',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A month’s statement: opening balance, invoices, payments, closing balance',
        description:
          'The caller’s own; staff name the member with `member=` (id or member number), and a member naming ' +
          'another is 403. An invoice voided, or an ACH debit returned, counts in the month it happened (`voided`, ' +
          '`returned`): closing = opening + invoices − voided − payments + returned.',
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = request.member!
      const staff = isAdmin(caller.userType)
      const ref = request.query.member
      if (ref === undefined && staff) {
        throw new Problem(400, { detail: 'member: please name the member whose statement you want.' })
      }
      const member = await findMemberByRef(app.db, ref ?? String(caller.id))
      if (!staff && member?.id !== caller.id) {
        throw new Problem(403, { detail: 'You can only read your own statement.' })
      }
      if (!member) throw new Problem(404, { detail: 'No such member.' })
      return memberStatement(app.db, member, request.query.month)
    },
  )

  app.get(
    '/admin/invoices',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The invoices of one status, newest first (the open, issued ones unless told)',
        description: 'Each says whether its member has bank details on file (`has_bank_details`), for the ACH screen.',
        querystring: invoiceListQuerySchema,
        response: { 200: adminInvoicesSchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => invoiceList(app.db, request.query.status),
  )

  app.get(
    '/admin/billing/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Download the invoices issued and payments received over a range of days, for the accountant',
        description:
          'From `from` to `to`, both included, at the club. RFC 4180; a cell a spreadsheet would run as a formula ' +
          "starts with `'`; amounts in dollars (`85.00`); never a bank number.",
        querystring: billingExportQuerySchema,
        response: {
          200: { description: 'billing.csv', content: { 'text/csv': { schema: z.string() } } },
          ...problemAnswers(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query
      if (to < from) throw new Problem(400, { detail: 'to: the last day may not come before the first.' })
      const { csv, rows } = await billingCsv(app.db, from, to)
      await recordAudit(app.db, {
        actorId: request.member!.id,
        action: 'data.export',
        targetMemberId: null,
        details: { dataset: 'billing', from, to, rows },
      })
      return reply
        .header('content-disposition', `attachment; filename="billing-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv)
    },
  )
}

export default billingRoutes
