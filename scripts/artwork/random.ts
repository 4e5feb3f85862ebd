/** A seeded random source, so every slot's artwork is the same on every run. */
export interface Random {
  next(): number
  between(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

function hash(text: string): number {
  let value = 2166136261
  for (const character of text) {
    value ^= character.codePointAt(0) ?? 0
    value = Math.imul(value, 16777619)
  }
  return value >>> 0
}

/** mulberry32: tiny, fast and good enough for composition choices. */
export function seededRandom(seed: string): Random {
  let state = hash(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('Cannot pick from an empty list')
      return item
    },
    chance: (probability) => next() < probability,
  }
}
