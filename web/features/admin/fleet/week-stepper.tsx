import { useId } from 'react'
import type { ClubDate } from '../../../../common/club-time.ts'
import { weekLabel } from './fleet-week.ts'

interface WeekStepperProps {
  weekStart: ClubDate
  today: ClubDate
  onWeek: (weeks: number) => void
  onToday: () => void
  onDate: (date: ClubDate) => void
}

const stepClass =
  'min-h-11 rounded-full px-4 py-2 text-sm font-medium text-navy-900 ring-1 ring-navy-900/30 hover:bg-navy-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500'

/** The week shown, a step back or on, back to today, or straight to a date's week. */
export function WeekStepper({ weekStart, today, onWeek, onToday, onDate }: WeekStepperProps) {
  const dateId = useId()
  return (
    <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
      <p aria-live="polite" className="text-lg font-medium text-navy-900">
        <span className="sr-only">Showing the week </span>
        {weekLabel(weekStart)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className={stepClass} onClick={() => onWeek(-1)}>
          Previous week
        </button>
        <button type="button" className={stepClass} onClick={onToday}>
          Today
        </button>
        <button type="button" className={stepClass} onClick={() => onWeek(1)}>
          Next week
        </button>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            const date = new FormData(event.currentTarget).get('date')
            if (typeof date === 'string') onDate(date)
          }}
        >
          <div>
            <label htmlFor={dateId} className="block text-sm font-medium text-navy-900">
              Go to date
            </label>
            <input
              id={dateId}
              name="date"
              type="date"
              required
              defaultValue={today}
              className="mt-1 block min-h-11 rounded-sm border border-navy-900/25 bg-white px-3 py-2 text-navy-900 focus:border-gold-500 focus:outline-2 focus:outline-gold-500"
            />
          </div>
          <button type="submit" className={stepClass}>
            Go
          </button>
        </form>
      </div>
    </div>
  )
}
