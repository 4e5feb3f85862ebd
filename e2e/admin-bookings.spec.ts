import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { pickMember } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

// The tests share each project's member: one at a time.
test.describe.configure({ mode: 'default' })

/** Each project books its own vessel for its own member, so the two never contend for a slot. */
const vesselFor = (testInfo: TestInfo) => (testInfo.project.name === 'desktop' ? 'congetta' : 'giddyup')

/** `days` ahead of today; a retry moves three days on, past anything its failed try left booked. */
const dayAhead = (testInfo: TestInfo, days: number) => addClubDays(clubDateOf(new Date()), days + 3 * testInfo.retry)

async function bookFor(page: Page, username: string, tour: Record<string, unknown>) {
  const answer = await page.request.post('/api/booking/bookings', { data: { ...tour, username } })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { booking_id: string; reference: string; points_cost: number }
}

async function openBookings(page: Page) {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Bookings' }).click()
  await expect(page).toHaveURL('/admin?tab=bookings')
  return page.getByRole('region', { name: 'View User Bookings' })
}

test('Bookings lists a member’s bookings last first, and staff cancel and rebook for them', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'booked')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const vessel_id = vesselFor(testInfo)
  const sooner = await bookFor(page, member.username, {
    vessel_id,
    tour_type: 'Half Day Morning',
    date: dayAhead(testInfo, 6),
  })
  const later = await bookFor(page, member.username, { vessel_id, tour_type: 'Sunset', date: dayAhead(testInfo, 8) })

  const tool = await openBookings(page)
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(tool.getByRole('alert')).toHaveText('Please select a user')
  await pickMember(tool, member.username)
  await expect(tool.getByRole('alert')).toHaveText('')
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(`/admin?tab=bookings&username=${member.username}`)

  const table = tool.getByRole('region', { name: `Bookings of ${member.username}` })
  const phone = testInfo.project.name === 'phone'
  // A row of the table at 1440, a card at 390: the same fields either way, headed the same.
  const rowOf = (reference: string) => table.locator(phone ? 'li' : 'tr').filter({ hasText: reference })
  const headings = ['Reference', 'Vessel', 'Tour', 'Start', 'End', 'Status', 'Points', 'Fees', 'Booked By']
  if (phone) {
    await expect(table.getByRole('table')).toHaveCount(0)
    await expect(rowOf(later.reference).locator('dt')).toHaveText([...headings, 'Modify/View'])
  } else {
    await expect(table.getByRole('columnheader')).toHaveText([...headings, 'Modify/View', 'Actions'])
    // Everything, the status included, in sight at 1440 without scrolling sideways.
    const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(fits).toBe(true)
  }
  await expect(rowOf(later.reference)).toContainText('Sunset')
  await expect(rowOf(later.reference)).toContainText('Booked')
  await expect(rowOf(later.reference)).toContainText('$85.00')
  await expect(table).not.toContainText(later.booking_id)
  await expect(table).not.toContainText('_')
  const order = await table.locator(phone ? 'li' : 'tr').allTextContents()
  const indexOf = (reference: string) => order.findIndex((text) => text.includes(reference))
  // Last first: the later booking is listed above the sooner.
  expect(indexOf(later.reference)).toBeGreaterThan(phone ? -1 : 0)
  expect(indexOf(later.reference)).toBeLessThan(indexOf(sooner.reference))
  const view = rowOf(later.reference).getByRole('link', { name: /^view/ })
  await expect(view).toHaveAttribute('target', '_blank')
  await expect(view).toHaveAttribute(
    'href',
    `/admin?tab=bookings&username=${member.username}&booking=${later.reference}`,
  )
  if (!phone) {
    const { maxHeight, viewport } = await table.evaluate((element) => ({
      maxHeight: Number.parseFloat(getComputedStyle(element).maxHeight),
      viewport: window.innerHeight,
    }))
    expect(maxHeight).toBeCloseTo(viewport * 0.8, 0)
  }
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await rowOf(sooner.reference)
    .getByRole('button', { name: /^Manage/ })
    .click()
  const manage = page.getByRole('dialog', { name: /Half Day Morning/ })
  await expectNoAccessibilityViolations(page)
  await manage.getByLabel(/Waive the 48-hour rule/).check()
  await manage.getByRole('button', { name: 'Cancel booking' }).click()
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result.getByRole('heading', { name: 'Successfull' })).toHaveCSS('color', 'oklch(0.432 0.095 166.913)')
  await expect(result).toContainText(
    `The booking is cancelled. ${sooner.points_cost.toLocaleString('en-US')} points refunded`,
  )
  await result.getByRole('button', { name: 'Close' }).click()
  await expect(rowOf(sooner.reference)).toContainText('Cancelled')
  await expect(rowOf(sooner.reference).getByRole('button', { name: /^Manage/ })).toHaveCount(0)

  await rowOf(later.reference)
    .getByRole('button', { name: /^Manage/ })
    .click()
  const move = page.getByRole('dialog', { name: /Sunset/ })
  await move.getByLabel('Tour').selectOption('Half Day Morning')
  await move.getByRole('button', { name: 'Rebook' }).click()
  await expect(page.getByRole('dialog', { name: 'Successfull' })).toContainText('Rebooked to')
  await page.getByRole('dialog', { name: 'Successfull' }).getByRole('button', { name: 'Close' }).click()
  // The old booking, now rebooked, above the new one (which starts earlier).
  await expect(rowOf(later.reference)).toContainText('Rebooked')
  await expect(rowOf(later.reference).getByRole('button', { name: /^Manage/ })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a booking’s view link opens it; a refused change says why in red; an empty member says so', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'booked')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookFor(page, member.username, {
    vessel_id: vesselFor(testInfo),
    tour_type: 'Half Day Afternoon',
    date: dayAhead(testInfo, 12),
  })
  await page.goto(`/admin?tab=bookings&username=${member.username}&booking=${booking.reference}`)
  const manage = page.getByRole('dialog', { name: /Half Day Afternoon/ })
  await expect(manage).toBeVisible()
  await manage.getByLabel('Date').fill(addClubDays(clubDateOf(new Date()), -1))
  await manage.getByRole('button', { name: 'Rebook' }).click()
  const failed = page.getByRole('alertdialog', { name: 'Failed' })
  await expect(failed).toBeVisible()
  await expect(failed.getByRole('heading', { name: 'Failed' })).toHaveCSS('color', 'oklch(0.444 0.177 26.899)')
  await expectNoAccessibilityViolations(page)
  await failed.getByRole('button', { name: 'Close' }).click()

  const tool = page.getByRole('region', { name: 'View User Bookings' })
  const nobody = accountFor(testInfo, 'member')
  await pickMember(tool, nobody.username)
  await expect(tool.getByRole('region', { name: /^Bookings of/ })).toHaveCount(0)
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(tool.getByText(`No bookings found for ${nobody.username}`)).toBeVisible()
})
