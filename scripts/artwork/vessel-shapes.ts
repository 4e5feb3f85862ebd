import type { VesselKind } from '../../common/fleet.ts'

/**
 * Vessel outlines in a 100-unit space: one unit is 1% of the boat's length. Profiles run from the stern (x 0) to the
 * bow (x 100); stern views are centred on x 0. The waterline is y 0 and up is negative, as in SVG.
 */
export type Part =
  'hull' | 'farHull' | 'boot' | 'superstructure' | 'glass' | 'shadow' | 'trim' | 'rail' | 'post' | 'engine'

export type Shape = readonly [part: Part, path: string]

/** An outboard engine seen from the side, hung on a transom at x 0. */
function outboard(x: number, y: number): string {
  return `M${x - 6},${y - 14}q0,-2 2,-2h4.6q1.6,0 1.6,2v3.5l-.8,1v4l-1.2,1v5.1h-2.8v-5.1l-1.6,-1v-4l-1.8,-1Z`
}

export const profiles: Record<VesselKind, readonly Shape[]> = {
  'motor yacht': [
    ['hull', 'M-3.6,-2.9H2.4V-1.5H-3.6Z'],
    ['hull', 'M.4,-9.7L2.2,-1.6Q3,0 6,0L88,0Q93,-.6 95.4,-4L100.5,-13.4L99.4,-13.7Q66,-10.7 .4,-9.7Z'],
    ['boot', 'M2.5,-2.3H90.6L91.4,-1.1H2.3Z'],
    ['glass', 'M44,-5.5L70,-6.2L70,-5L44,-4.5Z'],
    ['trim', 'M1.4,-7.8Q50,-8.6 98.6,-12'],
    ['superstructure', 'M8,-10L8.6,-18.5L55,-19.3Q58.5,-19.3 61,-17.9L77,-10.9Z'],
    ['glass', 'M12,-12.2L12.3,-16.9L56,-17.5Q58,-17.5 59.4,-16.6L71,-11.7Z'],
    ['post', 'M25,-12.3V-17.1M39,-12.2V-17.3'],
    ['shadow', 'M8.6,-18.5L55,-19.3V-18.6L8.6,-17.8Z'],
    ['superstructure', 'M15,-19.1L15.5,-23.5L46,-23.9L53,-19.3Z'],
    ['glass', 'M17,-20.5L17.1,-22.1L46.6,-22.4L48.8,-20.5Z'],
    ['post', 'M17,-23.5V-27.1M42.5,-23.8V-27.1'],
    ['superstructure', 'M10.5,-28.5L44,-28.9Q47,-28.9 47.2,-27.9L46.2,-27.1L11,-27.1Z'],
    ['superstructure', 'M24,-28.7L25.8,-31.4H31L32.2,-28.8Z'],
    ['post', 'M23.6,-32.2H33.6'],
    ['rail', 'M78,-13.9L98.8,-15.5M82,-12.4V-14.2M88,-12.8V-14.7M94,-13.3V-15.1M.8,-11.4H8'],
  ],
  'sport yacht': [
    ['hull', 'M-3.4,-2.9H2.4V-1.5H-3.4Z'],
    ['hull', 'M.4,-9.6L2.3,-1.6Q3.1,0 6,0L83,0C91.5,-.4 97,-5 100.5,-12.6L99.4,-12.9Q70,-10.4 .4,-9.6Z'],
    ['boot', 'M2.4,-2.4L86,-2.4C90,-2.6 93,-3.8 95,-6L94.6,-4.4C92.5,-2 90,-1.2 86,-1.2L2.3,-1.2Z'],
    ['glass', 'M42,-5.2L70,-6.1L70,-4.9L42,-4.2Z'],
    ['trim', 'M1.6,-7.7Q50,-8.4 99.4,-11.2'],
    ['superstructure', 'M9.6,-9.9L10.8,-14.2Q13,-15.5 20,-16.1L47.5,-17.5Q54,-17.7 58.5,-15.6L75,-10.5Z'],
    ['glass', 'M15.5,-11.3L16.6,-14.4L49.5,-15.9Q53,-15.9 55.3,-14.8L67,-10.9Z'],
    ['superstructure', 'M21,-16.1L23.2,-18.9H36.2L38.6,-16.8Z'],
    ['rail', 'M76,-12.9L99,-14.3M82,-11.8V-13.1M88,-12.1V-13.5M94,-12.4V-13.9'],
  ],
  'express cruiser': [
    ['hull', 'M-3.6,-2.7H2.3V-1.3H-3.6Z'],
    ['hull', 'M.8,-10.2L2.5,-1.6Q3.3,0 6,0L81,0C90.5,-.4 96.5,-5.2 100.5,-13.8L99.4,-14.1Q70,-11.2 .8,-10.2Z'],
    ['boot', 'M2.6,-2.4L84,-2.4C89,-2.6 92.5,-4 94.6,-6.4L94.2,-4.6C92,-2.1 89,-1.2 84,-1.2L2.5,-1.2Z'],
    [
      'glass',
      'M61,-6.6a1,.7 0 1 0 2,0a1,.7 0 1 0-2,0ZM66,-6.9a1,.7 0 1 0 2,0a1,.7 0 1 0-2,0ZM71,-7.2a1,.7 0 1 0 2,0a1,.7 0 1 0-2,0Z',
    ],
    ['trim', 'M1.8,-8.1Q50,-9 99.4,-12.2'],
    ['superstructure', 'M50,-11.5L52.5,-13.6Q70,-14.5 88,-12.7Z'],
    ['superstructure', 'M7,-10.6L7.4,-13.4H18.6L19,-10.6ZM33.6,-10.9V-15H38.4V-10.9Z'],
    ['glass', 'M41.2,-10.9L53.8,-11.5L47.6,-19.1L42,-19.2Z'],
    ['post', 'M23.6,-10.8V-22M44.6,-19L47,-22'],
    ['superstructure', 'M20,-23.9L48,-23.6Q50.8,-23.5 50.2,-22.3L47.8,-21.7L20.4,-22Z'],
    ['rail', 'M62,-14.6L98.6,-15.6M70,-12.1V-14.8M80,-12.6V-15.1M90,-13.3V-15.4'],
  ],
  'power catamaran': [
    ['farHull', 'M78,-14.2L79,-4.6L96.2,-4.6C99.8,-4.6 101.6,-6.4 102,-9L103,-16Z'],
    ['shadow', 'M80,-13.4L101.8,-14L101.2,-9.4C100.6,-7 99,-5.8 96.4,-5.2L88,-4.8Q90,-9 80,-13.4Z'],
    ['hull', 'M.5,-12.6L1.5,0L88.5,0C92.4,0 94.6,-2 95.1,-5L96.3,-13.6Q60,-13 .5,-12.6Z'],
    ['boot', 'M1.7,-2.2H89C92,-2.2 93.8,-3.3 94.6,-5.2L94.4,-3.6C93.6,-1.9 91.8,-1 89,-1H1.6Z'],
    ['trim', 'M1.4,-10.4Q50,-10.8 96,-11.6'],
    ['glass', 'M40,-6.2H64V-5H40Z'],
    ['superstructure', 'M8,-12.8L8.6,-25.2L69,-25.4L79.6,-13.4Z'],
    ['glass', 'M13,-15.3L13.2,-23L66.4,-23.2L74.6,-15.6Z'],
    ['superstructure', 'M30,-23.2V-15.4H31.2V-23.2ZM48,-23.2V-15.5H49.2V-23.2Z'],
    ['superstructure', 'M15,-25.3L15.6,-29L55,-29.2L59.4,-25.4Z'],
    ['glass', 'M17,-26.6L17.1,-27.8L55.4,-28L56.6,-26.6Z'],
    ['post', 'M18.5,-29V-32.8M50,-29.2V-32.8'],
    ['superstructure', 'M11.5,-34.6L53.5,-34.8Q56.8,-34.8 56.8,-33.6L55,-32.7L12,-32.7Z'],
    ['rail', 'M80,-14.9L96,-15.4M86,-13.2V-15M92,-13.4V-15.2'],
  ],
  'center console': [
    ['engine', outboard(2.6, -1.8) + outboard(2, -0.9)],
    ['engine', outboard(1.4, 0)],
    ['trim', 'M-4,-13.2H3'],
    ['hull', 'M3,-8.9L4.3,-1.4Q5,0 7.6,0L81,0C90.5,-.4 96,-4.6 100.5,-11.9L99.4,-12.2Q70,-9.7 3,-8.9Z'],
    ['trim', 'M3.6,-8.2Q50,-8.9 99.6,-11.4'],
    ['superstructure', 'M33.6,-8.8L34,-13.6H38.4L38.8,-8.8ZM42,-8.8L42.4,-15L48.6,-15.2L54,-9.2Z'],
    ['glass', 'M47.8,-15.1L49.8,-18.1L51,-18.1L53.8,-9.6L52.2,-9.6Z'],
    ['post', 'M43.4,-15L41.4,-24.2M51.4,-16.6L53.4,-24.2'],
    ['superstructure', 'M35.6,-25.4L58,-25.6Q60.2,-25.6 59.8,-24.6L58.6,-24L36.2,-24Z'],
    ['rail', 'M39,-25.4L27,-31M54,-25.6L43,-32M64,-12L97.6,-13.7M70,-10.5V-12.2M80,-10.9V-12.7M90,-11.5V-13.2'],
  ],
}

