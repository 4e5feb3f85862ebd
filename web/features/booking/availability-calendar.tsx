import { createContext, type CSSProperties, useContext, useEffect, useRef, useState } from 'react'
import { DayPicker, type DayButtonProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import type { SlotState } from '../../../common/booking/slot-state.ts'
import { type ClubDate, CLUB_TIME_ZONE, clubDateOf, clubInstant, clubLongDayLabel } from '../../../common/club-time.ts'
import { type DaySlots, dayIsOpen, dayReason, describeDay } from './slot-states.ts'

const dotClass: Record<SlotState, string> = {
  free: 'bg-emerald-600',
  taken: 'bg-navy-900/30',
  yours: 'bg-gold-500',
  closed: 'bg-transparent ring-1 ring-navy-900/25',
}

/** react-day-picker's own stylesheet, in the club's colours. */
const calendarColours = {
  '--rdp-accent-color': 'var(--color-navy-900)',
  '--rdp-accent-background-color': 'var(--color-gold-200)',
  '--rdp-today-color': 'var(--color-gold-700)',
  '--rdp-day-height': '2.9rem',
  '--rdp-day-width': '2.9rem',
  '--rdp-day_button-height': '2.7rem',
  '--rdp-day_button-width': '2.7rem',
} as CSSProperties

const SlotsOfMonth = createContext<Map<ClubDate, DaySlots>>(new Map())

/** A day of the month with its morning and afternoon marks; the words are in the button's label. */
function SlotDayButton({ day, modifiers, children, ...button }: DayButtonProps) {
  const states = useContext(SlotsOfMonth).get(clubDateOf(day.date))
  const self = useRef<HTMLButtonElement>(null)
  // As the library's own day button does: the day the arrow keys moved to takes the focus.
  useEffect(() => {
    if (modifiers.focused) self.current?.focus()
  }, [modifiers.focused])
  return (
    <button ref={self} {...button} style={{ ...button.style, flexDirection: 'column' }}>
      <span className="block leading-none">{children}</span>
      <span aria-hidden="true" className="mt-1 flex justify-center gap-1">
        {(['morning', 'afternoon'] as const).map((slot) => (
          <span key={slot} className={`block h-1.5 w-1.5 rounded-full ${states ? dotClass[states[slot]] : ''}`} />
        ))}
      </span>
    </button>
  )
}

interface AvailabilityCalendarProps {
  month: Date
  onMonthChange: (month: Date) => void
  firstMonth: Date
  lastMonth: Date
  slots: Map<ClubDate, DaySlots>
  selected: ClubDate | undefined
  onSelect: (date: ClubDate) => void
  loading: boolean
}

/**
 * A month of the chosen vessel: each day shows its morning and afternoon as two marks, and says them in words to
 * screen readers. A day with no free slot says why, in its name and in a line under the month when it is focused or
 * chosen; arrow keys move between days, Page Up/Down between months.
 */
export function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { slots, selected, loading } = props
  const [focused, setFocused] = useState<ClubDate>()
  const explained = [focused, selected].find((day) => day && dayReason(slots.get(day)))

  return (
    <SlotsOfMonth value={slots}>
      <div aria-busy={loading} className="booking-calendar">
        <DayPicker
          mode="single"
          required={false}
          timeZone={CLUB_TIME_ZONE}
          style={calendarColours}
          month={props.month}
          onMonthChange={props.onMonthChange}
          startMonth={props.firstMonth}
          endMonth={props.lastMonth}
          selected={selected ? clubInstant(selected, 12) : undefined}
          onSelect={(day) => day && props.onSelect(clubDateOf(day))}
          disabled={(day) => !slots.has(clubDateOf(day))}
          modifiers={{ closed: (day) => slots.has(clubDateOf(day)) && !dayIsOpen(clubDateOf(day), slots) }}
          modifiersClassNames={{ closed: 'text-navy-700/75 line-through decoration-navy-700/40' }}
          onDayFocus={(day) => setFocused(clubDateOf(day))}
          onDayBlur={() => setFocused(undefined)}
          components={{ DayButton: SlotDayButton }}
          labels={{ labelDayButton: (day) => describeDay(clubLongDayLabel(day), slots.get(clubDateOf(day))) }}
          footer={
            <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-navy-800">
              {(
                [
                  ['free', 'Free'],
                  ['yours', 'Yours'],
                  ['taken', 'Booked'],
                  ['closed', 'Not bookable: choose the day to see why'],
                ] as const
              ).map(([state, label]) => (
                <li key={state} className="flex items-center gap-2">
                  <span aria-hidden="true" className={`block h-2 w-2 rounded-full ${dotClass[state]}`} />
                  {label}
                </li>
              ))}
              <li>Left mark: morning · right mark: afternoon</li>
            </ul>
          }
        />
        <p className="mt-3 min-h-10 max-w-[22rem] text-sm text-navy-900">
          {explained && (
            <>
              <span className="font-medium">{clubLongDayLabel(explained)} cannot be booked.</span>{' '}
              {dayReason(slots.get(explained))}
            </>
          )}
        </p>
      </div>
    </SlotsOfMonth>
  )
}
