import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { addClubDays, type ClubDate, clubDateOf, isClubDate } from '../../../../common/club-time.ts'
import { problemMessage } from '../../../lib/api-request.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { AlertMessage } from '../../../ui/alert-message.tsx'
import type { ResultMessage } from '../../../ui/dialog.tsx'
import { LazyResultDialog } from '../../../ui/lazy-result-dialog.tsx'
import { VesselLogDialog } from '../dock/vessel-log-dialog.tsx'
import { CellDialog } from './cell-dialog.tsx'
import { fleetWeekQuery } from './fleet-client.ts'
import { FleetDayList } from './fleet-day-list.tsx'
import { FleetGrid } from './fleet-grid.tsx'
import { type FleetCell, type FleetVessel, shownWeek, WEEK_DAYS, weekDays } from './fleet-week.ts'
import { VesselLogPicker } from './vessel-log-picker.tsx'
import { WeekStepper } from './week-stepper.tsx'

interface OpenCell {
  vessel_id: string
  date: ClubDate
  slot: FleetCell['slot']
}

/**
 * The Fleet Calendar (member-api §6): the whole fleet's week at a glance, kept in the address (`&from=`, the week's
 * day asked for; the grid shows its week, a phone that day) so a reload or Back shows the same. A cell opens its booking, its block, or an offer to block it.
 */
export function FleetCalendar() {
  const headingId = useId()
  const [search, setSearch] = useSearchParams()
  const today = clubDateOf(new Date())
  const weekStart = shownWeek(search.get('from'), today)
  const days = weekDays(weekStart)
  const week = useQuery(fleetWeekQuery(weekStart), queryClient)
  const [opened, setOpened] = useState<OpenCell>()
  const [logOf, setLogOf] = useState<FleetVessel>()
  const [result, setResult] = useState<ResultMessage | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  const asked = search.get('from')
  const dayShown = asked && days.includes(asked) ? asked : days.includes(today) ? today : weekStart

  /** Shows `date`'s week, and on a phone that day of it: a week's step keeps the phone on the same weekday. */
  function goTo(date: ClubDate) {
    setSearch({ tab: 'fleet', from: date })
  }

  function open(vessel: FleetVessel, cell: FleetCell, from: HTMLElement) {
    opener.current = from
    setOpened({ vessel_id: vessel.vessel_id, date: cell.date, slot: cell.slot })
  }

  function openLog(vessel: FleetVessel, from: HTMLElement) {
    opener.current = from
    setLogOf(vessel)
  }

  function finish(outcome: ResultMessage) {
    setOpened(undefined)
    setLogOf(undefined)
    setResult(outcome)
  }

  const vessel = week.data?.vessels.find((one) => one.vessel_id === opened?.vessel_id)
  const cell = vessel?.cells.find((one) => one.date === opened?.date && one.slot === opened?.slot)

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-4xl font-semibold text-navy-900">
        Fleet Calendar
      </h2>
      <WeekStepper
        weekStart={weekStart}
        today={today}
        onWeek={(weeks) => goTo(addClubDays(dayShown, weeks * WEEK_DAYS))}
        onToday={() => goTo(today)}
        onDate={(date) => isClubDate(date) && goTo(date)}
      />
      {week.isError && (
        <AlertMessage size="lg" className="mt-6">
          {problemMessage(week.error, 'Unable to load the fleet calendar.')}
        </AlertMessage>
      )}
      <div aria-live="polite" aria-busy={week.isFetching} className="mt-6">
        {week.isPending && !week.isError && <p className="text-navy-800">Loading the fleet calendar…</p>}
      </div>
      {week.data && (
        <>
          {/* At a desktop's width the grid takes the window's whole width, wider than the back office's column. */}
          <div className="hidden md:block lg:relative lg:left-1/2 lg:w-[calc(100vw-4rem)] lg:-translate-x-1/2">
            <FleetGrid
              weekStart={weekStart}
              days={days}
              today={today}
              vessels={week.data.vessels}
              onOpen={open}
              onLog={openLog}
            />
            <VesselLogPicker vessels={week.data.vessels} onLog={openLog} />
          </div>
          <div className="md:hidden">
            <FleetDayList
              day={dayShown}
              today={today}
              vessels={week.data.vessels}
              onStep={(step) => goTo(addClubDays(dayShown, step))}
              onOpen={open}
              onLog={openLog}
            />
          </div>
        </>
      )}
      {vessel && cell && week.data && (
        <CellDialog
          vessel={vessel}
          cell={cell}
          vessels={week.data.vessels}
          onClose={() => setOpened(undefined)}
          onDone={finish}
          returnFocusTo={opener}
        />
      )}
      {logOf && (
        <VesselLogDialog
          vesselId={logOf.vessel_id}
          name={logOf.name}
          onClose={() => setLogOf(undefined)}
          onDone={finish}
          returnFocusTo={opener}
        />
      )}
      <LazyResultDialog message={result} onClose={() => setResult(null)} returnFocusTo={opener} />
    </section>
  )
}
