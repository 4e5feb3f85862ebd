import { type RefObject, useState } from 'react'
import { Link } from 'react-router'
import { clubDayLabel } from '../../../../common/club-time.ts'
import { buttonClass } from '../../../ui/button-styles.ts'
import { Modal, type ResultMessage } from '../../../ui/dialog.tsx'
import { BlockForm } from './block-form.tsx'
import { BlockedCell } from './blocked-cell.tsx'
import { BookedCell } from './booked-cell.tsx'
import { type FleetCell, type FleetVessel, holdEnd, isChangeable } from './fleet-week.ts'

interface CellDialogProps {
  vessel: FleetVessel
  cell: FleetCell
  /** The fleet, for the block form's choice of vessel. */
  vessels: FleetVessel[]
  onClose: () => void
  /** The outcome of a change, for the result dialog; the calendar is read again by then. */
  onDone: (result: ResultMessage) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

function describe(cell: FleetCell): string {
  const readOnly = isChangeable(cell) ? '' : ' This slot has passed: nothing here can change.'
  if (cell.booking) return `Booked.${readOnly}`
  if (cell.block) return `Blocked.${readOnly}`
  if (cell.hold) return `Held from the waitlist.${readOnly}`
  return isChangeable(cell) ? 'Free: nobody has booked this slot.' : `Not booked.${readOnly}`
}

/** One slot of one vessel: its booking, its block, or, when free, the offer to block the vessel from it. */
export function CellDialog({ vessel, cell, vessels, onClose, onDone, returnFocusTo }: CellDialogProps) {
  const [blocking, setBlocking] = useState(false)
  const title = `${vessel.name}, ${clubDayLabel(cell.date)}, ${cell.slot}`
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={blocking ? `Block ${vessel.name}` : title}
      description={blocking ? 'Close the vessel over a range of slots; members see them as closed.' : describe(cell)}
      returnFocusTo={returnFocusTo}
      closeButton={!isChangeable(cell) || cell.hold !== undefined}
      wide
    >
      {blocking ? (
        <BlockForm
          vessels={vessels}
          defaults={{ vessel_id: vessel.vessel_id, slot: { date: cell.date, slot: cell.slot } }}
          onDone={onDone}
          onCancel={() => setBlocking(false)}
        />
      ) : cell.booking ? (
        <BookedCell vessel={vessel} booking={cell.booking} changeable={isChangeable(cell)} onDone={onDone} />
      ) : cell.block ? (
        <BlockedCell block={cell.block} changeable={isChangeable(cell)} onDone={onDone} />
      ) : cell.hold ? (
        <p className="text-navy-900">
          Offered to {cell.hold.member.name} from the waitlist and held for them until {holdEnd(cell.hold)}. Nobody else
          can book it until then; if they do not, it goes to the next in line.
        </p>
      ) : (
        isChangeable(cell) && (
          <div className="flex flex-wrap gap-3">
            <Link
              to={`/admin?tab=bookings&vessel=${vessel.vessel_id}&date=${cell.date}`}
              className={buttonClass('gold')}
            >
              Book for a member
            </Link>
            <button type="button" className={buttonClass('navy')} onClick={() => setBlocking(true)}>
              Block this vessel
            </button>
          </div>
        )
      )}
    </Modal>
  )
}
