import { describe, expect, it } from 'vitest'
import { newMemberSchema } from '../../../../common/new-member.ts'
import {
  emergencyComplete,
  emptyDraft,
  inlineErrors,
  type MemberDraft,
  memberFormData,
  personalComplete,
  restoreDraft,
  storableDraft,
} from './member-draft.ts'

const complete: MemberDraft = {
  ...emptyDraft('2025-05-01'),
  username: 'marina',
  firstName: 'Marina',
  lastName: 'Keel',
  address1: '1 Harbor Way',
  city: 'Sarasota',
  state: 'FL',
  zip: '34236',
  phoneNumber: '9415550100',
  email: 'marina@example.com',
  membershipType: 'Gold',
  usernameAvailable: true,
  emailAvailable: true,
  emergencyContactName: 'Lee',
  emergencyPhone: '9415550103',
  emergencyRelationship: 'Brother',
  childNum: 1,
  routingNumber: '021000021',
  accountNumber: '987654321012',
  accountType: 'Checking',
}
complete.children[0] = { name: 'Ann', dob: '2015-04-01', mobile: '', email: '' }

describe('the add-member draft', () => {
  it('opens Next only with every personal field, both availabilities confirmed and no inline error', () => {
    expect(personalComplete(complete)).toBe(true)
    expect(personalComplete({ ...complete, usernameAvailable: null })).toBe(false)
    expect(personalComplete({ ...complete, emailAvailable: false })).toBe(false)
    expect(personalComplete({ ...complete, phoneNumber: '941555' })).toBe(false)
    expect(personalComplete({ ...complete, city: ' ' })).toBe(false)
    expect(personalComplete({ ...complete, dl: '', company: '', address2: '', referral: '' })).toBe(true)
    expect(emergencyComplete(complete)).toBe(true)
    expect(emergencyComplete({ ...complete, emergencyRelationship: '' })).toBe(false)
  })

  it('says the inline errors word for word', () => {
    const errors = inlineErrors({
      ...complete,
      phoneNumber: '12',
      email: 'x@',
      emergencyPhone: '1',
      routingNumber: '12',
    })
    expect(errors).toMatchObject({
      phoneNumber: 'Phone number must be exactly 10 digits',
      email: 'Invalid email format',
      emergencyPhone: 'Phone number must be exactly 10 digits.',
      routingNumber: 'Routing number must be exactly 9 digits.',
    })
  })

  it('keeps neither password nor bank numbers in storage, and restores what it kept', () => {
    const stored = JSON.parse(JSON.stringify(storableDraft(complete)))
    expect(JSON.stringify(stored)).not.toContain('987654321012')
    expect(stored).not.toHaveProperty('password')
    expect(restoreDraft(stored, '2025-05-01')).toEqual({ ...complete, routingNumber: '', accountNumber: '' })
    expect(restoreDraft({ childNum: 9, accountType: 'Gold', usernameAvailable: 'yes' }).childNum).toBe(4)
    expect(restoreDraft('nonsense', '2025-05-01')).toEqual(emptyDraft('2025-05-01'))
  })

  it('sends the payload the server’s schema accepts', () => {
    const form = memberFormData(complete, null)
    const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
    expect(fields).toMatchObject({ child_num: '1', child_names: 'Ann', child_dobs: '2015-04-01', points: '0' })
    const parsed = newMemberSchema.safeParse(fields)
    expect(parsed.error?.issues).toBeUndefined()
  })
})
