import { describe, expect, it } from 'vitest'
import type { MemberProfile } from '../../../common/accounts.ts'
import { readPersistedSession } from './persisted-session.ts'
import { displayName, loggedOut, roleHome, roleLabel, toSessionUser } from './session-user.ts'

const profile: MemberProfile = {
  id: 7,
  member_id: 'MYC-0007',
  username: 'jane',
  first_name: 'Jane',
  middle_name: null,
  last_name: 'Doe',
  phone_number: '9415550100',
  address: '1 Main St',
  member_address: null,
  city: 'Sarasota',
  state: 'FL',
  zip_code: '34236',
  drivers_license: 'D123',
  company_name: null,
  picture_url: null,
  tier: 'Gold',
  points_balance: 3350,
  email_id: 'jane@example.com',
  emergency_name: null,
  emergency_contact: null,
  emergency_relationship: null,
  membership_started_on: '2026-11-24',
  user_type: 'user',
}

describe('toSessionUser', () => {
  it('keeps only what greeting and routing need', () => {
    expect(toSessionUser(profile)).toEqual({
      id: 7,
      member_id: 'MYC-0007',
      username: 'jane',
      first_name: 'Jane',
      last_name: 'Doe',
      tier: 'Gold',
    })
  })
})

describe('readPersistedSession', () => {
  const user = toSessionUser(profile)

  it('reads a stored signed-in session', () => {
    expect(readPersistedSession({ isLoggedIn: true, user, user_type: 'user' })).toEqual({
      isLoggedIn: true,
      user,
      user_type: 'user',
    })
  })

  it('drops anything private that an older version stored', () => {
    expect(readPersistedSession({ isLoggedIn: true, user: profile, user_type: 'user' }).user).toEqual(user)
  })

  it('reads nothing, half a session or a tampered one as logged out', () => {
    expect(readPersistedSession(undefined)).toEqual(loggedOut)
    expect(readPersistedSession({ isLoggedIn: true, user: null, user_type: 'user' })).toEqual(loggedOut)
    expect(readPersistedSession({ isLoggedIn: true, user, user_type: '' })).toEqual(loggedOut)
    expect(readPersistedSession({ isLoggedIn: false, user, user_type: 'user' })).toEqual(loggedOut)
  })
})

describe('names and roles', () => {
  it('names the person, or their username when the name is blank', () => {
    expect(displayName(toSessionUser(profile))).toBe('Jane Doe')
    expect(displayName({ ...toSessionUser(profile), first_name: '', last_name: '' })).toBe('jane')
  })

  it('sends members to the Dashboard and admins (any case) to Admin Services', () => {
    expect(roleHome('user')).toEqual({ label: 'Dashboard', to: '/member-portal' })
    expect(roleHome('ADMIN')).toEqual({ label: 'Admin Services', to: '/admin' })
    expect(roleLabel('user')).toBe('Member')
    expect(roleLabel('Admin')).toBe('Administrator')
  })
})
