import { get, type Row, unique } from './authorization-probes.ts'
import { newSession } from './authorization-world.ts'

const visitor = { email: 'ada@example.com', phone_no: '9415550100', website: '' }

/** Signing in and out, passwords, the public forms, profiles and live events. */
export const accountRows: Record<string, Row> = {
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
}
