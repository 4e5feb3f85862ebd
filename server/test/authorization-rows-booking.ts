import { bookingOfA, consumes, get, type Row } from './authorization-probes.ts'
import { freeTour } from './authorization-fresh-things.ts'

/** The booking engine, the waitlist, the ballot, the ledgers and the calendar feed. */
export const bookingRows: Record<string, Row> = {
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
    expect: '401 200 403 403 403 200',
    probe: (w) => ({
      method: 'POST',
      url: '/api/booking/quote',
      json: { ...freeTour(), username: w.member.account.username },
    }),
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
  'GET /api/booking/rebooking-priority': {
    access: 'signed-in',
    expect: '401 200 200 403 403 200',
    probe: () => get('/api/booking/rebooking-priority'),
  },
}
