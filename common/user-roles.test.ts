import { describe, expect, it } from 'vitest'
import { isAdmin, isCaptain, landingPathFor } from './user-roles.ts'

describe('where signing in lands', () => {
  it('sends members to their portal, staff to the fleet calendar and captains to their outings', () => {
    expect(landingPathFor('user')).toBe('/member-portal')
    expect(landingPathFor('Admin')).toBe('/admin?tab=fleet')
    expect(landingPathFor('CAPTAIN')).toBe('/crew')
    expect(landingPathFor(null)).toBe('/member-portal')
  })

  it('tells the kinds of account apart whatever their case', () => {
    expect([isAdmin('admin'), isAdmin('captain'), isCaptain('Captain'), isCaptain('user')]).toEqual([
      true,
      false,
      true,
      false,
    ])
  })
})