export const sterns: Record<VesselKind, readonly Shape[]> = {
  'motor yacht': [
    ['hull', 'M-14,-11H14L12.4,-1.8Q0,.8 -12.4,-1.8Z'],
    ['boot', 'M-12.8,-3.6Q0,-1.2 12.8,-3.6L12.4,-1.8Q0,.8 -12.4,-1.8Z'],
    ['superstructure', 'M-14.4,-3.4H14.4V-1.8H-14.4Z'],
    ['trim', 'M-13.7,-8.8H13.7'],
    ['superstructure', 'M-11.6,-11L-11,-19.6H11L11.6,-11Z'],
    ['glass', 'M-7.6,-11.4V-18.2H7.6V-11.4Z'],
    ['shadow', 'M-11.4,-19.6H11.4V-20.4H-11.4Z'],
    ['superstructure', 'M-9.8,-20.4L-9,-24.6H9L9.8,-20.4Z'],
    ['glass', 'M-8.6,-21.6V-23.2H8.6V-21.6Z'],
    ['post', 'M-8.2,-24.6V-28.6M8.2,-24.6V-28.6'],
    ['superstructure', 'M-11.4,-28.4H11.4L10.6,-29.8H-10.6ZM-1.4,-29.8L-.9,-33H.9L1.4,-29.8Z'],
  ],
  'sport yacht': [
    ['hull', 'M-14.6,-9.6H14.6L13.4,-1.8Q0,.7 -13.4,-1.8Z'],
    ['boot', 'M-13.8,-3.4Q0,-1.2 13.8,-3.4L13.4,-1.8Q0,.7 -13.4,-1.8Z'],
    ['superstructure', 'M-15,-3.2H15V-1.7H-15Z'],
    ['trim', 'M-14.3,-7.6H14.3'],
    ['superstructure', 'M-13.4,-9.6L-12.4,-15Q-11.2,-16.8 -8,-17H8Q11.2,-16.8 12.4,-15L13.4,-9.6Z'],
    ['glass', 'M-9,-10.6L-8.4,-15.2H8.4L9,-10.6Z'],
    ['superstructure', 'M-6,-17L-5,-19H5L6,-17Z'],
  ],
  'express cruiser': [
    ['hull', 'M-15,-10.2H15L13.8,-1.8Q0,.7 -13.8,-1.8Z'],
    ['boot', 'M-14.2,-3.4Q0,-1.2 14.2,-3.4L13.8,-1.8Q0,.7 -13.8,-1.8Z'],
    ['superstructure', 'M-15.4,-3.2H15.4V-1.6H-15.4Z'],
    ['trim', 'M-14.7,-8.2H14.7'],
    ['glass', 'M-12.4,-10.6L-11.4,-18.8H11.4L12.4,-10.6Z'],
    ['superstructure', 'M-11.6,-10.2V-13.4H11.6V-10.2Z'],
    ['post', 'M-12,-10.2V-22M12,-10.2V-22'],
    ['superstructure', 'M-13.4,-21.8H13.4L12.4,-23.8H-12.4Z'],
  ],
  'power catamaran': [
    ['shadow', 'M-11,-12.8H11V-9Q0,-7.6 -11,-9Z'],
    ['hull', 'M-23,-12.8H-10.6L-11.2,0H-22.4ZM10.6,-12.8H23L22.4,0H11.2Z'],
    ['boot', 'M-22.6,-2.4H-11.1L-11.2,0H-22.4ZM11.1,-2.4H22.6L22.4,0H11.2Z'],
    ['trim', 'M-22.8,-10.6H-10.8M10.8,-10.6H22.8'],
    ['superstructure', 'M-23.4,-12.6H23.4V-14.2H-23.4Z'],
    ['superstructure', 'M-21,-14.2L-20,-26.2H20L21,-14.2Z'],
    ['glass', 'M-14,-15V-24.2H14V-15Z'],
    ['superstructure', 'M-17,-26.2L-16,-29.6H16L17,-26.2Z'],
    ['post', 'M-15,-29.6V-33.4M15,-29.6V-33.4'],
    ['superstructure', 'M-20,-33.2H20L19,-35H-19Z'],
  ],
  'center console': [
    ['hull', 'M-15.4,-8.9H15.4L13.8,-1.5Q0,.9 -13.8,-1.5Z'],
    ['trim', 'M-15,-8.2H15'],
    ['superstructure', 'M-6.4,-8.8V-13.6H6.4V-8.8Z'],
    ['glass', 'M-4.6,-13.6L-4,-17.6H4L4.6,-13.6Z'],
    ['post', 'M-4.6,-15.6L-7.6,-24.4M4.6,-15.6L7.6,-24.4'],
    ['superstructure', 'M-10.6,-24.2H10.6L10,-25.8H-10Z'],
    [
      'engine',
      'M-10.2,-15.2q0-1.4 1.4-1.4h3.4q1.4,0 1.4,1.4v5.4l-1.4,1.2v9.2h-2.8v-9.2l-2,-1.2Z' +
        'M-2.7,-15.2q0-1.4 1.4-1.4h2.6q1.4,0 1.4,1.4v5.4l-1.4,1.2v9.2h-2.6v-9.2l-1.4,-1.2Z' +
        'M4,-15.2q0-1.4 1.4-1.4h3.4q1.4,0 1.4,1.4v5.4l-2,1.2v9.2h-2.8v-9.2l-1.4,-1.2Z',
    ],
  ],
}

/** Height of the tallest part above the waterline, in the same units. */
export const heights: Record<VesselKind, number> = {
  'motor yacht': 33,
  'sport yacht': 19,
  'express cruiser': 24,
  'power catamaran': 35,
  'center console': 35,
}

/** Beam as a share of length, for stern views. */
export const beams: Record<VesselKind, number> = {
  'motor yacht': 28,
  'sport yacht': 30,
  'express cruiser': 31,
  'power catamaran': 47,
  'center console': 31,
}
