import { describe, expect, it } from 'vitest'
import { resolveFleetAnchor } from './fleet.ts'

describe('resolveFleetAnchor', () => {
  it('takes a section anchor as it is, in any case and percent-encoded', () => {
    expect(resolveFleetAnchor('#peace')).toBe('peace')
    expect(resolveFleetAnchor('#Kaifin-Anna-Maria')).toBe('kaifin-anna-maria')
    expect(resolveFleetAnchor('#lil%27bitnauti')).toBe('lilbitnauti')
  })

  it("sends the navigation's historical anchors to the vessel's first listing", () => {
    expect(resolveFleetAnchor("#lil'bitnauti")).toBe('lilbitnauti')
    expect(resolveFleetAnchor('#happyhour')).toBe('happyhour-srq')
    expect(resolveFleetAnchor('#oceanrode')).toBe('oceanrode-srq')
  })

  it('gives nothing for an unknown or malformed hash', () => {
    expect(resolveFleetAnchor('')).toBeUndefined()
    expect(resolveFleetAnchor('#yacht-club')).toBeUndefined()
    expect(resolveFleetAnchor('#%E0%A4%A')).toBeUndefined()
  })
})
