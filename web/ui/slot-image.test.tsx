import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { imageSlot } from '../content/images.ts'
import { imageSources, type PhotoManifest, SlotImage, SlotImageWithSources, slotImageSources } from './slot-image.tsx'

const slot = imageSlot('fleet/peace-1')
const widths = [480, 800, 1200, 1600]
const manifest: PhotoManifest = {
  'fleet/peace-1': {
    width: slot.width,
    height: slot.height,
    sources: {
      avif: widths.map((width) => ({ src: `/photos/fleet/peace-1-${width}.avif`, width })),
      webp: widths.map((width) => ({ src: `/photos/fleet/peace-1-${width}.webp`, width })),
    },
  },
}

describe('imageSources', () => {
  it('is the slot’s artwork when the club has no photo for it', () => {
    expect(imageSources(slot, {})).toEqual({ kind: 'artwork', src: '/artwork/fleet/peace-1.svg' })
  })

  it('is every size of the photo, with a middle-sized WebP for the fallback image', () => {
    expect(imageSources(slot, manifest)).toEqual({
      kind: 'photo',
      src: '/photos/fleet/peace-1-1200.webp',
      avifSrcSet: widths.map((width) => `/photos/fleet/peace-1-${width}.avif ${width}w`).join(', '),
      webpSrcSet: widths.map((width) => `/photos/fleet/peace-1-${width}.webp ${width}w`).join(', '),
    })
  })
})

describe('SlotImageWithSources', () => {
  it('renders the artwork as a plain image at the slot’s size', () => {
    const markup = renderToStaticMarkup(
      <SlotImageWithSources slot={slot} sources={imageSources(slot, {})} loading="lazy" className="w-full" />,
    )
    expect(markup).toBe(
      `<img src="/artwork/fleet/peace-1.svg" width="${slot.width}" height="${slot.height}" alt="${slot.alt}" ` +
        'loading="lazy" decoding="async" class="w-full"/>',
    )
  })

  it('renders a photo as a picture offering AVIF, then WebP, then a WebP image', () => {
    const markup = renderToStaticMarkup(
      <SlotImageWithSources
        slot={slot}
        sources={imageSources(slot, manifest)}
        sizes="(min-width: 1024px) 50vw, 100vw"
        loading="eager"
        fetchPriority="high"
      />,
    )
    const sizes = 'sizes="(min-width: 1024px) 50vw, 100vw"'
    expect(markup).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="${widths.map((width) => `/photos/fleet/peace-1-${width}.avif ${width}w`).join(', ')}" ${sizes}/>` +
        `<source type="image/webp" srcSet="${widths.map((width) => `/photos/fleet/peace-1-${width}.webp ${width}w`).join(', ')}" ${sizes}/>` +
        `<img src="/photos/fleet/peace-1-1200.webp" width="${slot.width}" height="${slot.height}" alt="${slot.alt}" ` +
        'loading="eager" fetchPriority="high" decoding="async"/>' +
        '</picture>',
    )
  })

  it('sizes a photo for the full viewport unless told otherwise', () => {
    const markup = renderToStaticMarkup(
      <SlotImageWithSources slot={slot} sources={imageSources(slot, manifest)} loading="lazy" />,
    )
    expect(markup.match(/sizes="100vw"/g)).toHaveLength(2)
  })
})

describe('slotImageSources', () => {
  it('is the sources of the slot with that id', () => {
    const hero = imageSlot('home/hero')
    expect(['artwork', 'photo']).toContain(slotImageSources(hero.id).kind)
    expect(slotImageSources(hero.id).src).toMatch(/^\/(artwork|photos)\/home\/hero/)
  })
})

describe('SlotImage', () => {
  it('renders the slot at its size with its alt text, or the alt text it is given', () => {
    const markup = renderToStaticMarkup(<SlotImage id="home/hero" loading="eager" />)
    expect(markup).toContain(`width="1920" height="1080" alt="${imageSlot('home/hero').alt}" loading="eager"`)
    expect(renderToStaticMarkup(<SlotImage id="home/hero" loading="lazy" alt="The bay at sunset" />)).toContain(
      'alt="The bay at sunset" loading="lazy"',
    )
  })
})
