import { describe, expect, it } from 'vitest'
import { newPasswordSchema, tierInputSchema } from './accounts.ts'
import { isAdmin } from './user-roles.ts'

describe('the password policy', () => {
  it('wants ten characters with an uppercase letter, a lowercase letter and a special character', () => {
    expect(newPasswordSchema.safeParse('Harbour-Lights').success).toBe(true)
    expect(newPasswordSchema.safeParse('Ñandú#marina').success).toBe(true)
    expect(newPasswordSchema.safeParse('Short-1').error?.issues[0]?.message).toBe(
      'Password must be at least 10 characters long.',
    )
    expect(newPasswordSchema.safeParse('harbour-lights').error?.issues[0]?.message).toBe(
      'Password must contain at least one uppercase letter.',
    )
    expect(newPasswordSchema.safeParse('HARBOUR-LIGHTS').error?.issues[0]?.message).toBe(
      'Password must contain at least one lowercase letter.',
    )
    expect(newPasswordSchema.safeParse('Harbour Lights 1').error?.issues[0]?.message).toBe(
      'Password must contain at least one special character.',
    )
  })
})

describe('tiers as typed', () => {
  it('takes any case, and Premium as Diamond', () => {
    expect(['silver', 'GOLD', ' Platinum ', 'Premium', 'diamond'].map((tier) => tierInputSchema.parse(tier))).toEqual([
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Diamond',
    ])
    expect(tierInputSchema.safeParse('Bronze').error?.issues[0]?.message).toBe(
      'must be one of Silver, Gold, Platinum, Diamond',
    )
  })
})

describe('the admin role', () => {
  it('is compared without regard to case', () => {
    expect([isAdmin('admin'), isAdmin('Admin'), isAdmin('user'), isAdmin(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})
