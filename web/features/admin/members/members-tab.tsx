import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../../ui/button-styles.ts'
import { AddMember } from './add-member.tsx'
import { RemoveMember } from './remove-member.tsx'

const screens = [
  { id: 'add', label: 'Add Member' },
  { id: 'remove', label: 'Remove Member' },
] as const

/** Add/Remove Members (portal-and-admin.md §2 screen 4): two buttons choose the screen, kept in the address. */
export function MembersTab() {
  const headingId = useId()
  const [search] = useSearchParams()
  const screen = screens.find((option) => option.id === search.get('screen'))?.id
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Add/Remove Members
      </h2>
      <nav aria-label="Add or remove" className="mt-6 flex flex-wrap gap-3">
        {screens.map(({ id, label }) => (
          <Link
            key={id}
            to={`/admin?tab=members&screen=${id}`}
            aria-current={screen === id ? 'page' : undefined}
            className={buttonClass(screen === id ? 'navy' : 'outline-dark')}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-8">
        {screen === 'add' && <AddMember />}
        {screen === 'remove' && <RemoveMember />}
      </div>
    </section>
  )
}
