import { expect, type Page, test } from '@playwright/test'
import { addClubDays, clubDateOf, clubDateTimeLabel, clubDayLabel } from '../common/club-time.ts'
import { nwsAlertOver, type NwsStandIn, startNwsStandIn } from '../server/test/nws-stand-in.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { weatherPort } from './e2e-settings.ts'
import { bookForMember, openFleetWeekOf } from './fleet-calendar.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

// Congetta, 44 to 49 days ahead (see e2e/fleet-calendar.ts); desktop only, as the stand-in has one port. Its 390-pixel
// look is checked by resizing the window.
let nws: NwsStandIn
test.beforeAll(async () => {
  nws = await startNwsStandIn(weatherPort(Number(new URL(test.info().project.use.baseURL!).port)))
})
test.afterAll(async () => {
  await nws?.close()
})

async function checkNow(page: Page) {
  const tool = page.getByRole('region', { name: 'Weather' })
  await tool.getByRole('button', { name: 'Check now' }).click()
  await expect(tool.getByRole('button', { name: 'Check now' })).toBeEnabled()
  return tool
}

test('staff see an outing under a marine alert and cancel it for weather; the member gets every point back and a rebooking priority', async ({
  page,
  browser,
}, testInfo) => {
  // Staff's and the member's browsers, the weather stand-in and several accessibility scans: more than one minute.
  test.slow()
  const errors = watchForErrors(page)
  const weathered = accountFor(testInfo, 'weathered')
  const watching = accountFor(testInfo, 'weatherwatch')
  const date = addClubDays(clubDateOf(new Date()), 44 + testInfo.retry)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const morning = await bookForMember(page, weathered, { vessel_id: 'congetta', tour_type: 'Half Day Morning', date })
  const afternoon = await bookForMember(page, watching, {
    vessel_id: 'congetta',
    tour_type: 'Half Day Afternoon',
    date,
  })
  const alertFrom = new Date(new Date(morning.start_at).getTime() - 3_600_000)
  const alertTo = new Date(new Date(afternoon.start_at).getTime() + 2 * 3_600_000)
  nws.serve(nwsAlertOver(alertFrom, alertTo, new Date()))

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Weather' }).click()
  await expect(page).toHaveURL('/admin?tab=weather')
  const tool = await checkNow(page)
  const alert = tool.getByRole('listitem').filter({ hasText: 'Small Craft Advisory' })
  await expect(alert).toContainText('Small Craft Advisory issued')
  await expect(alert).toContainText(`${clubDateTimeLabel(alertFrom)} to ${clubDateTimeLabel(alertTo)}`)
  const atRisk = tool.getByRole('table', { name: 'Outings at risk' })
  const row = (reference: string) => atRisk.getByRole('row', { name: new RegExp(reference) })
  await expect(row(morning.reference)).toContainText(`${weathered.firstName} ${weathered.lastName}`)
  await expect(row(morning.reference)).toContainText("44' Congetta")
  await expect(row(afternoon.reference)).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await tool.screenshot({ path: testInfo.outputPath('weather-1440.png') })

  // The member whose outing stays booked sees the notice on it, and that cancelling would refund in full.
  const portal = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage()
  await logInThroughForm(portal, watching)
  await expect(portal).toHaveURL('/member-portal')
  const outing = portal.getByRole('article', {
    name: new RegExp(`Half Day Afternoon aboard .*Congetta, ${clubDayLabel(date)}`),
  })
  await expect(outing).toContainText(`Small Craft Advisory until ${clubDateTimeLabel(alertTo)}`)
  await expect(outing).toContainText('You may cancel without losing points.')
  await outing.getByRole('button', { name: 'Cancel' }).click()
  const confirm = portal.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(confirm).toContainText('A Small Craft Advisory is in force over this outing, so all')
  await expect(confirm).toContainText('refunded in full')
  await expectNoAccessibilityViolations(portal)
  await confirm.getByRole('button', { name: 'Keep booking' }).click()
  await outing.screenshot({ path: testInfo.outputPath('weather-notice-1440.png') })
  await portal.context().close()

  // The fleet calendar marks both outings.
  const fleet = await openFleetWeekOf(page, date)
  for (const slot of ['morning', 'afternoon']) {
    await expect(
      fleet.getByRole('gridcell', {
        name: new RegExp(`Congetta, ${clubDayLabel(date)}, ${slot}: booked by .*at risk: Small Craft Advisory$`),
      }),
    ).toBeVisible()
  }

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Weather' }).click()
  await tool.getByRole('button', { name: 'Cancel for weather' }).click()
  await expect(tool.getByRole('alert')).toContainText('Please choose at least one outing.')
  await row(morning.reference).getByRole('checkbox').check()
  await tool.getByRole('button', { name: 'Cancel for weather' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel 1 outing for weather?' })
  await expect(dialog.getByLabel('Reason members will read')).toHaveValue('Small Craft Advisory')
  await expectNoAccessibilityViolations(page)
  await dialog.getByRole('button', { name: 'Cancel 1 outing' }).click()
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result).toContainText('1 outing cancelled for weather')
  await result.getByRole('button', { name: 'Close' }).click()
  await expect(row(morning.reference)).toHaveCount(0)
  await expect(row(afternoon.reference)).toBeVisible()

  // The member whose outing was cancelled: every point back, and the priority with its date.
  const member = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await logInThroughForm(member, weathered)
  await expect(member).toHaveURL('/member-portal')
  await expect(member.getByText('Mariner Points')).toContainText('5,000')
  const priority = member.getByText(/^Rebooking priority until /)
  await expect(priority).toBeVisible()
  await expect(member.getByText(/you may make one booking up to 30 days past your usual booking window/)).toBeVisible()
  await expectNothingSticksOutSideways(member)
  await expectNoAccessibilityViolations(member)
  await member
    .getByRole('region', { name: 'My bookings' })
    .screenshot({ path: testInfo.outputPath('priority-390.png') })
  await member.context().close()

  // At a phone's width the outings at risk are cards.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(tool.getByRole('list', { name: 'Outings at risk' }).getByRole('listitem')).toContainText(
    afternoon.reference,
  )
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await page.screenshot({ path: testInfo.outputPath('weather-390.png'), fullPage: true })

  // The alert over: the next read clears it, as any other spec expects.
  nws.serve({ type: 'FeatureCollection', features: [] })
  await checkNow(page)
  await expect(tool.getByText('No marine alerts in force.')).toBeVisible()
  expect(errors).toEqual([])
})
