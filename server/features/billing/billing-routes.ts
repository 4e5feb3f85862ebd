import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminInvoicesSchema,
  invoiceListQuerySchema,
  memberInvoicesSchema,
  statementQuerySchema,
  statementSchema,
} from '../../../common/billing/billing-api.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { findMemberByRef } from '../accounts/members.ts'
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
}

export default billingRoutes
