import { addClubDays, clubDateOf } from '../common/club-time.ts'
import type { Endpoint } from './load.ts'

/** What the application servers are measured on; add entries here (POST ones take a JSON `body`). */
export const sameOrigin = { 'sec-fetch-site': 'same-origin', referer: 'http://127.0.0.1/contact' }
export const endpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health' },
  // As a browser asks, so the precompressed page is what gets served.
  { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } },
  {
    method: 'POST',
    path: '/api/visitors/add-visitors-details',
    headers: sameOrigin,
    body: { visitor_name: 'Bench Visitor', email: 'bench@example.com', phone_no: '9415550100' },
    storedIn: 'brochure_requests',
  },
  {
    method: 'POST',
    path: '/api/visitors/become-a-member',
    headers: sameOrigin,
    body: {
      visitor_name: 'Bench Visitor',
      email: 'bench@example.com',
      phone_no: '9415550100',
      req_help: 'I Have a Question',
      ques: 'How do Mariner Points work?',
      email_consent: true,
      sms_consent: false,
    },
    storedIn: 'membership_inquiries',
  },
  {
    method: 'POST',
    path: '/api/visitors/add-event-details',
    headers: sameOrigin,
    body: {
      name: 'Bench Visitor',
      email: 'bench@example.com',
      phone_no: '9415550100',
      event_name: 'Waitlist',
      attendees: 2,
    },
    storedIn: 'event_registrations',
  },
  {
    method: 'POST',
    path: '/api/visitors/add-yacht-visitor',
    headers: sameOrigin,
    body: {
      visitor_first_name: 'Bench',
      visitor_last_name: 'Owner',
      visitor_email: 'owner@example.com',
      visitor_phone_number: '+19415550100',
      yacht_model: 'Azimut 60',
      yacht_manufacture_year: 2020,
      yacht_size: 60,
    },
    storedIn: 'yacht_owner_leads',
  },
]

export interface BenchAccount {
  username: string
  password: string
  role: 'user' | 'admin'
}

/** Made with `npm run user:create` before each application server starts; logged in at the production hash cost. */
export const benchAccount: BenchAccount = { username: 'bench-member', password: 'Bench-Mark-Sail-1', role: 'user' }
/** The member mix's member of staff, who reads the fleet calendar. */
export const adminAccount: BenchAccount = { username: 'bench-admin', password: 'Bench-Mark-Helm-1', role: 'admin' }

endpoints.push(
  {
    method: 'POST',
    path: '/api/validate-user/validate-user/',
    headers: sameOrigin,
    body: { username: benchAccount.username, password: benchAccount.password },
    connections: 8,
  },
  { method: 'GET', path: '/api/validate-user/current-user/', signedIn: true },
  { method: 'GET', path: '/api/booking/availability?days=14', signedIn: true },
  {
    method: 'POST',
    path: '/api/booking/quote',
    headers: sameOrigin,
    body: { vessel_id: 'kaifin', tour_type: 'Overnight', date: addClubDays(clubDateOf(new Date()), 10) },
    signedIn: true,
  },
)

export const baselineEndpoints: Endpoint[] = [{ method: 'GET', path: '/' }]
