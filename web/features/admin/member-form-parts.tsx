import type { FormEvent, ReactNode } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'
import { SelectField } from '../../ui/form-field.tsx'

/** The loaded member at the top of a tool: their username beside the value the tool changes. */
export function MemberSummary({ username, label, value }: { username: string; label: string; value: ReactNode }) {
  return (
    <dl className="grid grid-cols-2 gap-4 bg-white p-5 ring-1 ring-navy-900/10">
      <div>
        <dt className="text-sm text-navy-800">Username</dt>
        <dd className="font-medium text-navy-900">{username}</dd>
      </div>
      <div>
        <dt className="text-sm text-navy-800">{label}</dt>
        <dd className="font-medium text-navy-900">{value}</dd>
      </div>
    </dl>
  )
}

interface SaveCancelProps {
  saveDisabled: boolean
  onCancel: () => void
  /** The success mark's words while it shows. */
  done: string | undefined
}

/** Save, Cancel and the success mark after a save. */
export function SaveCancel({ saveDisabled, onCancel, done }: SaveCancelProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonClass('navy')} disabled={saveDisabled}>
        Save
      </button>
      <button type="button" className={buttonClass('outline-dark')} onClick={onCancel}>
        Cancel
      </button>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {done && `✓ ${done}`}
      </p>
    </div>
  )
}

interface MemberPickerProps {
  /** Every active member's username; undefined while they load (the list is disabled until then). */
  usernames: readonly string[] | undefined
  chosen: string
  onChoose: (username: string) => void
  onSubmit: (event: FormEvent) => void
  busy: boolean
}

/** Where a tool starts: the list of members ('Select member by username') and Submit, which loads the one chosen. */
export function MemberPicker({ usernames, chosen, onChoose, onSubmit, busy }: MemberPickerProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex max-w-2xl flex-wrap items-end gap-4">
      <div className="min-w-0 flex-1 basis-64">
        <SelectField
          label="Member"
          value={chosen}
          onChange={(event) => onChoose(event.target.value)}
          placeholderOption="Select member by username"
          options={usernames ?? []}
          disabled={!usernames}
        />
      </div>
      <button type="submit" className={buttonClass('navy')} disabled={busy}>
        Submit
      </button>
    </form>
  )
}
