import type { RouteAccess } from '../features/accounts/session-plugin.ts'
import type { FilePart } from './test-profile-forms.ts'
import type { Caller, World } from './authorization-world.ts'

/** One call as a caller makes it; the caller's own session unless `cookie` says otherwise. */
export interface Probe {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  json?: unknown
  form?: Record<string, string>
  multipart?: { fields: Record<string, string>; files?: FilePart[] }
  cookie?: string
}

/**
 * A route's row: who may call it, and the status each caller gets, written in the order anonymous, member A, member
 * B, captain A, captain B, admin. The call names member A's objects (and captain A's outing), so member B's and
 * captain B's columns are the object-level probes: someone else's object. `why` says why an allowed caller's status is
 * not a success, where a successful call cannot reasonably be made.
 */
export interface Row {
  access: RouteAccess
  expect: string
  probe(world: World, caller: Caller): Probe | Promise<Probe>
  why?: string
}

export const get = (url: string): Probe => ({ method: 'GET', url })

/** Callers whose calls get through the access check and may use an object up; the others are refused before it. */
export const consumes = (caller: Caller) => caller === 'member' || caller === 'otherMember' || caller === 'admin'
const crewConsumes = (caller: Caller) => caller === 'captain' || caller === 'otherCaptain' || caller === 'admin'

/** Member A's booking, fresh for the admin of an admin-only call, else the standing one. */
export async function bookingForStaff(world: World, caller: Caller) {
  return caller === 'admin' ? world.fresh.booking(world.member.account) : world.member.booking
}

/** Member A's booking: a fresh one for a caller who may use it up, else the standing one. */
export async function bookingOfA(world: World, caller: Caller) {
  return consumes(caller) ? world.fresh.booking(world.member.account) : world.member.booking
}

/** Captain A's roster entry, a fresh one for the admin (who may change or retire it). */
export async function captainFor(world: World, caller: Caller) {
  return caller === 'admin' ? world.fresh.captain() : world.captain.captainId
}

/** An outing captain A crews, fresh where the caller may act on it. */
export async function outingOfCaptainA(world: World, caller: Caller, state: 'booked' | 'out') {
  return crewConsumes(caller)
    ? world.fresh.crewedOuting(world.outingOwner, world.captain.captainId, state)
    : world.captain.outing
}

let made = 0
/** A number no other call of this run has used, for names that must be unique. */
export const unique = () => ++made
