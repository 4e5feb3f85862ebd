import type { AuditEntry } from '../../../../common/back-office.ts'
import { clubDateTimeLabel } from '../../../../common/club-time.ts'
import { actionLabel, auditSentence } from './audit-sentences.ts'

function Change({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block font-semibold">{actionLabel(entry.action)}</span>
      <span className="block">{auditSentence(entry)}</span>
    </>
  )
}

function Member({ entry }: { entry: AuditEntry }) {
  if (!entry.target) return <>—</>
  return (
    <>
      <span className="block">{entry.target_name}</span>
      <span className="block text-xs text-navy-800">
        {entry.target_member_id} · {entry.target}
      </span>
    </>
  )
}

const when = (entry: AuditEntry) => clubDateTimeLabel(new Date(entry.at))

/** The entries, newest first: a table on a wide screen, a card each on a phone. */
export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <>
      {/* Focusable, so a keyboard can scroll it sideways on a narrow window. */}
      <div
        role="region"
        aria-label="Audit entries"
        tabIndex={0}
        className="mt-6 hidden overflow-x-auto bg-white ring-1 ring-navy-900/10 focus-visible:outline-3 focus-visible:outline-gold-500 sm:block"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Changes made by staff, newest first</caption>
          <thead className="bg-navy-900 text-sand-50">
            <tr>
              {['When', 'By', 'Change', 'Member'].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-navy-900/10 align-top text-navy-900">
                <td className="w-44 px-4 py-3">{when(entry)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{entry.actor_name}</td>
                <td className="px-4 py-3">
                  <Change entry={entry} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Member entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-label="Audit entries" className="mt-6 grid gap-3 sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="bg-white p-4 text-sm text-navy-900 ring-1 ring-navy-900/10">
            <p className="break-words">
              <Change entry={entry} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-navy-800">When</dt>
              <dd>{when(entry)}</dd>
              <dt className="text-navy-800">By</dt>
              <dd className="break-words">{entry.actor_name}</dd>
              <dt className="text-navy-800">Member</dt>
              <dd className="min-w-0 break-words">
                <Member entry={entry} />
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </>
  )
}
