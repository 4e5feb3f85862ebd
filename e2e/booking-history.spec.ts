import { expect, type Page, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

interface Booked {
  booking_id: string
  reference: string
}

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(path, { data })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as Booked
}

const figure = (text: string) => Number(text.replace(/[^\d−-]/g, '').replace('−', '-'))

test('Booking History heads its columns, names bookings by reference, and its full ledger adds up', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const phone = testInfo.project.name === 'phone'
  const vessel_id = phone ? 'topshelf' : 'happyhour'
  const day = (days: number) => addClubDays(clubDateOf(new Date()), days + 3 * testInfo.retry)
  await logInThroughForm(page, accountFor(testInfo, 'historian'))
  await expect(page).toHaveURL('/member-portal')
  const first = await post(page, '/api/booking/bookings', { vessel_id, tour_type: 'Sunset', date: day(20) })
  const moved = await post(page, `/api/booking/bookings/${first.reference}/rebook`, {
    vessel_id,
    tour_type: 'Half Day Morning',
    date: day(21),
  })

  await page.getByRole('navigation', { name: 'Member portal' }).getByRole('link', { name: 'Booking History' }).click()
  const history = page.getByRole('region', { name: 'Booking History' })
  const rebooked = history.getByRole('button').filter({ hasText: first.reference })
  await expect(rebooked).toContainText('Rebooked')
  if (phone) {
    // A card: each figure under its name.
    await expect(rebooked).toContainText(/Status\s*Rebooked/)
    await expect(rebooked).toContainText(/Points\s*−/)
    await expect(rebooked).toContainText(/Balance\s*[\d,]+/)
  } else {
    // The headings over the rows (each figure also names itself to screen readers).
    await expect(history.locator('[aria-hidden="true"]').filter({ hasText: 'Entry' }).locator('span')).toHaveText([
      'Entry',
      'Status',
      'Points',
      'Balance',
    ])
    await expect(history.locator('[aria-hidden="true"]').filter({ hasText: 'Entry' })).toBeVisible()
  }
  await rebooked.click()
  await expect(history.getByRole('definition').filter({ hasText: moved.reference })).toBeVisible()
  await expect(history.getByText('Rebooked To', { exact: true })).toBeVisible()
  await expect(history.getByText(`Booking ${first.reference}`)).toBeVisible()
  // No raw id anywhere, and no word broken in the middle.
  await expect(history).not.toContainText(first.booking_id)
  await expect(history).not.toContainText(moved.booking_id)
  const reference = history.getByText(moved.reference).first()
  const lines = await reference.evaluate((element) => element.getClientRects().length)
  expect(lines).toBe(1)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await history.getByRole('button', { name: 'View Full Ledger' }).click()
  const before = history.getByRole('term').filter({ hasText: 'Balance before these entries' })
  await expect(before).toBeVisible()
  await expect(history.getByRole('term').filter({ hasText: /^Opening balance$/ })).toHaveCount(0)
  const rows = history.getByRole('list', { name: /Every ledger row/ }).getByRole('listitem')
  await expect(rows.last()).toContainText('Points on joining')
  // The cards come first: the balance before the rows, then the usable points.
  const cardBefore = figure((await history.getByRole('definition').first().textContent()) ?? '')
  const usable = figure((await history.getByRole('definition').nth(1).textContent()) ?? '')
  // The oldest row starts from the card's balance; the newest ends at the usable points.
  const oldest = rows.last()
  const oldestPoints = figure((await oldest.getByText(/^[+−]/).first().textContent()) ?? '')
  const oldestBalance = figure((await oldest.locator('span.tabular-nums').last().textContent()) ?? '')
  expect(cardBefore + oldestPoints).toBe(oldestBalance)
  const newestBalance = figure((await rows.first().locator('span.tabular-nums').last().textContent()) ?? '')
  expect(newestBalance).toBe(usable)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await post(page, `/api/booking/bookings/${moved.reference}/cancel`, {})
  expect(errors).toEqual([])
})
