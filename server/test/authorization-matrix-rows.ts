import type { RouteAccess } from '../features/accounts/session-plugin.ts'
import type { FilePart } from './test-profile-forms.ts'
import { type Caller, freeTour, newSession, type World } from './authorization-world.ts'

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

const get = (url: string): Probe => ({ method: 'GET', url })

/** Callers whose calls get through the access check and may use an object up; the others are refused before it. */
const consumes = (caller: Caller) => caller === 'member' || caller === 'otherMember' || caller === 'admin'
const crewConsumes = (caller: Caller) => caller === 'captain' || caller === 'otherCaptain' || caller === 'admin'

/** Member A's booking, fresh for the admin of an admin-only call, else the standing one. */
async function bookingForStaff(world: World, caller: Caller) {
  return caller === 'admin' ? world.fresh.booking(world.member.account) : world.member.booking
}

/** Member A's booking: a fresh one for a caller who may use it up, else the standing one. */
async function bookingOfA(world: World, caller: Caller) {
  return consumes(caller) ? world.fresh.booking(world.member.account) : world.member.booking
}

/** An outing captain A crews, fresh where the caller may act on it. */
async function outingOfCaptainA(world: World, caller: Caller, state: 'booked' | 'out') {
  return crewConsumes(caller)
    ? world.fresh.crewedOuting(world.member.account, world.captain.captainId, state)
    : world.captain.outing
}

let made = 0
const unique = () => ++made

function captainBody() {
  const n = unique()
  return {
    name: `Marco Polo ${n}`,
    email: `matrix-captain${n}@example.com`,
    phone_number: '9415550100',
    licence: { number: `ML-${2_000_000 + n}`, expires_on: '2031-06-30' },
    vessels: ['peace'],
  }
}

const visitor = { email: 'ada@example.com', phone_no: '9415550100', website: '' }

