import { formatLength, locations, sectionsAt } from '../../../common/fleet.ts'
import { buttonClass } from '../../ui/button-styles.ts'
import { NewTabLink } from '../../ui/new-tab-link.tsx'
import { ScrollRow } from '../../ui/scroll-row.tsx'
import { SlotImage } from '../../ui/slot-image.tsx'

/** Every listing as a card, grouped by location; each opens its section of /fleet in a new tab. */
export function FleetCards() {
  return (
    <div className="space-y-12">
      {locations.map((location) => (
        <section key={location.slug} aria-labelledby={`fleet-cards-${location.slug}`}>
          <h3
            id={`fleet-cards-${location.slug}`}
            className="flex items-center gap-4 font-display text-3xl font-semibold text-navy-900"
          >
            {location.name}
            <span aria-hidden="true" className="h-px flex-1 bg-navy-900/15" />
          </h3>
          <div className="mt-6">
            <ScrollRow label={`Vessels in ${location.name}`}>
              {sectionsAt(location.name).map(({ anchor, vessel }) => (
                <li
                  key={anchor}
                  className="group relative flex w-72 shrink-0 snap-start flex-col overflow-hidden bg-white shadow-sm ring-1 ring-navy-900/5 sm:w-80"
                >
                  <div className="aspect-[16/10] overflow-hidden">
                    <SlotImage
                      id={`fleet/${vessel.key}-1`}
                      sizes="320px"
                      className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <p className="text-xs font-medium tracking-[0.3em] text-gold-700 uppercase">
                      <span className="sr-only">Size: </span>
                      {formatLength(vessel.lengthFeet)}
                    </p>
                    <h4 className="mt-2 font-display text-2xl font-semibold text-navy-900">{vessel.name}</h4>
                    <p className="mt-1 text-sm text-navy-800/80">{location.name}</p>
                    <NewTabLink
                      href={`/fleet#${anchor}`}
                      className={buttonClass('outline-dark', 'mt-6 self-start px-6 py-2.5')}
                      aria-label={`View Vessel: ${vessel.name}, ${location.name} (opens in a new tab)`}
                    >
                      View Vessel
                    </NewTabLink>
                  </div>
                </li>
              ))}
            </ScrollRow>
          </div>
        </section>
      ))}
    </div>
  )
}
