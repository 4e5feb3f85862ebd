import { describe, expect, it } from 'vitest'
import type { AuditBooking, AuditEntry } from '../../../../common/back-office.ts'
import { actionLabel, auditSentence, bookingPhrase } from './audit-sentences.ts'

const peace: AuditBooking = {
  booking_id: 'b1',
  reference: 'B-7K3Q9',
  vessel: 'Peace',
  tour_type: 'Half Day Morning',
  start_at: '2026-11-27T08:30:00-05:00',
  days: 1,
}
const kaiFin: AuditBooking = {
  booking_id: 'b2',
  reference: 'B-M4XR2',
  vessel: 'Kai Fin',
  tour_type: 'Multi-day',
  start_at: '2026-12-04T08:30:00-05:00',
  days: 3,
}

function entry(action: string, details: Record<string, unknown>, bookings: AuditBooking[] = []): AuditEntry {
  return {
    id: 1,
    at: '2026-11-24T10:15:00-05:00',
    actor: 'admin',
    actor_name: 'Harbour Master',
    action,
    target: 'pat',
    target_name: 'Pat Keel',
    target_member_id: 'MYC-00007',
    details,
    bookings,
  }
}

describe('audit entries as sentences', () => {
  it('say a points adjustment with its sign, the balances and the reason', () => {
    expect(
      auditSentence(entry('points.adjust', { change: -1500, before: 2000, after: 500, description: 'Fuel' })),
    ).toBe('Debited −1,500 points (balance 2,000 → 500): Fuel')
    expect(auditSentence(entry('points.adjust', { change: 1, before: 0, after: 1, description: 'Prize' }))).toBe(
      'Credited +1 point (balance 0 → 1): Prize',
    )
    expect(actionLabel('points.adjust')).toBe('Points adjusted')
  })

  it('name a booking by its vessel, day, part of the day and reference, never its id', () => {
    expect(bookingPhrase(peace)).toBe('Peace, Fri, Nov 27 morning (B-7K3Q9)')
    expect(bookingPhrase(kaiFin)).toBe('Kai Fin, Fri, Dec 4 3-day trip (B-M4XR2)')
    expect(bookingPhrase({ ...peace, tour_type: 'Sunset', start_at: '2026-11-27T15:40:00-05:00' })).toBe(
      'Peace, Fri, Nov 27 sunset (B-7K3Q9)',
    )
    const waived = entry(
      'booking.cancel',
      { booking_id: 'b1', refunded_points: 1200, waived: true, points: { before: 300, after: 1500 } },
      [peace],
    )
    expect(auditSentence(waived)).toBe(
      'Cancelled Peace, Fri, Nov 27 morning (B-7K3Q9), waiving the 48-hour rule: 1,200 points refunded (balance 300 → 1,500)',
    )
    const kept = entry('booking.cancel', { booking_id: 'b1', refunded_points: 0, waived: false }, [peace])
    expect(auditSentence(kept)).toBe('Cancelled Peace, Fri, Nov 27 morning (B-7K3Q9): no points refunded')
    const moved = entry(
      'booking.rebook',
      { booking_id: 'b1', rebooked_to: 'b2', points: { before: 900, after: 100 } },
      [peace, kaiFin],
    )
    expect(auditSentence(moved)).toBe(
      'Moved Peace, Fri, Nov 27 morning (B-7K3Q9) to Kai Fin, Fri, Dec 4 3-day trip (B-M4XR2) (balance 900 → 100)',
    )
    const booked = entry('booking.create', { booking_id: 'b1', rules_overridden: true }, [peace])
    expect(auditSentence(booked)).toBe(
      'Booked Peace, Fri, Nov 27 morning (B-7K3Q9) for the member, overriding the booking rules',
    )
    expect(auditSentence(entry('booking.cancel', { booking_id: 'gone', refunded_points: 0 }))).toBe(
      'Cancelled a booking: no points refunded',
    )
  })

  it('say what changed about a member, with phones and days in words', () => {
    const changes = {
      first_name: { before: 'Pat', after: 'Ada' },
      dl: { before: null, after: 'L1' },
      phone_number: { before: '9415550100', after: '9415550199' },
      membership_started_on: { before: '2025-11-24', after: '2024-11-24' },
      picture: 'replaced',
    }
    expect(auditSentence(entry('member.details', { changes }))).toBe(
      'Updated first name (Pat → Ada), driver’s license (none → L1), phone ((941) 555-0100 → (941) 555-0199), ' +
        'membership start date (November 24, 2025 → November 24, 2024) and the picture',
    )
    const renewal = { membership_year: '2026-11-24', granted: 3350, lapsed: 120, before: 120, after: 3350 }
    expect(auditSentence(entry('membership.renew', renewal))).toBe(
      'Renewed the membership year from November 24, 2026: 3,350 points granted; 120 points lapsed (balance 120 → 3,350)',
    )
    expect(auditSentence(entry('membership.change', { before: 'Silver', after: 'Diamond' }))).toBe(
      'Changed the membership from Silver to Diamond',
    )
    expect(auditSentence(entry('member.add', { tier: 'Gold', points: 1200, bank_details: true, picture: true }))).toBe(
      'Added the member: Gold, 1,200 points, with bank details and a picture',
    )
    expect(auditSentence(entry('member.deactivate', { before: 'active', after: 'removed' }))).toBe(
      'Removed the member: their logins ended, their history is kept',
    )
    expect(auditSentence(entry('data.export', { dataset: 'members', rows: 12 }))).toBe('Exported members.csv (12 rows)')
  })

  it('say an entry of a kind they do not know field by field, in words', () => {
    expect(actionLabel('harbour.survey')).toBe('Harbour survey')
    expect(
      auditSentence(
        entry('harbour.survey', { number: 'INV-2026-0001', total: 8500, due_on: '2026-12-01', paid: false }),
      ),
    ).toBe('number: INV-2026-0001; total: 8,500; due on: December 1, 2026; paid: no')
  })
})

