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

  it('says each changed field of other entries as before → after', () => {
    expect(
      detailsText('booking.cancel', {
        booking_id: 'b1',
        refunded_points: 1200,
        waived: true,
        points: { before: 300, after: 1500 },
        note: null,
      }),
    ).toBe('booking id: b1; refunded points: 1,200; waived: true; points: 300 → 1,500; note: —')
    expect(actionLabel('booking.rebook')).toBe('Booking rebooked')
    expect(
      detailsText('booking.rebook', {
        start_at: { before: '2026-12-12T14:30:00-05:00', after: '2026-12-13T08:30:00-05:00' },
      }),
    ).toBe('start at: Sat, Dec 12, 2026, 2:30 PM → Sun, Dec 13, 2026, 8:30 AM')
  })

  it('says a details change field by field, and a renewal with what it granted and what lapsed', () => {
    const changes = {
      first_name: { before: 'Pat', after: 'Ada' },
      dl: { before: null, after: 'L1' },
      picture: 'replaced',
    }
    expect(detailsText('member.details', { changes })).toBe('first_name: Pat → Ada; dl: — → L1; picture replaced')
    expect(actionLabel('member.details')).toBe('Details updated')
    const renewal = { membership_year: '2026-11-24', granted: 3350, lapsed: 120, before: 120, after: 3350 }
    expect(detailsText('membership.renew', renewal)).toBe(
      'Year from 2026-11-24: 3,350 annual points, 120 lapsed (120 → 3,350)',
    )
  })
})
