import { describe, expect, it } from 'vitest'
import {
  achFieldsSchema,
  emergencyFieldsSchema,
  familyFieldsSchema,
  isAbaRoutingNumber,
  newMemberSchema,
  personalFieldsSchema,
} from './new-member.ts'

const personal = {
  username: 'marina',
  first_name: 'Marina',
  last_name: 'Keel',
  member_address1: '1 Harbor Way',
  member_city: 'Sarasota',
  member_state: 'FL',
  member_zip: '34236',
  phone_number: '9415550100',
  email_id: 'marina@example.com',
  membership_type: 'Gold',
}
const emergency = { emergency_name: 'Lee', emergency_contact: '9415550103', emergency_relationship: 'Brother' }

/** The first message the schema gives for each field it refuses. */
function messages(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message
  return found
}

describe('the new member’s schema (§3, §5)', () => {
  it('needs the personal fields, and no more of them', () => {
    expect(personalFieldsSchema.safeParse(personal).success).toBe(true)
    expect(messages(personalFieldsSchema.safeParse({ ...personal, member_city: ' ', first_name: '' }))).toEqual({
      member_city: 'Please enter the city.',
      first_name: 'Please enter the first name.',
    })
    expect(messages(personalFieldsSchema.safeParse({ ...personal, membership_type: '' }))).toHaveProperty(
      'membership_type',
    )
    expect(emergencyFieldsSchema.safeParse(emergency).success).toBe(true)
    expect(messages(emergencyFieldsSchema.safeParse({ ...emergency, emergency_relationship: '' }))).toEqual({
      emergency_relationship: 'Please enter the relationship.',
    })
  })

  it('says the phone, e-mail and routing errors word for word', () => {
    expect(messages(personalFieldsSchema.safeParse({ ...personal, phone_number: '12', email_id: 'x@' }))).toEqual({
      phone_number: 'Phone number must be exactly 10 digits',
      email_id: 'Please enter a valid email address.',
    })
    expect(messages(familyFieldsSchema.safeParse({ spouse_phone: '941555', spouse_email: 'x@' }))).toEqual({
      spouse_phone: 'Phone number must be exactly 10 digits',
      spouse_email: 'Invalid email format',
    })
    expect(messages(emergencyFieldsSchema.safeParse({ ...emergency, emergency_contact: '1' }))).toEqual({
      emergency_contact: 'Phone number must be exactly 10 digits.',
    })
    expect(messages(achFieldsSchema.safeParse({ routing_no: '12' }))).toEqual({
      routing_no: 'Routing number must be exactly 9 digits.',
    })
    expect(messages(achFieldsSchema.safeParse({ routing_no: '021000022' }))).toEqual({
      routing_no: 'This is not a valid routing number: please check its digits.',
    })
    expect(isAbaRoutingNumber('021000021')).toBe(true)
    expect(achFieldsSchema.safeParse({ routing_no: '', acc_no: '' }).success).toBe(true)
  })

  it('checks each child and both bank numbers together', () => {
    const member = { ...personal, ...emergency }
    expect(newMemberSchema.safeParse({ ...member, child_num: '1', child_names: 'Ann' }).success).toBe(true)
    expect(
      messages(
        newMemberSchema.safeParse({
          ...member,
          child_num: '2',
          child_names: 'Ann,',
          child_phone_numbers: '94155,',
          child_emails: 'ann@',
        }),
      ),
    ).toEqual({
      child_names: 'Child 2 needs a name.',
      child_phone_numbers: 'Child 1: Phone number must be exactly 10 digits',
      child_emails: 'Child 1: Invalid email format',
    })
    expect(messages(newMemberSchema.safeParse({ ...member, child_num: '5' }))).toMatchObject({
      child_num: 'Children must be between 0 and 4.',
    })
    expect(messages(newMemberSchema.safeParse({ ...member, routing_no: '021000021' }))).toEqual({
      acc_no: 'Please give both the routing and the account number.',
    })
    expect(messages(newMemberSchema.safeParse({ ...member, routing_no: '021000021', acc_no: '987654321012' }))).toEqual(
      { type_of_acc: 'Account type must be Checking or Savings.' },
    )
  })
})
