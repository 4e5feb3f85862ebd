import type { Artboard } from './artboard.ts'
import type { Random } from './random.ts'
import { num, tag } from './svg.ts'

/** Slender standing figures, 100 units tall with their feet at 0, drawn once and placed with <use>. */
const figures = {
  gown:
    'M-2.2,-84.6H2.2L2.6,-82.4Q8.4,-81.6 9,-78L10.4,-58Q10.6,-55.4 9.4,-55.4L8,-66L6,-70L5.2,-62Q8.6,-40 13.5,0H-13.5' +
    'Q-8.6,-40 -5.2,-62L-6,-70L-8,-66L-9.4,-55.4Q-10.6,-55.4 -10.4,-58L-9,-78Q-8.4,-81.6 -2.6,-82.4Z' +
    'M-5.6,-91.8a5.6,6.4 0 1 0 11.2,0a5.6,6.4 0 1 0-11.2,0ZM-6.6,-96a3,3 0 1 0 6,0a3,3 0 1 0-6,0Z',
  suit:
    'M-2.6,-86H2.6L3,-83Q10,-82 10.6,-78L12,-50Q12,-47 10.4,-47L9,-66L8.4,-48L7,-2Q7,0 4.6,0H1.4L.6,-40H-.6L-1.4,0' +
    'H-4.6Q-7,0 -7,-2L-8.4,-48L-9,-66L-10.4,-47Q-12,-47 -12,-50L-10.6,-78Q-10,-82 -3,-83Z' +
    'M-6,-93a6,7 0 1 0 12,0a6,7 0 1 0-12,0Z',
  toast:
    'M-2.6,-86H2.6L3,-83Q9,-82 10.4,-79L15.2,-92L17.4,-91L13.6,-74L12,-66L9,-66L8.4,-48L7,-2Q7,0 4.6,0H1.4L.6,-40' +
    'H-.6L-1.4,0H-4.6Q-7,0 -7,-2L-8.4,-48L-9,-66L-10.4,-47Q-12,-47 -12,-50L-10.6,-78Q-10,-82 -3,-83Z' +
    'M-6,-93a6,7 0 1 0 12,0a6,7 0 1 0-12,0ZM14.6,-104.6H19.4L17.6,-96.6V-93H16.4V-96.6Z',
  dress:
    'M-2.2,-84.6H2.2L2.6,-82.4Q8.4,-81.6 9,-78L13.6,-92L15.8,-91.2L11.6,-72L8,-66L6,-70L5.2,-62Q9,-48 12,-36H4L3.4,0' +
    'H.6L0,-36H-1.2L-1.8,0H-4.6L-4.8,-36H-12Q-9,-48 -5.2,-62L-6,-70L-8,-66L-9.4,-55.4Q-10.6,-55.4 -10.4,-58L-9,-78' +
    'Q-8.4,-81.6 -2.6,-82.4ZM-5.6,-91.8a5.6,6.4 0 1 0 11.2,0a5.6,6.4 0 1 0-11.2,0Z' +
    'M-7,-90Q-8,-80 -4,-78L-3,-88ZM12.6,-104.4H17.4L15.6,-96.4V-92.8H14.4V-96.4Z',
  chef:
    'M-2.6,-84H2.6L3,-81Q10,-80 11,-76L14,-58L22,-52L21,-49L11,-54L9,-66L8.6,-48L7,-2Q7,0 4.6,0H1.4L.6,-40H-.6L-1.4,0' +
    'H-4.6Q-7,0 -7,-2L-8.6,-48L-9,-66L-11,-54L-21,-49L-22,-52L-14,-58L-11,-76Q-10,-80 -3,-81Z' +
    'M-6,-90.6a6,7 0 1 0 12,0a6,7 0 1 0-12,0Z',
  toque: 'M-5.6,-96.4Q-10,-98 -9,-104Q-8,-109 -3,-108Q0,-112 3,-108Q8,-109 9,-104Q10,-98 5.6,-96.4Z',
} as const

export type Figure = keyof typeof figures

function figureId(board: Artboard, figure: Figure): string {
  return board.defs.once(`figure-${figure}`, (id) => tag('path', { id, d: figures[figure] }))
}

/** One figure standing at (x, feet), `height` pixels tall; `flip` mirrors it. */
export function person(
  board: Artboard,
  figure: Figure,
  x: number,
  feet: number,
  height: number,
  colour: string,
  flip = false,
): string {
  const scale = height / 100
  return tag('use', {
    href: `#${figureId(board, figure)}`,
    transform: `translate(${num(x)},${num(feet)}) scale(${num(flip ? -scale : scale)},${num(scale)})`,
    fill: colour,
  })
}

const socialFigures: readonly Figure[] = ['gown', 'suit', 'toast', 'dress', 'suit', 'gown']

/** A loose group of guests: pairs and singles, some raising a glass. */
export function crowd(
  board: Artboard,
  random: Random,
  options: {
    from: number
    to: number
    feet: number
    height: number
    colour: string
    count: number
    figures?: readonly Figure[]
  },
): string {
  let markup = ''
  let x = options.from + random.between(0, 0.1) * (options.to - options.from)
  const step = (options.to - options.from) / options.count
  for (let index = 0; index < options.count && x < options.to; index += 1) {
    const figure = random.pick(options.figures ?? socialFigures)
    const tall = options.height * random.between(0.92, 1.04) * (figure === 'gown' || figure === 'dress' ? 0.95 : 1)
    markup += person(
      board,
      figure,
      x,
      options.feet + random.between(-0.02, 0.02) * options.height,
      tall,
      options.colour,
      random.chance(0.5),
    )
    x += step * (random.chance(0.35) ? 0.45 : random.between(0.8, 1.5))
  }
  return markup
}
