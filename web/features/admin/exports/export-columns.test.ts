import { describe, expect, it } from 'vitest'
import { exportCell, exportHeader } from './export-columns.ts'

describe('the export preview in words', () => {
  it('names each column for people, and one it does not know by its words', () => {
    expect(['submitted_at', 'name', 'email', 'phone', 'email_consent', 'sms_consent'].map(exportHeader)).toEqual([
      'Submitted',
      'Name',
      'E-mail',
      'Phone',
      'E-mail consent',
      'SMS consent',
    ])
    expect(['member_id', 'points_balance', 'membership_started_on', 'zip_code'].map(exportHeader)).toEqual([
      'Member number',
      'Mariner Points',
      'Member since',
      'ZIP code',
    ])
    expect(exportHeader('guest_names')).toBe('Guest names')
  })

  it('writes times and days in words, phones formatted, consent as Yes or No', () => {
    expect(exportCell('submitted_at', '2026-11-24T14:05:09-05:00')).toBe('Tue, Nov 24, 2026, 2:05 PM')
    expect(exportCell('membership_started_on', '2025-11-24')).toBe('November 24, 2025')
    expect(exportCell('phone', '9415550199')).toBe('(941) 555-0199')
    expect(exportCell('phone', '+19415550199')).toBe('(941) 555-0199')
    expect(exportCell('phone_number', '+44 20 7946 0018')).toBe('+44 20 7946 0018')
    expect(exportCell('email_consent', 'true')).toBe('Yes')
    expect(exportCell('sms_consent', 'false')).toBe('No')
    expect(exportCell('points_balance', '12500')).toBe('12,500')
    expect(exportCell('yacht_size_feet', '42')).toBe('42 ft')
    expect(exportCell('user_type', 'admin')).toBe('Staff')
    expect(exportCell('email_consent', '')).toBe('')
    expect(exportCell('question', "'=HYPERLINK(1)")).toBe("'=HYPERLINK(1)")
  })
})
