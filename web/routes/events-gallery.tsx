import { useState } from 'react'
import { Link } from 'react-router'
import { imageSlot } from '../content/images.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { PageHero } from '../ui/page-hero.tsx'
import { pageMeta } from '../ui/page-meta.ts'
import { SlotImage, slotImageSources } from '../ui/slot-image.tsx'
import { useLoadedWhen } from '../ui/use-loaded-when.ts'

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

// The viewer and its library load when a picture is first opened; a pointer coming down on one starts the download.
const loadViewer = () => import('../ui/picture-viewer.tsx')

export default function EventsGallery() {
  const [open, setOpen] = useState<number>(-1)
  const viewer = useLoadedWhen(open >= 0, loadViewer)

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
                onPointerDown={() => void loadViewer()}
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

      {viewer && <viewer.PictureViewer slides={slides} index={open} onView={setOpen} onClose={() => setOpen(-1)} />}
    </>
  )
}
