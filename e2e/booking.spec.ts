import { readFile } from 'node:fs/promises'
import { expect, type Page, test, type TestInfo } from '@playwright/test'
import { addClubDays, clubDateOf, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, watchForErrors } from './page-checks.ts'

// The tests share the booker's balance: one at a time.
test.describe.configure({ mode: 'default' })

/** Each project books its own vessel, so the two never contend for a slot. */
const vesselFor = (project: string) => (project === 'desktop' ? 'Golden Ticket' : 'Wanderlust')

/** `days` ahead of today; a retry moves a day on, past anything its failed try left booked. */
const dayAhead = (testInfo: TestInfo, days: number) => addClubDays(clubDateOf(new Date()), days + testInfo.retry)

/** The balance the portal shows. */
async function shownBalance(page: Page) {
  const shown = page.getByRole('paragraph').filter({ hasText: 'Mariner Points' })
  await expect(shown).toContainText(/\d/)
  return Number((await shown.textContent())?.replace(/\D/g, ''))
}

/** Opens the calendar of `vessel` on the portal and picks `date`, turning to its month first. */
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))

async function pickDay(page: Page, vessel: string, date: string) {
  await page.getByRole('button', { name: new RegExp(`^${vessel}`) }).click()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(date); turn++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(date)}: morning`) }).click()
}

test('a member books from the calendar, hears of it in a second tab, downloads the calendar file, and cancels for a refund', async ({
  page,
  context,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'booker')
  const vessel = vesselFor(testInfo.project.name)
  const date = dayAhead(testInfo, 12)

  await logInThroughForm(page, member)
  await expect(page).toHaveURL('/member-portal')
  const balance = await shownBalance(page)
  const second = await context.newPage()
  await second.goto('/member-portal')
  await expect(second.getByRole('heading', { name: 'Book an outing' })).toBeVisible()

  await pickDay(page, vessel, date)
  await expect(page.getByText(clubLongDayLabel(date), { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: /Half Day Afternoon/ }).check()
  const quote = page.getByRole('region', { name: /Half Day Afternoon aboard/ })
  await expect(quote.getByText('Mariner Points')).toBeVisible()
  await expect(quote.getByText('$85.00')).toBeVisible()
  const points = Number((await quote.locator('dd').first().textContent())?.replace(/\D/g, ''))
  await expectNoAccessibilityViolations(page)
  await quote.getByRole('button', { name: 'Confirm booking' }).click()

  for (const tab of [page, second]) {
    const toast = tab.getByRole('alert').filter({ hasText: 'Booking successful!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(`Points used: ${points}`)
    await expect(toast).toContainText(`Remaining balance: ${(balance - points).toLocaleString('en-US')}`)
  }
  await expect(page.getByRole('status').filter({ hasText: /^Booked: Half Day Afternoon/ })).toBeVisible()

  const booking = page.getByRole('article', { name: new RegExp(`Half Day Afternoon aboard .*${vessel}`) })
  await expect(booking).toBeVisible()
  const download = page.waitForEvent('download')
  await booking.getByRole('link', { name: /Add to calendar/ }).click()
  const file = await readFile((await (await download).path()) ?? '', 'utf8')
  expect(file).toContain('BEGIN:VCALENDAR')
  expect(file).toContain(`SUMMARY:${vessel === 'Golden Ticket' ? "40'" : "42'"} ${vessel}: Half Day Afternoon`)

  await booking.getByRole('button', { name: /^Cancel/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(dialog).toContainText(`all ${points} Mariner Points come back to you`)
  await dialog.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: `${points} points returned` })).toContainText(
    `your balance is ${balance.toLocaleString('en-US')}`,
  )
  await expect(booking).toBeHidden()
  expect(errors).toEqual([])
})

test('a Gold member sees why a day cannot be booked before picking, and is never offered Multi-day', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'booker')
  const vessel = vesselFor(testInfo.project.name)
  const far = addClubDays(clubDateOf(new Date()), 49)
  const why = 'Gold members can book up to 45 days ahead; this outing is 49 days away.'
  await logInThroughForm(page, member)

  await pickDay(page, vessel, dayAhead(testInfo, 20))
  await expect(page.getByRole('radio', { name: /Overnight/ })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Multi-day/ })).toHaveCount(0)

  const day = page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(far)}: morning`) })
  for (let turn = monthIndex(dayAhead(testInfo, 20)); turn < monthIndex(far); turn++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await expect(day).toHaveAccessibleName(new RegExp(`not bookable\\. ${why}$`))
  await day.click()
  await expect(page.getByText(`${clubLongDayLabel(far)} cannot be booked. ${why}`)).toBeVisible()
  await expect(page.getByText(`This day cannot be booked. ${why}`)).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByText('Not bookable: choose the day to see why')).toBeVisible()
  await expectNoAccessibilityViolations(page)
})

