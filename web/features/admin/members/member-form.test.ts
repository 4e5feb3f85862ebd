import { describe, expect, it } from 'vitest'
import { newMemberSchema } from '../../../../common/new-member.ts'
import { restoreDraft, storableDraft } from './member-draft-storage.ts'
import { emergencyComplete, memberFormResolver, personalComplete } from './member-form-rules.ts'
import { emptyMemberForm, type MemberFormValues, memberFormData, tabOf } from './member-form-values.ts'

const named = { username: 'marina', first_name: 'Marina', last_name: 'Keel', membership_type: 'Gold' }
const reached = { phone_number: '9415550100', email_id: 'marina@example.com' }
const address = { member_address1: '1 Harbor Way', member_city: 'Sarasota', member_state: 'FL', member_zip: '34236' }
const contact = { emergency_name: 'Lee', emergency_contact: '9415550103', emergency_relationship: 'Brother' }
const bank = { routing_no: '021000021', acc_no: '987654321012', type_of_acc: 'Checking' }
const complete: MemberFormValues = {
  ...emptyMemberForm('2025-05-01'),
  ...named,
  ...reached,
  ...address,
  ...contact,
  ...bank,
  available: { username: true, email: true },
  child_num: '1',
}
complete.children = complete.children.map((child, index) =>
  index === 0 ? { name: 'Ann', dob: '2015-04-01', mobile: '', email: '' } : child,
)

async function errorsOf(values: MemberFormValues) {
  const { errors } = await memberFormResolver(values, undefined, {
    fields: {},
    names: [],
    shouldUseNativeValidation: false,
  })
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]))
}

describe('the add-member form', () => {
  it('opens Next only with every personal field, both availabilities confirmed and no inline error', () => {
    expect(personalComplete(complete)).toBe(true)
    expect(personalComplete({ ...complete, available: { username: null, email: true } })).toBe(false)
    expect(personalComplete({ ...complete, available: { username: true, email: false } })).toBe(false)
    expect(personalComplete({ ...complete, phone_number: '941555' })).toBe(false)
    expect(personalComplete({ ...complete, member_city: ' ' })).toBe(false)
    expect(
      personalComplete({ ...complete, dl: '', company_name: '', member_address2: '', referral_information: '' }),
    ).toBe(true)
    expect(emergencyComplete(complete)).toBe(true)
    expect(emergencyComplete({ ...complete, emergency_relationship: '' })).toBe(false)
  })

  it('says the inline errors word for word, by the shared schema', async () => {
    expect(await errorsOf(complete)).toEqual({})
    const errors = await errorsOf({
      ...complete,
      phone_number: '12',
      email_id: 'x@',
      emergency_contact: '1',
      routing_no: '12',
    })
    expect(errors).toMatchObject({
      phone_number: 'Phone number must be exactly 10 digits',
      email_id: 'Invalid email format',
      emergency_contact: 'Phone number must be exactly 10 digits.',
      routing_no: 'Routing number must be exactly 9 digits.',
    })
  })

  it('finds what the server would refuse across fields, on the tab that holds it', async () => {
    const nameless = { ...complete, children: complete.children.map((child) => ({ ...child, name: '' })) }
    expect(await errorsOf(nameless)).toEqual({ child_names: 'Child 1 needs a name.' })
    expect(await errorsOf({ ...complete, acc_no: '' })).toEqual({
      acc_no: 'Please give both the routing and the account number.',
    })
    expect(['username', 'child_names', 'emergency_contact', 'routing_no'].map(tabOf)).toEqual([
      'personal',
      'family',
      'emergency',
      'ach',
    ])
    expect(tabOf('password')).toBe('personal')
    expect(tabOf('nonsense')).toBeUndefined()
  })

  it('keeps neither password nor bank numbers in storage, and restores what it kept', () => {
    const stored = JSON.parse(JSON.stringify(storableDraft(complete)))
    expect(JSON.stringify(stored)).not.toContain('987654321012')
    expect(JSON.stringify(stored)).not.toContain('021000021')
    expect(stored).not.toHaveProperty('password')
    expect(restoreDraft(stored, '2025-05-01')).toEqual({ ...complete, routing_no: '', acc_no: '' })
    expect(restoreDraft({ child_num: 9, type_of_acc: 'Gold', available: { username: 'yes' } })).toMatchObject({
      child_num: '4',
      type_of_acc: '',
      available: { username: null, email: null },
    })
    expect(restoreDraft('nonsense', '2025-05-01')).toEqual(emptyMemberForm('2025-05-01'))
  })

  it('sends the payload the server’s schema accepts', () => {
    const form = memberFormData(complete, null)
    const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]))
    expect(fields).toMatchObject({ child_num: '1', child_names: 'Ann', child_dobs: '2015-04-01', points: '0' })
    expect(fields).not.toHaveProperty('children')
    expect(fields).not.toHaveProperty('available')
    const parsed = newMemberSchema.safeParse(fields)
    expect(parsed.error?.issues).toBeUndefined()
    const undated = Object.fromEntries(memberFormData({ ...complete, membership_started_on: '', points: '' }, null))
    expect(undated).not.toHaveProperty('membership_started_on')
    expect(undated.points).toBe('0')
  })
})
