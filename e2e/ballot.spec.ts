import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf, clubLongDayLabel } from '../common/club-time.ts'
import { wallClockField } from '../web/lib/wall-clock.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const MINUTE = 60_000
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))

test('staff name a peak date, a member enters its ballot, and the draw books them and shows in both places', async ({
  browser,
  page,
}, testInfo) => {
  // The draw runs on the server's own clock, a minute or two after the date is named (the poll is 1 s).
  test.setTimeout(5 * MINUTE)
  const errors = watchForErrors(page)
  // Days 50–59 are the ballot's (see e2e/fleet-calendar.ts): a peak date closes the whole day for every vessel.
  const date = addClubDays(clubDateOf(new Date()), (testInfo.project.name === 'desktop' ? 53 : 57) + testInfo.retry)
  const day = clubLongDayLabel(date)
  const member = accountFor(testInfo, 'balloter')

  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Peak Dates' }).click()
  const tool = page.getByRole('region', { name: 'Peak Dates' })
  await tool.getByLabel('Peak date', { exact: true }).fill(date)
  await tool.getByLabel('Ballot opens').fill(wallClockField(new Date(Date.now() - 60 * MINUTE).toISOString()))
  // Whole minutes: the draw falls two to three minutes from now.
  const drawsAt = new Date(Math.ceil((Date.now() + 2 * MINUTE) / MINUTE) * MINUTE)
  await tool.getByLabel('Draw at').fill(wallClockField(drawsAt.toISOString()))
  await tool.getByRole('button', { name: 'Name peak dates' }).click()
  const done = page.getByRole('dialog', { name: 'Successfull' })
  await expect(done).toContainText('is a peak date, drawn by ballot')
  await done.getByRole('button', { name: 'Close' }).click()

  // The member in a browser of their own, as the project's: the admin's session stays in the first.
  const phone = testInfo.project.name === 'phone'
  const memberBrowser = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  })
  const portal = await memberBrowser.newPage()
  const memberErrors = watchForErrors(portal)
  await logInThroughForm(portal, member)
  await expect(portal).toHaveURL('/member-portal')
  await portal.getByRole('button', { name: /^Giddy Up/ }).click()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(date); turn++) {
    await portal.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  const peakDay = portal.getByRole('button', { name: new RegExp(`^${day}: morning`) })
  await expect(peakDay).toHaveAccessibleName(/busiest days, so its outings go by ballot: please enter the ballot by/)
  await peakDay.click()
  const entry = portal.getByRole('form', { name: 'Enter the ballot' })
  await entry.getByRole('radio', { name: /Full Day/ }).check()
  await expect(entry.getByLabel('How much you want it')).toHaveValue('1')
  await entry.getByRole('button', { name: 'Enter the ballot' }).click()
  await expect(portal.getByText("1st choice: 43' Giddy Up, Full Day")).toHaveCount(2)
  const mine = portal.getByRole('region', { name: 'Your ballot entries' })
  await expect(mine).toContainText('Waiting for the draw')
  await expect(entry.getByLabel('How much you want it')).toHaveValue('2')
  await expectNoAccessibilityViolations(portal)
  await expectNothingSticksOutSideways(portal)
  await portal.screenshot({ path: testInfo.outputPath('ballot-entered.png'), fullPage: true })

  await page.reload()
  const row =
    testInfo.project.name === 'desktop'
      ? tool.getByRole('row', { name: new RegExp(day) })
      : tool.getByRole('listitem').filter({ hasText: day })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('1')
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)
  await page.screenshot({ path: testInfo.outputPath('peak-dates-open.png'), fullPage: true })

  // The draw: the member's open portal hears of it and shows the booking won.
  await expect(mine).toContainText(/Won: booked as B-\w{5}/, { timeout: 4 * MINUTE })
  await portal.screenshot({ path: testInfo.outputPath('ballot-won.png'), fullPage: true })

  await page.reload()
  await expect(row).toContainText('Drawn')
  await row.getByRole('button', { name: new RegExp(`View the draw`) }).click()
  const draw = page.getByRole('dialog', { name: `The draw for ${day}` })
  await expect(draw).toContainText(`Drawn 1st: ${member.firstName} ${member.lastName} — 43' Giddy Up Full Day, booked`)
  await expect(draw).toContainText(/with seed \d+/)
  await expectNoAccessibilityViolations(page)
  await draw.screenshot({ path: testInfo.outputPath('draw.png') })
  expect(errors).toEqual([])
  expect(memberErrors).toEqual([])
  await memberBrowser.close()
})
