import { type ReactNode, useRef } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx'

/**
 * A horizontal shelf of cards: swipe or scroll on any device, or use the arrow buttons. On a phone it runs to the
 * screen's edges, which says there is more to swipe; wider, it keeps to the content column.
 */
export function ScrollRow({ label, children }: { label: string; children: ReactNode }) {
  const row = useRef<HTMLUListElement>(null)
  const scroll = (direction: 1 | -1) => {
    const element = row.current
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' })
  }
  const arrowClass =
    'grid h-10 w-10 place-items-center rounded-full border border-navy-900/25 text-navy-900 hover:bg-navy-900 hover:text-sand-50'

  return (
    <div>
      <ul
        ref={row}
        aria-label={label}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        {children}
      </ul>
      <div className="mt-2 hidden justify-end gap-2 sm:flex">
        <button type="button" onClick={() => scroll(-1)} aria-label={`Scroll ${label} back`} className={arrowClass}>
          <ChevronLeftIcon />
        </button>
        <button type="button" onClick={() => scroll(1)} aria-label={`Scroll ${label} forward`} className={arrowClass}>
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  )
}
