import { useState } from 'react'
import { Link } from 'react-router'
import Lightbox from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'
import { imageSlot } from '../content/images.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SlotImage, slotImageSources } from '../ui/slot-image.tsx'

export function meta() {
  return pageMeta({
    title: 'Grand Opening At Quay Commons',
    description:
      'The private gallery of our grand opening at Quay Commons: the fleet dressed in lights, music on the promenade and a night on the Sarasota waterfront.',
    path: '/events/gallery',
  })
}

const GALLERY_SIZE = 12

const gallery = Array.from({ length: GALLERY_SIZE }, (_, index) => imageSlot(`gallery/quay-commons-${index + 1}`))

const slides = gallery.map((slot) => ({
  src: slotImageSources(slot.id).src,
  alt: slot.alt,
  width: slot.width,
  height: slot.height,
}))

export default function EventsGallery() {
  const [open, setOpen] = useState<number>(-1)

  return (
    <>
      <PageHero
        imageId="gallery/hero"
        eyebrow="Private gallery"
        title="Grand Opening At Quay Commons"
        intro="An evening on the Sarasota waterfront: the fleet dressed in lights, music on the promenade and our members’ first toast to the club."
      />

      <section aria-label="Pictures of the grand opening" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {gallery.map((slot, index) => (
            <li key={slot.id}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="group block w-full overflow-hidden"
                aria-label={`Open picture ${index + 1} of ${GALLERY_SIZE} full screen`}
              >
                <SlotImage
                  id={slot.id}
                  sizes="(min-width: 1024px) 33vw, 50vw"
                  className="aspect-[3/2] w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Link to="/events" className={buttonClass('outline-dark')}>
            Back to Events
          </Link>
        </div>
      </section>

      <Lightbox
        open={open >= 0}
        index={Math.max(open, 0)}
        close={() => setOpen(-1)}
        slides={slides}
        on={{ view: ({ index }) => setOpen(index) }}
        labels={{ Close: 'Close the gallery', Previous: 'Previous picture', Next: 'Next picture' }}
      />
    </>
  )
}
