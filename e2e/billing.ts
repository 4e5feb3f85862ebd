import { readFile } from 'node:fs/promises'
import { expect, type Download, type Page, type TestInfo } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import type { E2eAccount } from './e2e-settings.ts'

/**
 * The billing specs book their own vessel per project, 40 to 43 days ahead, where no other spec books it (the
 * calendar feed's spec books these two 33 days ahead), so no two contend for a slot.
 */
export const billingVesselFor = (testInfo: TestInfo) =>
  testInfo.project.name === 'desktop'
    ? { id: 'fountainepajot', item: "44' Fountaine Pajot" }
    : { id: 'lilbitnauti', item: "50' Lil' Bit Nauti" }

/** `days` (40 to 43) ahead of today; a retry moves a day on, past what its failed try left. */
export const billingDayAhead = (testInfo: TestInfo, days: number) =>
  addClubDays(clubDateOf(new Date()), days + testInfo.retry)

export interface BookedOuting {
  booking_id: string
  reference: string
}

/** Staff book an outing for the member through the API (the page is signed in as an admin). */
export async function bookOuting(
  page: Page,
  member: E2eAccount,
  tour: { vessel_id: string; tour_type: string; date: string },
) {
  const answer = await page.request.post('/api/booking/bookings', { data: { ...tour, username: member.username } })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as BookedOuting
}

/** Saves the booking's lines and issues the invoice through the API; answers its number. */
export async function issueThroughApi(
  page: Page,
  reference: string,
  lines: Array<{ particulars: string; amount_cents: number }>,
) {
  const saved = await page.request.put(`/api/invoices/${reference}`, { data: { lines } })
  expect(saved.status(), await saved.text()).toBe(200)
  const issued = await page.request.post(`/api/invoices/${reference}/issue`)
  expect(issued.status(), await issued.text()).toBe(200)
  return ((await issued.json()) as { number: string }).number
}

/** A downloaded file is a PDF: its first bytes say so. */
export async function expectPdfDownload(download: Download) {
  const file = await readFile((await download.path()) ?? '')
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(file.length).toBeGreaterThan(1000)
}

/** A routing number with a valid ABA check digit, and an account number no other test uses. */
export const TEST_ROUTING_NUMBER = '021000021'

/**
 * Staff add a member through the API (the page is signed in as an admin), with bank details on file when `account`
 * is given; answers their username and name.
 */
export async function addMemberThroughApi(page: Page, username: string, account?: string) {
  const bank: Record<string, string> = account
    ? {
        depository_name: 'First Harbor Bank',
        branch: 'Main Street',
        city: 'Sarasota',
        state: 'FL',
        zip_code: '34236',
        routing_no: TEST_ROUTING_NUMBER,
        acc_no: account,
        name_on_acc: 'Marina Keel',
        type_of_acc: 'Checking',
      }
    : {}
  const answer = await page.request.post('/api/create-member/add-member/', {
    multipart: {
      username,
      first_name: 'Marina',
      last_name: account ? 'Banked' : 'Unbanked',
      phone_number: '9415550100',
      email_id: `${username}@example.com`,
      membership_type: 'Gold',
      points: '5000',
      member_address1: '1 Harbor Way',
      member_city: 'Sarasota',
      member_state: 'FL',
      member_zip: '34236',
      emergency_name: 'Lee Keel',
      emergency_contact: '9415550103',
      emergency_relationship: 'Brother',
      ...bank,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return { username, name: `Marina ${account ? 'Banked' : 'Unbanked'}` }
}
