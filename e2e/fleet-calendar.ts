import { expect, type Page, type TestInfo } from '@playwright/test'
import { addClubDays, clubDateOf, clubDayLabel } from '../common/club-time.ts'
import type { E2eAccount } from './e2e-settings.ts'

/**
 * Each project books its own vessel 30 to 43 days ahead, where no other spec books it, so no two contend for a slot.
 * The weather spec (desktop only) books Congetta 44 to 49 days ahead, and serves its marine alert over those outings
 * only while it runs.
 * The waitlist's spec (`waitlist.spec.ts`) has Kai Fin 44 to 49 days ahead: the desktop 44–45, the phone 47–48.
 * Days 50–59 ahead belong to the ballot's spec (`ballot.spec.ts`: 53 and 57, a retry a day on): a peak date closes the
 * whole day for every vessel, so no other spec may book one of them.
 */
export const fleetVesselFor = (testInfo: TestInfo) =>
  testInfo.project.name === 'desktop'
    ? { id: 'rallypoint', name: 'Rally Point', row: 1 }
    : { id: 'goldenticket', name: 'Golden Ticket', row: 10 }

/** `days` ahead of today, within a Gold member's 45 days; a retry moves a day on, past what its failed try left. */
export const fleetDayAhead = (testInfo: TestInfo, days: number) =>
  addClubDays(clubDateOf(new Date()), days + testInfo.retry)

export async function bookForMember(page: Page, member: E2eAccount, tour: Record<string, unknown>) {
  const answer = await page.request.post('/api/booking/bookings', { data: { ...tour, username: member.username } })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { booking_id: string; reference: string; start_at: string }
}

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A slot of the calendar by its name: a grid cell at a desktop's width, a button in the phone's day list. */
export function fleetCell(page: Page, testInfo: TestInfo, date: string, slot: 'morning' | 'afternoon', state = '') {
  const { name } = fleetVesselFor(testInfo)
  const label = new RegExp(`${escaped(name)}, ${clubDayLabel(date)}, ${slot}: ${escaped(state)}`)
  return page.getByRole(testInfo.project.name === 'phone' ? 'button' : 'gridcell', { name: label })
}

/** Opens the Fleet Calendar from the back office's tabs and goes to `date`'s week. */
export async function openFleetWeekOf(page: Page, date: string) {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Fleet Calendar' }).click()
  await expect(page).toHaveURL('/admin?tab=fleet')
  const tool = page.getByRole('region', { name: 'Fleet Calendar' })
  await tool.getByLabel('Go to date').fill(date)
  await tool.getByRole('button', { name: 'Go', exact: true }).click()
  return tool
}
