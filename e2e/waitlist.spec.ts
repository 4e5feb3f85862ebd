import { expect, type Page, test, type TestInfo } from '@playwright/test'
import { addClubDays, clubDateOf, clubDayLabel, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, watchForErrors } from './page-checks.ts'

/** Kai Fin 44 to 49 days ahead is this spec's alone (see `fleet-calendar.ts`): the desktop's 44–45, the phone's 47–48. */
const waitedDay = (testInfo: TestInfo) =>
  addClubDays(clubDateOf(new Date()), (testInfo.project.name === 'desktop' ? 44 : 47) + testInfo.retry)

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))

async function pickDay(page: Page, date: string) {
  await page.getByRole('button', { name: /^Kai Fin/ }).click()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(date); turn++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(date)}: morning`) }).click()
}

test('a member waits for a booked morning, sees the offer arrive in the open tab when it frees, and books it', async ({
  page,
  browser,
}, testInfo) => {
  // Two members' browsers, three accessibility scans and an offer made by scheduled work: more than one test's minute.
  test.slow()
  const errors = watchForErrors(page)
  const waiting = accountFor(testInfo, 'waitlisted')
  const holder = accountFor(testInfo, 'waitfreed')
  const date = waitedDay(testInfo)
  const tour = { vessel_id: 'kaifin', tour_type: 'Half Day Morning', date }

  // The other member books the morning in their own browser.
  const holderContext = await browser.newContext()
  const holderPage = await holderContext.newPage()
  await logInThroughForm(holderPage, holder)
  await expect(holderPage).toHaveURL('/member-portal')
  const booked = await holderPage.request.post('/api/booking/bookings', { data: tour })
  expect(booked.status()).toBe(201)

  await logInThroughForm(page, waiting)
  await expect(page).toHaveURL('/member-portal')
  await pickDay(page, date)
  await expect(page.getByRole('radio', { name: /Half Day Morning/ })).toBeDisabled()
  await page.getByRole('button', { name: 'Join the waitlist for Half Day Morning' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "You are 1st on the waitlist for Half Day Morning aboard 45' Kai Fin." }),
  ).toBeVisible()
  const entry = page.getByRole('article', {
    name: `Waitlist: Half Day Morning aboard 45' Kai Fin, ${clubDayLabel(date)}`,
  })
  await expect(entry).toContainText('1st in line')
  const inLine = page.getByText('Half Day Morning: 1st in line')
  await expect(inLine).toBeVisible()
  await expectNoAccessibilityViolations(page)
  const width = testInfo.project.name === 'desktop' ? 1440 : 390
  await inLine.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath(`waitlist-joined-${width}.png`) })

  // The morning frees: the open tab hears of the offer at once, says it aloud and shows it first.
  const cancelled = await holderPage.request.post(
    `/api/booking/bookings/${((await booked.json()) as { booking_id: string }).booking_id}/cancel`,
    { data: {} },
  )
  expect(cancelled.status()).toBe(200)
  await holderContext.close()
  await expect(
    page.getByRole('status').filter({ hasText: /^Good news: Half Day Morning aboard 45' Kai Fin/ }),
  ).toBeVisible()
  await expect(entry).toContainText(/It has come free: held for you until .* [AP]M\./)
  await expect(page.getByRole('alert').filter({ hasText: 'A place has come free!' })).toBeVisible()
  await entry.scrollIntoViewIfNeeded()
  await expectNoAccessibilityViolations(page)
  await page.screenshot({ path: testInfo.outputPath(`waitlist-offer-${width}.png`) })

  await entry.getByRole('button', { name: 'Book now' }).click()
  await expect(page.getByRole('radio', { name: /Half Day Morning/ })).toBeChecked()
  const quote = page.getByRole('region', { name: /Half Day Morning aboard/ })
  await quote.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: /^Booked: Half Day Morning aboard 45' Kai Fin/ }),
  ).toBeVisible()
  await expect(entry).toBeHidden()
  expect(errors).toEqual([])

  const mine = (await (await page.request.get('/api/booking/bookings?when=upcoming')).json()) as {
    booking_id: string
    start_at: string
  }[]
  for (const booking of mine) {
    await page.request.post(`/api/booking/bookings/${booking.booking_id}/cancel`, { data: {} })
  }
})
