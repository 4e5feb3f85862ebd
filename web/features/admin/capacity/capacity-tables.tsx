import { useId } from 'react'
import type { SeasonCapacity } from './capacity-client.ts'
import { weeklyRows } from './capacity-figures.ts'

const count = (value: number) => value.toLocaleString('en-US')
const cell = 'px-3 py-2 text-right tabular-nums'
const head = 'px-3 py-2 font-medium'

/** The charts' numbers as tables: the tiers, and each week of the season. */
export function CapacityTables({ capacity }: { capacity: SeasonCapacity }) {
  const tiersId = useId()
  const weeks = weeklyRows(capacity)
  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby={tiersId}>
        <h3 id={tiersId} className="font-display text-2xl font-semibold text-navy-900">
          By tier
        </h3>
        <div className="mt-3 overflow-x-auto bg-white ring-1 ring-navy-900/10">
          <table className="w-full text-left text-sm text-navy-900">
            <thead className="bg-navy-900 text-sand-50">
              <tr>
                <th scope="col" className={head}>
                  Tier
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Members
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Open reservations each
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Possible reservations
                </th>
              </tr>
            </thead>
            <tbody>
              {capacity.by_tier.map((tier) => (
                <tr key={tier.tier} className="border-t border-navy-900/10">
                  <th scope="row" className={head}>
                    {tier.tier}
                  </th>
                  <td className={cell}>{count(tier.members)}</td>
                  <td className={cell}>{count(tier.open_reservations_each)}</td>
                  <td className={cell}>{count(tier.possible_reservations)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-navy-900/30 font-semibold">
                <th scope="row" className={head}>
                  All tiers
                </th>
                <td className={cell}>{count(capacity.by_tier.reduce((sum, tier) => sum + tier.members, 0))}</td>
                <td className={cell}>—</td>
                <td className={cell}>{count(capacity.possible_reservations)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <details className="bg-white p-4 ring-1 ring-navy-900/10">
        <summary className="cursor-pointer font-display text-2xl font-semibold text-navy-900 focus-visible:outline-3 focus-visible:outline-gold-500">
          Each week’s outings and bookings
        </summary>
        <div className="mt-3 max-h-[60vh] overflow-auto">
          <table className="w-full text-left text-sm text-navy-900">
            <thead className="sticky top-0 bg-navy-900 text-sand-50">
              <tr>
                <th scope="col" className={head}>
                  Week of
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Outings available
                </th>
                <th scope="col" className={`${head} text-right`}>
                  Bookings
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week_start} className="border-t border-navy-900/10">
                  <th scope="row" className={head}>
                    {week.label}
                  </th>
                  <td className={cell}>{count(week.outings_available)}</td>
                  <td className={cell}>{count(week.booked)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
