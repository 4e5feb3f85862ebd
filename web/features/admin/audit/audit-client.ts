import { AUDIT_PAGE_DEFAULT, auditEntriesSchema } from '../../../../common/back-office.ts'
import { apiRequest } from '../../../lib/api-request.ts'

/** The audit log's call (member-api §5), its answer checked against the shared schema. */

export const auditKeys = {
  /** `member`: one member's username, or '' for everyone. */
  log: (member: string) => ['admin', 'audit', member] as const,
}

/** A page of entries, newest first: those older than entry `before`, about `member` when one is named. */
export async function fetchAuditPage(member: string, before: number | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_DEFAULT) })
  if (before !== undefined) query.set('before', String(before))
  if (member) query.set('member', member)
  return auditEntriesSchema.parse(await apiRequest(`/admin/audit?${query}`, { method: 'GET', signal }))
}