/** Every /api route, by method and path as the server declares it. */
export const rows: Record<string, Row> = {
  'GET /api/web_socket/ws/:id': {
    access: 'signed-in',
    expect: '401 426 403 403 403 403',
    why: 'a plain GET that passes every check is answered 426 (upgrade needed); the real sockets are tried apart. An admin listens on their own socket only.',
    probe: (w) => get(`/api/web_socket/ws/${w.member.account.id}`),
  },
  'GET /api/health': { access: 'public', expect: '200 200 200 200 200 200', probe: () => get('/api/health') },
  'GET /api/brochure.pdf': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: () => get('/api/brochure.pdf'),
  },
  'POST /api/visitors/add-visitors-details': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: () => ({
      method: 'POST',
      url: '/api/visitors/add-visitors-details',
      json: { ...visitor, visitor_name: 'Ada Lovelace' },
    }),
  },
  'POST /api/visitors/become-a-member': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: () => ({
      method: 'POST',
      url: '/api/visitors/become-a-member',
      json: {
        ...visitor,
        visitor_name: 'Ada Lovelace',
        req_help: 'I Have a Question',
        ques: 'When is the next open day?',
        email_consent: true,
        sms_consent: false,
        organization: 'Analytical Engines',
      },
    }),
  },
  'POST /api/visitors/add-event-details': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: () => ({
      method: 'POST',
      url: '/api/visitors/add-event-details',
      json: { ...visitor, name: 'Ada Lovelace', event_name: 'Waitlist', attendees: 2 },
    }),
  },
  'POST /api/visitors/add-yacht-visitor': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: () => ({
      method: 'POST',
      url: '/api/visitors/add-yacht-visitor',
      json: {
        visitor_first_name: 'Ada',
        visitor_last_name: 'Lovelace',
        visitor_email: 'ada@example.com',
        visitor_phone_number: '+19415550100',
        yacht_model: 'Azimut 60',
        yacht_manufacture_year: 2020,
        yacht_size: 60,
        visitor_message: 'Moored at Marina Jack.',
        website: '',
      },
    }),
  },
  'POST /api/validate-user/validate-user/': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    why: 'signing in replaces the browser’s session, so each caller signs in from a browser with a session of its own',
    probe: async (w, caller) => {
      const account = await w.fresh.account()
      return {
        method: 'POST',
        url: '/api/validate-user/validate-user/',
        form: { username: account.username, password: 'Correct-Horse-1' },
        cookie: await newSession(w, caller),
      }
    },
  },
  'GET /api/validate-user/current-user/': {
    access: 'account',
    expect: '401 200 200 200 200 200',
    probe: () => get('/api/validate-user/current-user/'),
  },
  'POST /api/validate-user/logout/': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: '/api/validate-user/logout/',
      cookie: await newSession(w, caller),
    }),
  },
  'POST /api/validate-user/change-password/': {
    access: 'account',
    expect: '401 200 200 200 200 200',
    probe: (w, caller) => {
      const current = w.passwords[caller]
      const next = `Changed-Sails-${unique()}!`
      if (caller !== 'anonymous') w.passwords[caller] = next
      return {
        method: 'POST',
        url: '/api/validate-user/change-password/',
        json: { current_password: current || 'Not-A-Password-1', new_password: next },
      }
    },
  },
  'POST /api/forgot/forgot-password': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    probe: (_w, caller) => ({
      method: 'POST',
      url: '/api/forgot/forgot-password',
      json: { email: `nobody-${caller}-${unique()}@example.com` },
    }),
  },
  'POST /api/forgot/reset-password': {
    access: 'public',
    expect: '400 400 400 400 400 400',
    why: 'a valid token is e-mailed to one person and used once; an unknown token shows the call is open to all',
    probe: () => ({
      method: 'POST',
      url: '/api/forgot/reset-password',
      json: { token: 'no-such-token', new_password: 'Brand-New-Sails-2' },
    }),
  },
  'POST /api/booking/ballot': {
    access: 'signed-in',
    expect: '401 201 201 403 403 201',
    probe: async (w) => ({
      method: 'POST',
      url: '/api/booking/ballot',
      json: { vessel_id: 'peace', tour_type: 'Full Day', date: await w.fresh.openPeakDate(), rank: 1 },
    }),
  },
  'GET /api/booking/ballot': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/ballot'),
  },
  'DELETE /api/booking/ballot/:ballot_id': {
    access: 'signed-in',
    expect: '401 200 404 403 403 404',
    why: 'a ballot request is withdrawn by its member only (the route’s own terms); staff remove the peak date instead',
    probe: async (w, caller) => ({
      method: 'DELETE',
      url: `/api/booking/ballot/${consumes(caller) ? await w.fresh.ballotEntry(w.member.account) : w.member.ballotId}`,
    }),
  },
  'GET /api/booking/vessels': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/vessels'),
  },
  'GET /api/booking/availability': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => get(`/api/booking/availability?from=2030-01-14&days=3&username=${w.member.account.username}`),
  },
  'POST /api/booking/quote': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => ({ method: 'POST', url: '/api/booking/quote', json: freeTour() }),
  },
  'POST /api/booking/bookings': {
    access: 'signed-in',
    expect: '401 201 403 403 403 201',
    probe: (w, caller) => ({
      method: 'POST',
      url: '/api/booking/bookings',
      json: {
        ...freeTour(),
        ...(caller === 'member' ? {} : { username: w.member.account.username }),
        ...(caller === 'admin' ? { override_rules: true } : {}),
      },
    }),
  },
  'GET /api/booking/bookings': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/bookings?when=upcoming'),
  },
  'GET /api/booking/bookings/:booking_id/calendar.ics': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/booking/bookings/${w.member.booking.bookingId}/calendar.ics`),
  },
  'GET /api/booking/bookings/:booking_id': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/booking/bookings/${w.member.booking.reference}`),
  },
  'PUT /api/booking/bookings/:booking_id/guests': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => ({
      method: 'PUT',
      url: `/api/booking/bookings/${w.member.booking.bookingId}/guests`,
      json: { guests: 2, guest_names: ['Ann Keel', 'Ben Keel'] },
    }),
  },
  'POST /api/booking/bookings/:booking_id/cancel': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/booking/bookings/${(await bookingOfA(w, caller)).bookingId}/cancel`,
      json: {},
    }),
  },
  'POST /api/booking/bookings/:booking_id/rebook': {
    access: 'signed-in',
    expect: '401 201 404 403 403 201',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/booking/bookings/${(await bookingOfA(w, caller)).reference}/rebook`,
      json: freeTour(),
    }),
  },
  'POST /api/booking/waitlist': {
    access: 'signed-in',
    expect: '401 201 201 403 403 201',
    probe: async (w) => ({ method: 'POST', url: '/api/booking/waitlist', json: await w.fresh.heldTour() }),
  },
  'GET /api/booking/waitlist': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/waitlist'),
  },
  'DELETE /api/booking/waitlist/:waitlist_id': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: async (w, caller) => ({
      method: 'DELETE',
      url: `/api/booking/waitlist/${consumes(caller) ? await w.fresh.waitlistEntry(w.member.account) : w.member.waitlistId}`,
    }),
  },
  'GET /api/booking/member/:id': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/booking/member/${w.member.account.id}`),
  },
  'GET /api/booking/membership/:id': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/booking/membership/${w.member.memberNumber}`),
  },
  'GET /api/booking/admin/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/booking/admin/?username=${w.member.account.username}`),
  },
  'GET /api/booking/calendar-feed': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/calendar-feed'),
  },
  'POST /api/booking/calendar-feed/rotate': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => ({ method: 'POST', url: '/api/booking/calendar-feed/rotate' }),
  },
  'GET /api/calendar/:file': {
    access: 'public',
    expect: '200 200 200 200 200 200',
    why: 'the private link is the credential: whoever holds member A’s gets their feed, as a calendar program does',
    probe: async (w) => {
      const feed = await w.app.inject({
        method: 'GET',
        url: '/api/booking/calendar-feed',
        headers: { cookie: w.member.account.cookie },
      })
      return get(new URL((feed.json() as { url: string }).url.replace('webcal:', 'http:')).pathname)
    },
  },
  'GET /api/new-userdetail/user-details/': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => get(`/api/new-userdetail/user-details/?username=${w.member.account.username}`),
  },
  'PUT /api/update/update/user/': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => ({
      method: 'PUT',
      url: '/api/update/update/user/',
      multipart: { fields: { username: w.member.account.username, first_name: `Pat${unique()}` } },
    }),
  },
  'GET /api/admin/member-details/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/member-details/?username=${w.member.account.username}`),
  },
  'GET /api/members/:id/picture': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => get(`/api/members/${w.member.account.id}/picture`),
  },
  'GET /api/points/points/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/points/points/?username=${w.member.account.username}`),
  },
  'PUT /api/points/update-points/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => ({
      method: 'PUT',
      url: '/api/points/update-points/',
      form: { username: w.member.account.username, update_points: '5', description: 'Regatta prize' },
    }),
  },
  'GET /api/get-membership/get-membership/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/get-membership/get-membership/?username=${w.member.account.username}`),
  },
  'PUT /api/get-membership/update-membership/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({
      method: 'PUT',
      url: '/api/get-membership/update-membership/',
      form: { username: (await w.fresh.account()).username, membership_type: 'Platinum' },
    }),
  },
  'PUT /api/update/delete/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({
      method: 'PUT',
      url: '/api/update/delete/',
      multipart: { fields: { username: (await w.fresh.account()).username } },
    }),
  },
  'PUT /api/update/reactivate/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({
      method: 'PUT',
      url: '/api/update/reactivate/',
      multipart: { fields: { username: await w.fresh.removedAccount() } },
    }),
  },
  'GET /api/usernames/usernames/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/usernames/usernames/'),
  },
  'GET /api/admin/members': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/members?status=active'),
  },
  'GET /api/admin/members/:id/renewal': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/members/${w.member.account.id}/renewal`),
  },
  'POST /api/admin/members/:id/renew': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({ method: 'POST', url: `/api/admin/members/${(await w.fresh.account()).id}/renew` }),
  },
  'GET /api/create-member/validate-member/': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/create-member/validate-member/?username=nobody.yet'),
  },
  'POST /api/create-member/add-member/': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: () => {
      const username = `matrixsailor${unique()}`
      return {
        method: 'POST',
        url: '/api/create-member/add-member/',
        multipart: {
          fields: {
            username,
            first_name: 'Marina',
            last_name: 'Keel',
            phone_number: '9415550100',
            email_id: `${username}@example.com`,
            membership_type: 'Gold',
            points: '1200',
            member_address1: '1 Harbor Way',
            member_city: 'Sarasota',
            member_state: 'FL',
            member_zip: '34236',
            emergency_name: 'Lee Keel',
            emergency_email: '',
            emergency_contact: '9415550103',
            emergency_relationship: 'Brother',
          },
        },
      }
    },
  },
  'GET /api/members/:id/ach': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/members/${w.member.account.id}/ach`),
  },
  'GET /api/admin/audit': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/audit?limit=5&member=${w.member.account.username}`),
  },
  'POST /api/export-data/export/visitors': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => ({ method: 'POST', url: '/api/export-data/export/visitors' }),
  },
  'GET /api/export-data/export/visitors.csv': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/export-data/export/visitors.csv'),
  },
  'POST /api/export-data/export/members': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => ({ method: 'POST', url: '/api/export-data/export/members' }),
  },
  'GET /api/export-data/export/members.csv': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/export-data/export/members.csv'),
  },
  'GET /api/admin/fleet-calendar': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/fleet-calendar?from=2030-01-07&days=7'),
  },
  'POST /api/admin/vessel-blocks': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: () => {
      const { vessel_id, date } = freeTour()
      return {
        method: 'POST',
        url: '/api/admin/vessel-blocks',
        json: {
          vessel_id,
          from: { date, slot: 'morning' },
          to: { date, slot: 'afternoon' },
          kind: 'maintenance',
          reason: 'Engine service',
        },
      }
    },
  },
  'GET /api/admin/vessel-blocks': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/vessel-blocks?from=2030-01-07&to=2030-03-31'),
  },
  'DELETE /api/admin/vessel-blocks/:block_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({ method: 'DELETE', url: `/api/admin/vessel-blocks/${await w.fresh.block()}` }),
  },
  'GET /api/admin/capacity': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/capacity?season=2029'),
  },
  'GET /api/admin/vessels/:vessel_id/prices': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/vessels/peace/prices'),
  },
  'PUT /api/admin/vessels/:vessel_id/prices': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => ({ method: 'PUT', url: '/api/admin/vessels/oceanrode/prices', json: { prices: { Sunset: null } } }),
  },
  'GET /api/admin/captains': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/captains'),
  },
  'POST /api/admin/captains': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: () => ({ method: 'POST', url: '/api/admin/captains', json: captainBody() }),
  },
  'PUT /api/admin/captains/:captain_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({ method: 'PUT', url: `/api/admin/captains/${await w.fresh.captain()}`, json: captainBody() }),
  },
  'DELETE /api/admin/captains/:captain_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({ method: 'DELETE', url: `/api/admin/captains/${await w.fresh.captain()}` }),
  },
  'POST /api/admin/captains/:captain_id/time-off': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: async (w) => ({
      method: 'POST',
      url: `/api/admin/captains/${await w.fresh.captain()}/time-off`,
      json: { from: '2030-02-04', to: '2030-02-05', reason: 'Family' },
    }),
  },
  'PUT /api/admin/bookings/:booking_id/captain': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => ({
      method: 'PUT',
      url: `/api/admin/bookings/${w.member.booking.bookingId}/captain`,
      json: { captain_id: null },
    }),
  },
  'GET /api/admin/captains/schedule': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/captains/schedule?from=2030-01-07&days=7'),
  },
  'POST /api/admin/captains/:captain_id/account': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: async (w) => ({
      method: 'POST',
      url: `/api/admin/captains/${await w.fresh.captain()}/account`,
      json: { username: `skipper${unique()}` },
    }),
  },
  'GET /api/crew/outings': {
    access: 'crew',
    expect: '401 403 403 200 403 200',
    probe: (w) => get(`/api/crew/outings?captain=${w.captain.captainId}`),
  },
  'POST /api/admin/bookings/:booking_id/check-out': {
    access: 'crew',
    expect: '401 403 403 200 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/bookings/${(await outingOfCaptainA(w, caller, 'booked')).bookingId}/check-out`,
      json: w.fresh.checkOutReading(),
    }),
  },
  'POST /api/admin/bookings/:booking_id/check-in': {
    access: 'crew',
    expect: '401 403 403 200 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/bookings/${(await outingOfCaptainA(w, caller, 'out')).bookingId}/check-in`,
      json: w.fresh.checkInReading(),
    }),
  },
  'POST /api/admin/peak-dates': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: () => ({
      method: 'POST',
      url: '/api/admin/peak-dates',
      json: {
        dates: [`2030-04-${String(10 + (unique() % 18)).padStart(2, '0')}`],
        opens_at: '2030-03-01T09:00:00-05:00',
        draws_at: '2030-03-20T18:00:00-04:00',
      },
    }),
  },
  'GET /api/admin/peak-dates': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/peak-dates'),
  },
  'DELETE /api/admin/peak-dates/:date': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => ({ method: 'DELETE', url: `/api/admin/peak-dates/${await w.fresh.upcomingPeakDate()}` }),
  },
  'GET /api/admin/peak-dates/:date/draw': {
    access: 'admin',
    expect: '401 403 403 403 403 404',
    why: 'the draw happens at its time by scheduled work; the peak date open now has no draw yet',
    probe: (w) => get(`/api/admin/peak-dates/${w.peakDate}/draw`),
  },
  'GET /api/admin/bookings/:booking_id/float-plan': {
    access: 'crew',
    expect: '401 403 403 200 403 200',
    probe: (w) => get(`/api/admin/bookings/${w.captain.outing.bookingId}/float-plan`),
  },
  'GET /api/admin/bookings/:booking_id/float-plan.pdf': {
    access: 'crew',
    expect: '401 403 403 200 403 200',
    probe: (w) => get(`/api/admin/bookings/${w.captain.outing.reference}/float-plan.pdf`),
  },
  'GET /api/admin/vessels/:vessel_id/log': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/vessels/peace/log'),
  },
  'POST /api/admin/vessels/:vessel_id/service': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: () => ({
      method: 'POST',
      url: '/api/admin/vessels/topshelf/service',
      json: { engine_hours: unique(), notes: 'Oil change' },
    }),
  },
  'GET /api/admin/bookings/:booking_id/damage': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/bookings/${w.damage.bookingId}/damage`),
  },
  'POST /api/admin/damage/:damage_id/resolve': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w) => {
      const damage = await w.fresh.damage(w.member.account, w.otherCaptain.captainId)
      return { method: 'POST', url: `/api/admin/damage/${damage.damageId}/resolve` }
    },
  },
  'GET /api/admin/damage-photos/:photo_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/damage-photos/${w.damage.photoId}`),
  },
  'GET /api/invoices/:booking_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/invoices/${w.member.booking.bookingId}`),
  },
  'PUT /api/invoices/:booking_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'PUT',
      url: `/api/invoices/${(await bookingForStaff(w, caller)).bookingId}`,
      json: { lines: [{ particulars: 'Booking fee', amount_cents: 8500 }] },
    }),
  },
  'POST /api/invoices/:booking_id/issue': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/invoices/${(await bookingForStaff(w, caller)).bookingId}/issue`,
    }),
  },
  'POST /api/invoices/:booking_id/void': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/invoices/${caller === 'admin' ? (await w.fresh.issuedInvoice(w.member.account)).bookingId : w.member.issuedInvoice.bookingId}/void`,
      json: { reason: 'Billed twice' },
    }),
  },
  'POST /api/invoices/:booking_id/payments': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: (w) => ({
      method: 'POST',
      url: `/api/invoices/${w.member.issuedInvoice.bookingId}/payments`,
      json: { amount_cents: 100, method: 'check', reference: `Check ${unique()}` },
    }),
  },
  'GET /api/invoices/:booking_id/invoice.pdf': {
    access: 'signed-in',
    expect: '401 200 404 403 403 200',
    probe: (w) => get(`/api/invoices/${w.member.issuedInvoice.bookingId}/invoice.pdf`),
  },
  'GET /api/billing/invoices': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/billing/invoices'),
  },
  'GET /api/billing/statement': {
    access: 'signed-in',
    expect: '401 200 403 403 403 200',
    probe: (w) => get(`/api/billing/statement?month=2030-01&member=${w.member.account.id}`),
  },
  'GET /api/admin/invoices': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/invoices?status=issued'),
  },
  'GET /api/admin/billing/export.csv': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/billing/export.csv?from=2030-01-01&to=2030-01-31'),
  },
  'GET /api/admin/ach-batches': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/ach-batches'),
  },
  'POST /api/admin/ach-batches': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: async (w, caller) => ({
      method: 'POST',
      url: '/api/admin/ach-batches',
      json: {
        invoice_ids: [
          caller === 'admin'
            ? (await w.fresh.issuedInvoice(w.member.account)).invoiceId
            : w.member.issuedInvoice.invoiceId,
        ],
        effective_date: '2030-01-09',
      },
    }),
  },
  'GET /api/admin/ach-batches/:batch_id/file': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: (w) => get(`/api/admin/ach-batches/${w.achBatch.batchId}/file`),
  },
  'POST /api/admin/ach-batches/:batch_id/settle': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/ach-batches/${caller === 'admin' ? (await w.fresh.achBatch(w.member.account)).batchId : w.achBatch.batchId}/settle`,
    }),
  },
  'POST /api/admin/ach-batches/:batch_id/returns': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => {
      const batch = caller === 'admin' ? await w.fresh.achBatch(w.member.account, true) : w.achBatch
      return {
        method: 'POST',
        url: `/api/admin/ach-batches/${batch.batchId}/returns`,
        json: { invoice_id: batch.invoiceId, code: 'R01' },
      }
    },
  },
  'GET /api/admin/weather': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => get('/api/admin/weather'),
  },
  'POST /api/admin/weather/refresh': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: () => ({ method: 'POST', url: '/api/admin/weather/refresh' }),
  },
  'POST /api/admin/weather/cancellations': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({
      method: 'POST',
      url: '/api/admin/weather/cancellations',
      json: { booking_ids: [(await bookingForStaff(w, caller)).bookingId], reason: 'Small Craft Advisory' },
    }),
  },
  'GET /api/booking/rebooking-priority': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/rebooking-priority'),
  },
}

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
]