describe('the fleet’s audit entries as sentences', () => {
  it('say a block and its lifting with the vessel, the slots in words and the bookings it cancelled', () => {
    const range = {
      vessel_id: 'peace',
      from: { date: '2026-12-21', slot: 'morning' },
      to: { date: '2026-12-22', slot: 'afternoon' },
    }
    expect(
      auditSentence(
        entry('vessel.block', { ...range, kind: 'maintenance', reason: 'Engine service', cancelled_bookings: ['b1'] }),
      ),
    ).toBe(
      "Closed 63' Peace from Mon, Dec 21 morning to Tue, Dec 22 afternoon (maintenance): Engine service, cancelling 1 booking",
    )
    expect(auditSentence(entry('vessel.unblock', range))).toBe(
      "Reopened 63' Peace from Mon, Dec 21 morning to Tue, Dec 22 afternoon",
    )
    expect(actionLabel('vessel.block')).toBe('Vessel closed')
  })

  it('say a price change, and a captain put on or taken off a booking', () => {
    expect(
      auditSentence(
        entry('vessel.prices', { vessel_id: 'peace', prices: { 'Full Day': { before: 1000, after: 900 } } }),
      ),
    ).toBe("Changed 63' Peace’s prices: Full Day 1,000 → 900 points")
    const ana = { id: 1, name: 'Ana Reyes' }
    expect(
      auditSentence(entry('booking.captain', { booking_id: 'b1', captain: { before: null, after: ana } }, [peace])),
    ).toBe('Put Captain Ana Reyes on Peace, Fri, Nov 27 morning (B-7K3Q9)')
    expect(
      auditSentence(entry('booking.captain', { booking_id: 'b1', captain: { before: ana, after: null } }, [peace])),
    ).toBe('Took Captain Ana Reyes off Peace, Fri, Nov 27 morning (B-7K3Q9)')
  })

  it('say a change of guests aboard', () => {
    expect(auditSentence(entry('booking.guests', { booking_id: 'b1', guests: { before: 4, after: 6 } }, [peace]))).toBe(
      'Changed the guests aboard Peace, Fri, Nov 27 morning (B-7K3Q9) from 4 to 6',
    )
  })

  it('say billing in dollars, never in cents, with the invoice number and the booking', () => {
    expect(
      auditSentence(
        entry('invoice.issue', { booking_id: 'b1', invoice_id: 4, number: 'INV-2026-0004', total_cents: 11550 }, [
          peace,
        ]),
      ),
    ).toBe('Issued invoice INV-2026-0004 for Peace, Fri, Nov 27 morning (B-7K3Q9): $115.50')
    expect(
      auditSentence(
        entry('invoice.payment', {
          number: 'INV-2026-0004',
          amount_cents: 5000,
          method: 'check',
          reference: 'No. 1042',
        }),
      ),
    ).toBe('Recorded a check payment of $50.00 (No. 1042) on invoice INV-2026-0004')
    expect(
      auditSentence(
        entry('ach.batch', {
          batch_id: 3,
          effective_date: '2026-12-01',
          invoices: [{ invoice_id: 4, amount_cents: 8500 }],
          total_cents: 8500,
        }),
      ),
    ).toBe('Created ACH batch 3 for December 1, 2026: 1 debit, $85.00')
    expect(auditSentence(entry('ach.return', { batch_id: 3, code: 'R01', amount_cents: 8500 }))).toBe(
      'Recorded the return of a $85.00 debit in ACH batch 3 (R01); the invoice is open again',
    )
    expect(actionLabel('ach.settle')).toBe('ACH batch settled')
  })

  it('say the dock’s entries with the outing, the hour meter, fuel and damage in words', () => {
    expect(
      auditSentence(
        entry(
          'outing.check_in',
          { booking_id: 'b1', engine_hours: 1234.5, fuel_percent: 40, damage: ['Scratch on the bow'], photos: 2 },
          [peace],
        ),
      ),
    ).toBe(
      'Checked in Peace, Fri, Nov 27 morning (B-7K3Q9) at 1,234.5 engine hours with 40% fuel; damage reported: Scratch on the bow (2 photos)',
    )
    expect(auditSentence(entry('vessel.service', { vessel_id: 'topshelf', engine_hours: 1300, notes: '' }))).toBe(
      "Recorded a service of 38' Top Shelf at 1,300 engine hours",
    )
    expect(actionLabel('captain.account')).toBe('Captain’s sign-in given')
  })

  it('say a waitlist offer and its lapse with the vessel, the tour and the hold’s end in words', () => {
    const tour = {
      waitlist_id: 'w1',
      vessel_id: 'kaifin',
      tour_type: 'Half Day Morning',
      start_at: '2026-12-18T08:30:00-05:00',
      expires_at: '2026-12-07T11:00:00-05:00',
    }
    expect(auditSentence(entry('waitlist.offer', tour))).toBe(
      "Offered 45' Kai Fin, Fri, Dec 18 morning from the waitlist, held until Mon, Dec 7, 2026, 11:00 AM",
    )
    expect(auditSentence(entry('waitlist.lapse', tour))).toBe(
      "The waitlist offer of 45' Kai Fin, Fri, Dec 18 morning ran out unbooked at Mon, Dec 7, 2026, 11:00 AM; it passed to the next in line",
    )
    expect(actionLabel('waitlist.lapse')).toBe('Waitlist offer lapsed')
  })

  it('names the peak dates staff name and remove', () => {
    const dates = { opens_at: '2026-12-05T09:00:00-05:00', draws_at: '2026-12-20T18:00:00-05:00' }
    expect(auditSentence(entry('peak_dates.add', { dates: ['2026-12-24', '2026-12-31'], ...dates }))).toBe(
      'Named December 24, 2026 and December 31, 2026 peak dates, drawn by ballot: open Sat, Dec 5, 2026, 9:00 AM, drawn Sun, Dec 20, 2026, 6:00 PM',
    )
    expect(auditSentence(entry('peak_dates.remove', { date: '2026-12-24', ...dates }))).toBe(
      'Removed December 24, 2026 from the peak dates before its ballot opened',
    )
    expect(actionLabel('peak_dates.add')).toBe('Peak dates named')
  })
})
