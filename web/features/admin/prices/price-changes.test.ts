import { describe, expect, it } from 'vitest'
import { emptyPriceFields, pointsLabel, priceRequest, tourLabel, typedPoints } from './price-changes.ts'
import type { VesselPrices } from './prices-client.ts'

const current: VesselPrices = {
  vessel_id: 'rallypoint',
  prices: {
    'Half Day Morning': 400,
    'Half Day Afternoon': 400,
    Sunset: 400,
    'Full Day': 800,
    Overnight: 1500,
    'Multi-day': 800,
  },
  defaults: {
    'Half Day Morning': 400,
    'Half Day Afternoon': 400,
    Sunset: 400,
    'Full Day': 800,
    Overnight: 1200,
    'Multi-day': 800,
  },
  overridden: ['Overnight'],
}

describe('typed prices', () => {
  it('read thousands separators and spaces, and nothing else, as points', () => {
    expect(typedPoints('1,500')).toBe(1500)
    expect(typedPoints(' 2 000 ')).toBe(2000)
    expect(typedPoints('12.5')).toBe(12.5)
    expect(typedPoints('ten')).toBeNaN()
    expect(typedPoints('1e3')).toBeNaN()
  })

  it('send only the filled fields whose price changes', () => {
    const fields = { ...emptyPriceFields(), Sunset: '450', Overnight: '1,500', 'Full Day': ' ' }
    expect(priceRequest(fields, current)).toEqual({ ok: true, request: { prices: { Sunset: 450 } } })
    expect(priceRequest(emptyPriceFields(), current)).toEqual({ ok: true, request: { prices: {} } })
  })

  it('are refused per tour type as the server refuses them', () => {
    const fields = { ...emptyPriceFields(), Sunset: '0', 'Full Day': '12.5', Overnight: 'lots', 'Multi-day': '100001' }
    const check = priceRequest(fields, current)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.problems.map((problem) => problem.tourType).sort()).toEqual(
      ['Full Day', 'Multi-day', 'Overnight', 'Sunset'].sort(),
    )
    expect(check.problems.find((problem) => problem.tourType === 'Sunset')?.message).toBe(
      'Price must be at least 1 point.',
    )
    expect(check.problems.find((problem) => problem.tourType === 'Multi-day')?.message).toBe(
      'Price must be at most 100,000 points.',
    )
  })
})

describe('prices in words', () => {
  it('have thousands separators and say per day for Multi-day', () => {
    expect(pointsLabel(1500)).toBe('1,500 points')
    expect(pointsLabel(1)).toBe('1 point')
    expect(tourLabel('Multi-day')).toBe('Multi-day (per day)')
    expect(tourLabel('Half Day Morning')).toBe('Half Day Morning')
  })
})
