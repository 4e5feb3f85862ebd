import { describe, expect, it } from 'vitest'
import { type GuardInput, guardDecision } from './guard-decision.ts'

const settled: GuardInput = { hydrated: true, isLoggedIn: true, sessionChecked: true, userType: 'user' }

describe('guardDecision', () => {
  it('waits until the stored session is read', () => {
    expect(guardDecision({ ...settled, hydrated: false, isLoggedIn: false, userType: null })).toEqual({ kind: 'wait' })
  })

  it('waits while the server checks a stored session', () => {
    expect(guardDecision({ ...settled, sessionChecked: false })).toEqual({ kind: 'wait' })
  })

  it('does not wait for a check when nobody is signed in', () => {
    expect(
      guardDecision({ hydrated: true, isLoggedIn: false, sessionChecked: false, userType: null, requiredRole: 'user' }),
    ).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('sends a visitor with no user type to /login', () => {
    expect(guardDecision({ ...settled, isLoggedIn: false, userType: null })).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('lets the matching role in, comparing case-insensitively', () => {
    expect(guardDecision({ ...settled, requiredRole: 'user' })).toEqual({ kind: 'allow' })
    expect(guardDecision({ ...settled, userType: 'Admin', requiredRole: 'admin' })).toEqual({ kind: 'allow' })
  })

  it('lets any signed-in person in when no role is required', () => {
    expect(guardDecision({ ...settled, userType: 'admin' })).toEqual({ kind: 'allow' })
  })

  it('sends a member to /membership from a page for another role', () => {
    expect(guardDecision({ ...settled, requiredRole: 'admin' })).toEqual({ kind: 'redirect', to: '/membership' })
    expect(guardDecision({ ...settled, userType: 'USER', requiredRole: 'admin' })).toEqual({
      kind: 'redirect',
      to: '/membership',
    })
  })

  it('sends anyone else to /login from a page for another role', () => {
    expect(guardDecision({ ...settled, userType: 'admin', requiredRole: 'user' })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })

  it('sends a captain to /crew from any page not for captains', () => {
    const captain = { ...settled, userType: 'captain' }
    for (const requiredRole of ['user', 'admin', undefined]) {
      expect(guardDecision({ ...captain, requiredRole })).toEqual({ kind: 'redirect', to: '/crew' })
    }
    expect(guardDecision({ ...captain, requiredRole: 'Captain' })).toEqual({ kind: 'allow' })
  })

  it('sends members and staff who open /crew where a wrong role always sends them', () => {
    expect(guardDecision({ ...settled, requiredRole: 'captain' })).toEqual({ kind: 'redirect', to: '/membership' })
    expect(guardDecision({ ...settled, userType: 'admin', requiredRole: 'captain' })).toEqual({
      kind: 'redirect',
      to: '/login',
    })
  })
})
