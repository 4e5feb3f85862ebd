import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const vesselFor = (testInfo: TestInfo) => (testInfo.project.name === 'desktop' ? 'wanderlust' : 'goldenticket')
const dayAhead = (testInfo: TestInfo, days: number) => addClubDays(clubDateOf(new Date()), days + 3 * testInfo.retry)

interface Booked {
  booking_id: string
  reference: string
  points_cost: number
}

async function post(page: Page, path: string, data: Record<string, unknown>, status: number) {
  const answer = await page.request.post(path, { data })
  expect(answer.status()).toBe(status)
  return (await answer.json()) as Booked
}

test('the view link of a cancelled or rebooked booking opens its record, read-only, naming the new booking', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'recorded')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const vessel_id = vesselFor(testInfo)
  const username = member.username
  const cancelled = await post(
    page,
    '/api/booking/bookings',
    { vessel_id, tour_type: 'Sunset', date: dayAhead(testInfo, 9), username },
    201,
  )
  await post(page, `/api/booking/bookings/${cancelled.reference}/cancel`, {}, 200)
  const moved = await post(
    page,
    '/api/booking/bookings',
    { vessel_id, tour_type: 'Half Day Morning', date: dayAhead(testInfo, 10), username },
    201,
  )
  const replacement = await post(
    page,
    `/api/booking/bookings/${moved.reference}/rebook`,
    { vessel_id, tour_type: 'Half Day Afternoon', date: dayAhead(testInfo, 11) },
    201,
  )

  // The 'view' link of the cancelled booking, as it opens in a new tab.
  await page.goto(`/admin?tab=bookings&username=${username}&booking=${cancelled.reference}`)
  const record = page.getByRole('dialog', { name: /Sunset/ })
  await expect(record).toBeVisible()
  await expect(record).toContainText(cancelled.reference)
  await expect(record).toContainText('Cancelled')
  await expect(record).toContainText(`Refunded${cancelled.points_cost.toLocaleString('en-US')} points`)
  await expect(record.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await expect(record.getByRole('button', { name: 'Rebook' })).toHaveCount(0)
  await expect(record).not.toContainText(cancelled.booking_id)
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)
  await page.keyboard.press('Escape')
  await expect(record).toBeHidden()

  // The rebooked one names the booking it moved to, which opens from there.
  await page.goto(`/admin?tab=bookings&username=${username}&booking=${moved.reference.toLowerCase()}`)
  const old = page.getByRole('dialog', { name: /Half Day Morning/ })
  await expect(old).toContainText('Rebooked')
  await expect(old.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await old.getByRole('button', { name: new RegExp(`^${replacement.reference}`) }).click()
  const opened = page.getByRole('dialog', { name: /Half Day Afternoon/ })
  await expect(opened).toContainText(`Moved from${moved.reference}`)
  await expect(opened.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})
