import type { FormEvent, ReactNode } from 'react'
import type { DirectoryMember } from '../../../common/member-directory.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { MemberCombobox } from './member-combobox.tsx'

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
  /** The members to pick from; undefined while they load (the field is disabled until then). */
  members: readonly DirectoryMember[] | undefined
  /** The chosen member's username, or ''. */
  chosen: string
  onChoose: (username: string) => void
  onSubmit: (event: FormEvent) => void
  busy: boolean
}

/**
 * Where a tool starts: the member ('Select member by username', found by name, member number or username too) and
 * Submit, which loads the one chosen.
 */
export function MemberPicker({ members, chosen, onChoose, onSubmit, busy }: MemberPickerProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex max-w-2xl flex-wrap items-start gap-x-4 gap-y-2">
      <div className="min-w-0 flex-1 basis-64">
        <MemberCombobox
          label="Member"
          members={members}
          value={chosen}
          onChange={onChoose}
          placeholder="Select member by username"
        />
      </div>
      <button type="submit" className={buttonClass('navy', 'sm:mt-7')} disabled={busy}>
        Submit
      </button>
    </form>
  )
}
