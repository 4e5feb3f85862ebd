import { describe, expect, it } from 'vitest'
import { vessels } from './fleet.ts'
import { vesselDescriptions } from './vessel-descriptions.ts'

describe('vessel descriptions', () => {
  it('describe every vessel of the fleet and nothing else', () => {
    expect(Object.keys(vesselDescriptions).sort()).toEqual(vessels.map((vessel) => vessel.key).sort())
    for (const description of Object.values(vesselDescriptions)) expect(description.length).toBeGreaterThan(80)
  })
})
