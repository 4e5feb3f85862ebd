import {
  type AchBatchRequest,
  achBatchSchema,
  achBatchesSchema,
  adminInvoicesSchema,
} from '../../../../common/billing/billing-api.ts'
import type { z } from '../../../../common/zod.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/**
 * Collections by ACH (member-api §7): the issued invoices still owed, the batches made of them, each batch's NACHA
 * file, settling a batch and recording a returned debit; answers checked against the shared schemas.
 */

export type OpenInvoice = z.infer<typeof adminInvoicesSchema>[number]

export const collectionKeys = {
  /** Every billing query (the invoice tool's too), read again after any change. */
  all: ['admin', 'billing'] as const,
  open: ['admin', 'billing', 'open'] as const,
  batches: ['admin', 'billing', 'ach-batches'] as const,
}

export const openInvoicesQuery = {
  queryKey: collectionKeys.open,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    adminInvoicesSchema.parse(await apiRequest('/admin/invoices?status=issued', { method: 'GET', signal })),
  staleTime: 0,
}

export const achBatchesQuery = {
  queryKey: collectionKeys.batches,
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    achBatchesSchema.parse(await apiRequest('/admin/ach-batches', { method: 'GET', signal })),
  staleTime: 0,
}

export async function createAchBatch(request: AchBatchRequest) {
  return achBatchSchema.parse(await apiRequest('/admin/ach-batches', { method: 'POST', json: request }))
}

export async function settleAchBatch(batchId: number) {
  await apiRequest(`/admin/ach-batches/${batchId}/settle`, { method: 'POST' })
}

export async function recordAchReturn(batchId: number, request: { invoice_id: number; code: string }) {
  await apiRequest(`/admin/ach-batches/${batchId}/returns`, { method: 'POST', json: request })
}

/** The batch's NACHA file, built by the server from the sealed bank details as it is downloaded. */
export const nachaFileUrl = (batchId: number) => `${import.meta.env.API_BASE_URL}/admin/ach-batches/${batchId}/file`
