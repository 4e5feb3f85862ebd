import { accountTypes, CHILDREN_MAX } from '../../../../common/new-member.ts'
import { readStorage, REGISTRATION_DRAFT_KEY, removeStorage, writeStorage } from '../../../lib/browser-storage.ts'
import { type ChildValues, emptyMemberForm, type MemberFormValues, noChild } from './member-form-values.ts'

/**
 * The registration draft (portal-and-admin.md §3), kept in `user-form-storage` while the admin types: never a password
 * (the form has none) nor the bank numbers, which stay in memory until sent.
 */
export function storableDraft(values: MemberFormValues): Omit<MemberFormValues, 'routing_no' | 'acc_no'> {
  const { routing_no: _routing, acc_no: _account, ...rest } = values
  return rest
}

const isChecked = (value: unknown) => value === true || value === false || value === null

/** A stored draft read back, field by field, so a stale or tampered one cannot break the form. */
export function restoreDraft(stored: unknown, today?: string): MemberFormValues {
  const draft = emptyMemberForm(today)
  if (typeof stored !== 'object' || stored === null) return draft
  const record = stored as Record<string, unknown>
  const result: Record<string, unknown> = { ...draft }
  for (const [key, empty] of Object.entries(draft)) {
    if (key === 'routing_no' || key === 'acc_no') continue
    if (typeof empty === 'string' && typeof record[key] === 'string') result[key] = record[key]
  }
  const count = Number(record.child_num)
  result.child_num = Number.isInteger(count) ? String(Math.min(CHILDREN_MAX, Math.max(0, count))) : '0'
  if (Array.isArray(record.children)) {
    result.children = draft.children.map((_, index) => {
      const child: unknown = (record.children as unknown[])[index]
      if (typeof child !== 'object' || child === null) return { ...noChild }
      const fields = child as Record<string, unknown>
      const text = (name: keyof ChildValues) => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
      return { name: text('name'), dob: text('dob'), mobile: text('mobile'), email: text('email') }
    })
  }
  const available = (record.available ?? {}) as Record<string, unknown>
  result.available = {
    username: isChecked(available.username) ? available.username : null,
    email: isChecked(available.email) ? available.email : null,
  }
  if (!(accountTypes as readonly string[]).includes(result.type_of_acc as string)) result.type_of_acc = ''
  return result as MemberFormValues
}

export function storedDraft(): MemberFormValues {
  try {
    return restoreDraft(JSON.parse(readStorage(REGISTRATION_DRAFT_KEY) ?? 'null'))
  } catch {
    return emptyMemberForm()
  }
}

/** Keeps the draft while it holds anything typed; an untouched form leaves nothing behind. */
export function keepDraft(values: MemberFormValues): void {
  const kept = JSON.stringify(storableDraft(values))
  if (kept === JSON.stringify(storableDraft(emptyMemberForm()))) removeStorage(REGISTRATION_DRAFT_KEY)
  else writeStorage(REGISTRATION_DRAFT_KEY, kept)
}
