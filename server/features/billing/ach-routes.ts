import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  achBatchParamsSchema,
  achBatchesSchema,
  achBatchRequestSchema,
  achBatchSchema,
  achReturnRequestSchema,
} from '../../../common/billing/billing-api.ts'
import { type CallerClock, callerOf } from '../../caller.ts'
import { problemAnswers } from '../../problem.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { Keyring } from '../member-records/bank-secrets.ts'
import { achBatchFile } from './ach-file.ts'
import { createBatch, returnDebit, settleBatch } from './ach-operations.ts'
import { batchList } from './ach-records.ts'
import type { AchOriginator } from './nacha-file.ts'

export interface AchRoutesOptions extends CallerClock {
  keyring: Keyring
  originator: AchOriginator
}

/** Collections by ACH (member-api §7): batches of debits, their NACHA file, settlement and returns. Admin-only. */
const achRoutes: FastifyPluginAsyncZod<AchRoutesOptions> = async (app, { now, keyring, originator }) => {
  const tags = ['Billing']

  app.get(
    '/admin/ach-batches',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Every ACH batch, newest first',
        response: { 200: achBatchesSchema, ...problemAnswers(401, 403) },
      },
    },
    async () => batchList(app.db),
  )

  app.post(
    '/admin/ach-batches',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Collect open invoices by ACH debit on an effective date',
        description:
          'One debit of what each invoice still owes, from its member’s bank account on file. Invoices not issued, ' +
          'already paid, already in an open batch, or of members without bank details are listed in `skipped`. ' +
          'A batch with nothing to collect is 422 `rule: "no_entries"`; a past effective date 422 ' +
          '`rule: "effective_date"`.',
        body: achBatchRequestSchema,
        response: { 201: achBatchSchema, ...problemAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      return reply.code(201).send(await app.db.transaction((tx) => createBatch(tx, caller, request.body)))
    },
  )

  app.get(
    '/admin/ach-batches/:batch_id/file',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The batch’s NACHA file, for the club’s bank',
        description:
          'PPD debits in 94-character records with batch and file control totals and entry hash, padded to a ' +
          'multiple of ten lines. Built on each request from the sealed bank details; never stored or logged.',
        params: achBatchParamsSchema,
        produces: ['text/plain'],
        response: {
          200: z.string().meta({ description: 'The NACHA file' }),
          ...problemAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request, now)
      const file = await achBatchFile(app.db, keyring, originator, request.params.batch_id)
      await recordAudit(app.db, {
        actorId: caller.account.id,
        action: 'ach.file',
        targetMemberId: null,
        details: { batch_id: request.params.batch_id, entries: file.entries },
      })
      return reply
        .type('text/plain; charset=us-ascii')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.text)
    },
  )

  app.post(
    '/admin/ach-batches/:batch_id/settle',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The bank collected the batch: record each debit as a payment',
        description: 'Debits already returned are left out. A batch settles once; again is 409.',
        params: achBatchParamsSchema,
        response: { 200: achBatchSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => settleBatch(tx, caller, request.params.batch_id))
    },
  )

  app.post(
    '/admin/ach-batches/:batch_id/returns',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A debit came back with an R-code: its payment no longer counts and the invoice reopens',
        description: 'An invoice not in the batch is 404; a debit already returned is 409.',
        params: achBatchParamsSchema,
        body: achReturnRequestSchema,
        response: { 200: achBatchSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request, now)
      return app.db.transaction((tx) => returnDebit(tx, caller, request.params.batch_id, request.body))
    },
  )
}

export default achRoutes
