import { captainFor, bookingForStaff, get, outingOfCaptainA, type Row, unique } from './authorization-probes.ts'
import { freeTour } from './authorization-fresh-things.ts'

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

/** Running the fleet: the calendar, blocks, prices, captains, the dock and the weather. */
export const fleetRows: Record<string, Row> = {
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
    probe: async (w, caller) => ({
      method: 'PUT',
      url: `/api/admin/captains/${await captainFor(w, caller)}`,
      json: captainBody(),
    }),
  },
  'DELETE /api/admin/captains/:captain_id': {
    access: 'admin',
    expect: '401 403 403 403 403 200',
    probe: async (w, caller) => ({ method: 'DELETE', url: `/api/admin/captains/${await captainFor(w, caller)}` }),
  },
  'POST /api/admin/captains/:captain_id/time-off': {
    access: 'admin',
    expect: '401 403 403 403 403 201',
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/captains/${await captainFor(w, caller)}/time-off`,
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
    probe: async (w, caller) => ({
      method: 'POST',
      url: `/api/admin/captains/${await captainFor(w, caller)}/account`,
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
}
