import { get, type Row, unique } from './authorization-probes.ts'

/** The back office: members, points, tiers, exports, the audit log and peak dates. */
export const backOfficeRows: Record<string, Row> = {
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
}
