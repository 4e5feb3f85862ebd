/** Small helpers to write compact SVG markup as strings. */

export type Attributes = Record<string, string | number | undefined>

/** Rounds to two decimals so attribute values stay short. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100)
}

export function tag(name: string, attributes: Attributes = {}, children?: string): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
  return children === undefined ? `<${name}${written}/>` : `<${name}${written}>${children}</${name}>`
}

/** Rounds path coordinates: whole pixels for large values, a tenth of a pixel for small (relative) ones. */
export function coordinate(value: number): string {
  return String(Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10)
}

/** Path data with every number rounded compactly: d`M${x},${y}`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((text, part, index) => {
    const value = values[index - 1]
    return text + (value === undefined ? '' : coordinate(value)) + part
  })
}

export type Point = readonly [number, number]

/** A smooth closed or open curve through points, using quadratic midpoints (cheap and free of overshoot). */
export function smoothPath(points: readonly Point[], close = false): string {
  const first = points[0]
  if (!first) return ''
  let path = d`M${first[0]},${first[1]}`
  for (let index = 1; index < points.length - 1; index += 1) {
    const [x, y] = points[index] ?? first
    const [nx, ny] = points[index + 1] ?? first
    path += d`Q${x},${y} ${(x + nx) / 2},${(y + ny) / 2}`
  }
  const last = points[points.length - 1] ?? first
  path += d`L${last[0]},${last[1]}`
  return close ? `${path}Z` : path
}

export type Stop = readonly [offset: number, colour: string, opacity?: number]

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, colour, opacity]) =>
      tag('stop', { offset: num(offset), 'stop-color': colour, 'stop-opacity': opacity === 1 ? undefined : opacity }),
    )
    .join('')
}

/** Collects gradients and other reusable definitions, giving each a short unique id. */
export class Defs {
  private readonly entries: string[] = []
  private readonly named = new Map<string, string>()
  private count = 0

  add(build: (id: string) => string): string {
    const id = `a${this.count.toString(36)}`
    this.count += 1
    this.entries.push(build(id))
    return id
  }

  /** Adds a definition once per document, under a stable key. */
  once(key: string, build: (id: string) => string): string {
    const existing = this.named.get(key)
    if (existing) return existing
    const id = this.add(build)
    this.named.set(key, id)
    return id
  }

  /** A vertical (or custom) linear gradient; returns the paint reference. Identical gradients are shared. */
  linear(stops: readonly Stop[], vector: Attributes = { x2: 0, y2: 1 }): string {
    const markup = (id: string): string => tag('linearGradient', { id, ...vector }, stopsMarkup(stops))
    return `url(#${this.once(markup(''), markup)})`
  }

  radial(stops: readonly Stop[], shape: Attributes = {}): string {
    const markup = (id: string): string => tag('radialGradient', { id, ...shape }, stopsMarkup(stops))
    return `url(#${this.once(markup(''), markup)})`
  }

  toString(): string {
    return this.entries.length ? `<defs>${this.entries.join('')}</defs>` : ''
  }
}

export function document(width: number, height: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `preserveAspectRatio="xMidYMid slice">${defs.toString()}${body}</svg>\n`
  )
}
