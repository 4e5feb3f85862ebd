import { useId } from 'react'
import { addClubDays, type ClubDate, clubClockTime } from '../../../common/club-time.ts'
import { slotTimes } from '../../../common/booking/slots.ts'
import { MULTI_DAY_MAX, MULTI_DAY_MIN, tourPrice, type TourType, tourTypes } from '../../../common/booking/tours.ts'
import { type DaySlots, tourIsOpen } from './slot-states.ts'

function whenOf(tourType: TourType, date: ClubDate): string {
  const morning = slotTimes({ date, slot: 'morning' })
  const afternoon = slotTimes({ date, slot: 'afternoon' })
  switch (tourType) {
    case 'Half Day Morning':
      return `${clubClockTime(morning.startAt)} – ${clubClockTime(morning.endAt)}`
    case 'Half Day Afternoon':
      return `${clubClockTime(afternoon.startAt)} – ${clubClockTime(afternoon.endAt)}`
    case 'Sunset':
      return `3 hours, back at ${clubClockTime(afternoon.endAt)}`
    case 'Full Day':
      return `${clubClockTime(morning.startAt)} – ${clubClockTime(afternoon.endAt)}`
    case 'Overnight':
      return `${clubClockTime(afternoon.startAt)} to ${clubClockTime(slotTimes({ date: addClubDays(date, 1), slot: 'morning' }).endAt)} the next day`
    case 'Multi-day':
      return `${MULTI_DAY_MIN} to ${MULTI_DAY_MAX} days aboard`
  }
}

interface TourPickerProps {
  date: ClubDate
  prices: Record<string, number>
  slots: Map<ClubDate, DaySlots>
  tourType: TourType | undefined
  days: number
  onChange: (tourType: TourType, days: number) => void
}

/**
 * The tours the member's tier may book on the chosen day, with their times and prices; a tour whose slots are not all
 * free, or that a rule refuses, is greyed out and says why.
 */
export function TourPicker({ date, prices, slots, tourType, days, onChange }: TourPickerProps) {
  const daysId = useId()
  const offered = slots.get(date)?.tours ?? {}
  return (
    <fieldset>
      <legend className="text-sm font-medium text-navy-900">Tour</legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {tourTypes
          .filter((type) => type in offered)
          .map((type) => {
            const refusal = offered[type]
            const free = tourIsOpen(type, date, type === 'Multi-day' ? days : 1, slots)
            const open = free && !refusal
            const price = tourPrice({ tourType: type, days }, prices[type] ?? 0)
            return (
              <label
                key={type}
                className={`flex cursor-pointer items-start gap-3 rounded-sm border p-3 text-sm has-[:checked]:border-gold-500 has-[:checked]:bg-gold-200/30 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 ${
                  open
                    ? 'border-navy-900/20 bg-white'
                    : 'cursor-not-allowed border-navy-900/10 bg-sand-100 text-navy-800/60'
                }`}
              >
                <input
                  type="radio"
                  name="tour-type"
                  value={type}
                  checked={tourType === type}
                  disabled={!open}
                  onChange={() => onChange(type, days)}
                  className="mt-1 accent-navy-900"
                />
                <span className="flex-1">
                  <span className="block font-medium text-navy-900">{type}</span>
                  <span className="block text-navy-800/80">{whenOf(type, date)}</span>
                  <span className="block">
                    {price.toLocaleString('en-US')} points{free ? '' : ' · not free that day'}
                  </span>
                  {refusal && <span className="mt-1 block text-navy-900">{refusal}</span>}
                </span>
              </label>
            )
          })}
      </div>
      {tourType === 'Multi-day' && (
        <div className="mt-4">
          <label htmlFor={daysId} className="block text-sm font-medium text-navy-900">
            Days aboard
          </label>
          <select
            id={daysId}
            value={days}
            onChange={(event) => onChange('Multi-day', Number(event.target.value))}
            className="mt-2 rounded-sm border border-navy-900/25 bg-white px-3 py-2 text-navy-900 focus:outline-2 focus:outline-gold-500"
          >
            {Array.from({ length: MULTI_DAY_MAX - MULTI_DAY_MIN + 1 }, (_, index) => MULTI_DAY_MIN + index).map(
              (count) => (
                <option key={count} value={count}>
                  {count} days
                </option>
              ),
            )}
          </select>
        </div>
      )}
    </fieldset>
  )
}
