import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId } from 'react'
import { useSearchParams } from 'react-router'
import { clubDateOf } from '../../../../common/club-time.ts'
import { currentSeasonYear } from '../../../../common/fleet-operations/capacity.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import { SelectField } from '../../../ui/form-field.tsx'
import { type SeasonCapacity, capacityQuery } from './capacity-client.ts'
import { pastTarget, percentLabel, seasonChoices, seasonName, seasonSpan, TARGET_PERCENT } from './capacity-figures.ts'
import { CapacityTables } from './capacity-tables.tsx'

// recharts is loaded with this tab alone: no other page pays for it.
const CapacityChart = lazy(() => import('./capacity-chart.tsx').then((module) => ({ default: module.CapacityChart })))

const count = (value: number) => value.toLocaleString('en-US')

function Figures({ capacity }: { capacity: SeasonCapacity }) {
  const figures = [
    ['Outings available', count(capacity.outings_available)],
    ['Possible reservations', count(capacity.possible_reservations)],
    ['Ratio', percentLabel(capacity.ratio)],
    ['Target', `${TARGET_PERCENT}%`],
    ['Outings the captains can crew', count(capacity.crew_limited_outings)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="bg-white p-4 ring-1 ring-navy-900/10">
          <dt className="text-sm text-navy-800">{label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function SeasonCapacityView({ capacity }: { capacity: SeasonCapacity }) {
  const name = seasonName(Number(capacity.season_start.slice(0, 4)))
  const over = pastTarget(capacity)
  const ratio = percentLabel(capacity.ratio)
  const summaries = {
    ratio: `Possible reservations by tier as a share of the ${name} season’s outings: ${ratio} in all, against the ${TARGET_PERCENT}% target. The numbers are in the table by tier below.`,
    weekly: `Bookings per week beside the outings available each week of the ${name} season. The numbers are in the weekly table below.`,
  }
  return (
    <div className="grid grid-cols-1 gap-8">
      {over ? (
        <p role="alert" className="border-l-4 border-red-800 bg-red-50 p-4 font-medium text-red-900">
          The {name} season is past the target: possible reservations are {ratio} of the outings available, above{' '}
          {TARGET_PERCENT}%. Hold membership sales or add outings.
        </p>
      ) : (
        <p role="status" className="border-l-4 border-emerald-700 bg-emerald-50 p-4 text-emerald-950">
          The {name} season is within the target: possible reservations are {ratio} of the outings available, at most{' '}
          {TARGET_PERCENT}%.
        </p>
      )}
      <Figures capacity={capacity} />
      <figure>
        <figcaption className="font-display text-2xl font-semibold text-navy-900">
          Possible reservations against the {TARGET_PERCENT}% line, and bookings per week
        </figcaption>
        <div className="mt-4">
          <Suspense fallback={<p className="h-80 text-navy-800">Loading the charts…</p>}>
            <CapacityChart capacity={capacity} summaries={summaries} />
          </Suspense>
        </div>
      </figure>
      <CapacityTables capacity={capacity} />
    </div>
  )
}

/** Capacity (member-api §6): a season's outings against the active members' possible reservations and the target. */
export function CapacityTab() {
  const headingId = useId()
  const [search, setSearch] = useSearchParams()
  const current = currentSeasonYear(clubDateOf(new Date()))
  const asked = Number(search.get('season'))
  const season = Number.isInteger(asked) && asked >= 2000 && asked <= 2199 ? asked : current
  const capacity = useQuery(capacityQuery(season), queryClient)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Capacity
      </h2>
      <p className="mt-3 max-w-3xl text-navy-800">
        The club keeps its active members’ possible reservations at or below {TARGET_PERCENT}% of the season’s outings
        (two per vessel per day, less blocked slots).
      </p>
      <div className="mt-6 max-w-sm">
        <SelectField
          label="Season"
          options={seasonChoices(current, season).map(seasonName)}
          value={seasonName(season)}
          onChange={(event) => {
            const chosen = seasonChoices(current, season).find((year) => seasonName(year) === event.target.value)
            setSearch({ tab: 'capacity', season: String(chosen ?? current) }, { replace: true })
          }}
        />
        <p className="mt-1.5 text-sm text-navy-800">{seasonSpan(season)}</p>
      </div>
      <div className="mt-8">
        {capacity.isError && (
          <AlertMessage size="lg">{problemMessage(capacity.error, 'Unable to load the capacity.')}</AlertMessage>
        )}
        {capacity.isPending && <p className="text-navy-800">Loading the season…</p>}
        {capacity.data && <SeasonCapacityView capacity={capacity.data} />}
      </div>
    </section>
  )
}
