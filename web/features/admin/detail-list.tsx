import type { ReactNode } from 'react'

/** A record's fields as label–value pairs, labels in a column beside their values. */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-navy-800">{label}</dt>
          <dd className="min-w-0 break-words text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
