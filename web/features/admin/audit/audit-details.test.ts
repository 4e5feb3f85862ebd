import { describe, expect, it } from 'vitest'
import { actionLabel, detailsText } from './audit-details.ts'

describe('audit entries in words', () => {
  it('says a points adjustment with its sign, the balances and the reason', () => {
    expect(detailsText('points.adjust', { change: -1500, before: 2000, after: 500, description: 'Fuel' })).toBe(
      '−1,500 points (2,000 → 500): Fuel',
    )
    expect(detailsText('points.adjust', { change: 40, before: 0, after: 40, description: 'Prize' })).toBe(
      '+40 points (0 → 40): Prize',
    )
  })

  it('says an added member’s tier, opening points and what came with them', () => {
    expect(actionLabel('member.add')).toBe('Member added')
    expect(detailsText('member.add', { tier: 'Gold', points: 1200, bank_details: true, picture: true })).toBe(
      'Gold, 1,200 points, with bank details and picture',
    )
    expect(detailsText('member.add', { tier: 'Silver', points: 0, bank_details: false, picture: false })).toBe(
      'Silver, 0 points',
    )
  })

  it('says a tier change as before → after, and anything else as its fields', () => {
    expect(detailsText('membership.change', { before: 'Silver', after: 'Diamond' })).toBe('Silver → Diamond')
    expect(detailsText('member.deactivate', { before: 'active', after: 'removed' })).toBe('active → removed')
    expect(actionLabel('member.deactivate')).toBe('Member removed')
    expect(detailsText('member.remove', { reason: 'moved', keep: { history: true } })).toBe(
      'reason: moved; keep: {"history":true}',
    )
    expect(actionLabel('points.adjust')).toBe('Points adjusted')
    expect(actionLabel('member.remove')).toBe('member.remove')
  })
})
