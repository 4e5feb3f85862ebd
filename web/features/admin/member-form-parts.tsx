import type { ReactNode } from 'react'
import { buttonClass } from '../../ui/button-styles.ts'

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