test('a member moves a booking to another day with Rebook, and the old one makes way', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'booker')
  const vessel = vesselFor(testInfo.project.name)
  const first = dayAhead(testInfo, 15)
  const later = addClubDays(first, 2)
  await logInThroughForm(page, member)

  await pickDay(page, vessel, first)
  await page.getByRole('radio', { name: /Sunset/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  const booking = page.getByRole('article', { name: new RegExp(`Sunset aboard .*${vessel}`) })
  await expect(booking).toBeVisible()

  await booking.getByRole('button', { name: /Rebook/ }).click()
  await expect(page.getByText(/^Rebooking Sunset aboard/)).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(later)}: morning`) }).click()
  await page.getByRole('radio', { name: /Half Day Morning/ }).check()
  await page.getByRole('button', { name: 'Confirm rebooking' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Rebooked: Half Day Morning/ })).toBeVisible()
  await expect(page.getByRole('article', { name: new RegExp(`Half Day Morning aboard .*${vessel}`) })).toBeVisible()
  await expect(booking).toBeHidden()

  const moved = page.getByRole('article', { name: new RegExp(`Half Day Morning aboard .*${vessel}`) })
  await moved.getByRole('button', { name: /^Cancel/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click()
  await expect(moved).toBeHidden()

  await page.getByRole('button', { name: 'Past' }).click()
  await expect(page.getByRole('article', { name: new RegExp(`Sunset aboard .*${vessel}`) })).toContainText('Rebooked')
})

test('the booking notice makes way for the cancel dialog, and a cancellation’s notice goes once the balance moves on', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'booker')
  const vessel = vesselFor(testInfo.project.name)
  const date = dayAhead(testInfo, 25)
  await logInThroughForm(page, member)

  await pickDay(page, vessel, date)
  await page.getByRole('radio', { name: /Half Day Morning/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'Booking successful!' })
  // Held on screen by the pointer, as a member reading it would: only opening a dialog may take it away.
  await toast.hover()
  const booking = page.getByRole('article', { name: new RegExp(`Half Day Morning aboard .*${vessel}`) })
  await booking.getByRole('button', { name: /^Cancel/ }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  const refund = dialog.getByText(/Mariner Points come back to you/)
  await expect(refund).toBeVisible()
  await expect(toast).toBeHidden()
  const onTop = await refund.evaluate((sentence) => {
    const box = sentence.getBoundingClientRect()
    return sentence.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
  })
  expect(onTop).toBe(true)

  await dialog.getByRole('button', { name: 'Cancel booking' }).click()
  const notice = page.getByRole('status').filter({ hasText: /your balance is/ })
  await expect(notice).toBeVisible()
  const next = addClubDays(date, date.endsWith('-01') ? 1 : -1)
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(next)}: morning`) }).click()
  await page.getByRole('radio', { name: /Half Day Morning/ }).check()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Booked: Half Day Morning/ })).toBeVisible()
  await expect(notice).toBeHidden()
})

test('the tours have room beside the quote on a desktop, a phone is taken to the quote, and the booked line is in view', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'booker')
  await logInThroughForm(page, member)
  await pickDay(page, vesselFor(testInfo.project.name), dayAhead(testInfo, 28))
  const morning = page.getByRole('radio', { name: /Half Day Morning/ })
  if (testInfo.project.name === 'phone') await expect(page.getByText('Tour', { exact: true })).toBeInViewport()
  await morning.check()
  const confirm = page.getByRole('button', { name: 'Confirm booking' })
  await expect(confirm).toBeInViewport()
  if (testInfo.project.name === 'desktop') {
    const card = await page.locator('label').filter({ has: morning }).boundingBox()
    expect(card!.width).toBeGreaterThan(200)
    const time = await page.locator('label').filter({ has: morning }).getByText(/AM –/).boundingBox()
    expect(time!.height).toBeLessThan(30)
  }
  await confirm.click()
  await expect(page.getByRole('status').filter({ hasText: /^Booked: Half Day Morning/ })).toBeInViewport()
})
