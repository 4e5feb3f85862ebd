import { get, type Probe } from './authorization-probes.ts'
import { freeTour } from './authorization-fresh-things.ts'
import type { Caller, World } from './authorization-world.ts'

/** An object-level probe beyond the rows: someone else's object named another way, or beside one's own. */
export interface SomeoneElses {
  caller: Caller
  what: string
  expect: number
  probe(world: World): Probe | Promise<Probe>
}

export const someoneElses: SomeoneElses[] = [
  {
    caller: 'otherMember',
    what: 'member B asks for member A’s invoice through B’s own booking',
    expect: 404,
    probe: (w) =>
      get(
        `/api/invoices/${w.otherMember.issuedInvoice.bookingId}/invoice.pdf?invoice=${w.member.issuedInvoice.invoiceId}`,
      ),
  },
  {
    caller: 'otherMember',
    what: 'member B asks for member A’s calendar file by its reference',
    expect: 404,
    probe: (w) => get(`/api/booking/bookings/${w.member.booking.reference}/calendar.ics`),
  },
  {
    caller: 'otherMember',
    what: 'member B cancels member A’s booking by its reference',
    expect: 404,
    probe: (w) => ({ method: 'POST', url: `/api/booking/bookings/${w.member.booking.reference}/cancel`, json: {} }),
  },
  {
    caller: 'otherMember',
    what: 'member B changes the guests of member A’s booking by its reference',
    expect: 404,
    probe: (w) => ({
      method: 'PUT',
      url: `/api/booking/bookings/${w.member.booking.reference}/guests`,
      json: { guests: 1, guest_names: [] },
    }),
  },
  {
    caller: 'otherMember',
    what: 'member B rebooks member A’s booking by its id',
    expect: 404,
    probe: (w) => ({
      method: 'POST',
      url: `/api/booking/bookings/${w.member.booking.bookingId}/rebook`,
      json: freeTour(),
    }),
  },
  {
    caller: 'otherMember',
    what: 'member B reads member A’s short ledger by member number',
    expect: 404,
    probe: (w) => get(`/api/booking/member/${w.member.memberNumber.toLowerCase()}`),
  },
  {
    caller: 'otherMember',
    what: 'member B reads member A’s picture by member number',
    expect: 403,
    probe: (w) => get(`/api/members/${w.member.memberNumber}/picture`),
  },
  {
    caller: 'otherMember',
    what: 'member B reads member A’s profile, the username in capitals',
    expect: 403,
    probe: (w) => get(`/api/new-userdetail/user-details/?username=${w.member.account.username.toUpperCase()}`),
  },
  {
    caller: 'otherMember',
    what: 'member B changes member A’s phone, the username in capitals',
    expect: 403,
    probe: (w) => ({
      method: 'PUT',
      url: '/api/update/update/user/',
      multipart: { fields: { username: w.member.account.username.toUpperCase(), phone_number: '9415550199' } },
    }),
  },
  {
    caller: 'otherMember',
    what: 'member B books in member A’s name, the username in capitals',
    expect: 403,
    probe: (w) => ({
      method: 'POST',
      url: '/api/booking/bookings',
      json: { ...freeTour(), username: w.member.account.username.toUpperCase() },
    }),
  },
  {
    caller: 'otherMember',
    what: 'member B reads member A’s statement',
    expect: 403,
    probe: (w) => get(`/api/billing/statement?month=2030-01&member=${w.member.account.id}`),
  },
  {
    caller: 'otherMember',
    what: 'member B leaves member A’s place on the waitlist',
    expect: 404,
    probe: (w) => ({ method: 'DELETE', url: `/api/booking/waitlist/${w.member.waitlistId}` }),
  },
  {
    caller: 'member',
    what: 'member A withdraws member B’s ballot request',
    expect: 404,
    probe: (w) => ({ method: 'DELETE', url: `/api/booking/ballot/${w.otherMember.ballotId}` }),
  },
  {
    caller: 'member',
    what: 'member A reads member B’s booking',
    expect: 404,
    probe: (w) => get(`/api/booking/bookings/${w.otherMember.booking.bookingId}`),
  },
  {
    caller: 'captain',
    what: 'captain A reads the float plan of captain B’s outing',
    expect: 403,
    probe: (w) => get(`/api/admin/bookings/${w.otherCaptain.outing.bookingId}/float-plan`),
  },
  {
    caller: 'captain',
    what: 'captain A checks in captain B’s outing by its reference',
    expect: 403,
    probe: (w) => ({
      method: 'POST',
      url: `/api/admin/bookings/${w.otherCaptain.outing.reference}/check-in`,
      json: w.fresh.checkInReading(),
    }),
  },
  {
    caller: 'captain',
    what: 'captain A lists captain B’s outings',
    expect: 403,
    probe: (w) => get(`/api/crew/outings?captain=${w.otherCaptain.captainId}`),
  },
  {
    caller: 'captain',
    what: 'captain A reads the damage of an outing',
    expect: 403,
    probe: (w) => get(`/api/admin/bookings/${w.damage.bookingId}/damage`),
  },
  {
    caller: 'captain',
    what: 'captain A checks out an outing no captain crews',
    expect: 403,
    probe: async (w) => ({
      method: 'POST',
      url: `/api/admin/bookings/${(await w.fresh.booking(w.outingOwner)).bookingId}/check-out`,
      json: w.fresh.checkOutReading(),
    }),
  },
  {
    caller: 'otherCaptain',
    what: 'captain B reads the float plan of an outing no captain crews',
    expect: 403,
    probe: (w) => get(`/api/admin/bookings/${w.member.booking.reference}/float-plan.pdf`),
  },
]
