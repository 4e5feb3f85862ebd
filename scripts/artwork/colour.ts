/** Colour arithmetic on #rrggbb strings. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

export function mix(from: string, to: string, amount: number): string {
  const a = channels(from)
  const b = channels(to)
  const mixed = a.map((channel, index) => Math.round(channel + ((b[index] ?? channel) - channel) * amount))
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

/** The colour at `position` (0–1) along evenly spaced colours. */
export function sample(colours: readonly string[], position: number): string {
  const scaled = Math.min(Math.max(position, 0), 1) * (colours.length - 1)
  const index = Math.min(Math.floor(scaled), colours.length - 2)
  const from = colours[index] ?? '#000000'
  const to = colours[index + 1] ?? from
  return mix(from, to, scaled - index)
}
