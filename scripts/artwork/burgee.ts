import { brand } from './palettes.ts'

/*
 * The club burgee: a navy swallow-tailed pennant with a gold star at the hoist and a gold edge, flown from a gold staff.
 * Shapes are drawn on a 64 × 48 grid; the favicon, touch icon and social card all place this same artwork.
 */

/** A five-pointed star as path data. */
function star(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.42
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (index * Math.PI) / 5
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`
  })
  return `M${points.join('L')}Z`
}

const pennant = 'M8,7L61,17.5L45,24L61,30.5L8,41Z'

/** The pennant and its star, without the staff. */
function burgeeShapes(colours: { field: string; edge: string; star: string }): string {
  return (
    `<path d="${pennant}" fill="${colours.field}" stroke="${colours.edge}" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="${star(21, 24, 8.5)}" fill="${colours.star}"/>`
  )
}

const onLight = { field: brand.navy800, edge: brand.gold500, star: brand.gold500 }
const onNavy = { field: brand.gold400, edge: brand.gold400, star: brand.navy900 }

/** public/brand/burgee.svg: the pennant on its staff with a gold finial. */
export function burgeeSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48" width="64" height="48">' +
    `<path d="M5.4,5V47" stroke="${brand.gold600}" stroke-width="2.4" stroke-linecap="round"/>` +
    `<circle cx="5.4" cy="3.4" r="2.4" fill="${brand.gold500}"/>` +
    burgeeShapes(onLight) +
    '</svg>\n'
  )
}

/** A square icon: the burgee on a navy tile, which reads on both light and dark browser tabs. */
export function iconSvg(size: number, rounded: boolean): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
    `<rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${brand.navy900}"/>` +
    `<g transform="translate(-1.5,8)">${burgeeShapes(onNavy)}` +
    `<path d="M8,9V48" stroke="${brand.gold200}" stroke-width="2.6" stroke-linecap="round"/></g>` +
    '</svg>\n'
  )
}
