import type { TourType } from '../../../../common/booking/tours.ts'
import { blockKindLabels, type FleetCell, guestsText } from './fleet-week.ts'

// The column already says morning or afternoon; the cell's narrow width keeps what it adds.
const shortTourNames: Record<TourType, string> = {
  'Half Day Morning': 'Half day',
  'Half Day Afternoon': 'Half day',
  Sunset: 'Sunset',
  'Full Day': 'Full day',
  Overnight: 'Overnight',
  'Multi-day': 'Multi-day',
}

/**
 * What a cell shows at a glance. Each state says itself in words as well as in its colour and pattern: a name for a
 * booking, the kind for a block, 'Free' and 'Past'.
 */
export function FleetCellContent({ cell }: { cell: FleetCell }) {
  const past = cell.state === 'past'
  if (cell.booking) {
    const { member, tour_type, guests, captain } = cell.booking
    return (
      <span className="flex flex-col gap-0.5 text-left">
        {past && <span className="text-[0.7rem] font-semibold tracking-wide text-navy-800 uppercase">Past</span>}
        <span className="truncate font-semibold">{member.name}</span>
        <span className="truncate">{shortTourNames[tour_type]}</span>
        <span>{guestsText(guests)}</span>
        {captain ? (
          <span className="truncate">Capt. {captain.name}</span>
        ) : (
          <span className="self-start rounded-sm border border-dashed border-amber-800 px-1 font-semibold text-amber-900">
            No captain
          </span>
        )}
      </span>
    )
  }
  if (cell.block) {
    return (
      <span className="flex flex-col gap-0.5 text-left">
        {past && <span className="text-[0.7rem] font-semibold tracking-wide text-navy-800 uppercase">Past</span>}
        <span className="font-semibold">{blockKindLabels[cell.block.kind]}</span>
        <span className="line-clamp-2 break-words">{cell.block.reason}</span>
      </span>
    )
  }
  return <span className="text-navy-800">{past ? 'Past' : 'Free'}</span>
}

/** The cell's look by state; a blocked slot is striped, a past one greyed, a free one plain white. */
export function cellTone(cell: FleetCell): string {
  if (cell.state === 'past') return 'bg-navy-900/[0.07] text-navy-800'
  if (cell.block) return 'bg-[repeating-linear-gradient(135deg,#fde68a_0_6px,#fef3c7_6px_12px)] text-navy-950'
  if (cell.booking) return 'bg-sky-100 text-navy-950'
  return 'bg-white text-navy-900'
}
