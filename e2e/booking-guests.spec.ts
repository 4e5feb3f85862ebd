import { expect, type Page, test, type TestInfo } from '@playwright/test'
import { addClubDays, type ClubDate, clubDateOf, clubDayLabel, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, watchForErrors } from './page-checks.ts'

// The tests share the member's open reservations: one at a time.
test.describe.configure({ mode: 'default' })

/** A vessel no other spec books, carrying up to 12. */
const vessel = { id: 'memoriesnotdreams', name: 'Memories, Not Dreams', item: "50' Memories, Not Dreams" }
const carries = `${vessel.item} carries up to 12 guests.`

/** Each project its own days; a retry moves on past what a failed try left booked. */
function dayFor(testInfo: TestInfo, test: 0 | 1 | 2 | 3): ClubDate {
  const first = testInfo.project.name === 'desktop' ? 33 : 37
  return addClubDays(clubDateOf(new Date()), first + test + 4 * testInfo.retry)
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))

async function logIn(page: Page, testInfo: TestInfo) {
  await logInThroughForm(page, accountFor(testInfo, 'guested'))
  await expect(page).toHaveURL('/member-portal')
}

/** A booking made through the API for three guests, two of them named. */
async function bookThree(page: Page, date: ClubDate) {
  const made = await page.request.post('/api/booking/bookings', {
    data: {
      vessel_id: vessel.id,
      tour_type: 'Half Day Afternoon',
      date,
      guests: 3,
      guest_names: ['Ann Lee', 'Bob Ray'],
    },
  })
  expect(made.ok()).toBe(true)
  return ((await made.json()) as { reference: string }).reference
}

async function openChangeGuests(page: Page, reference: string) {
  await page.reload()
  const booking = page.getByRole('article').filter({ hasText: `Booking ${reference}` })
  await expect(booking).toContainText('3 guests: Ann Lee, Bob Ray')
  await booking.getByRole('button', { name: 'Change guests' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change guests' })
  await expect(dialog.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('3')
  return { booking, dialog, guests: dialog.getByRole('spinbutton', { name: 'Guests' }) }
}

async function pickMorning(page: Page, date: ClubDate) {
  await page.getByRole('button', { name: new RegExp(`^${vessel.name}`) }).click()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(date); turn++) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(date)}: morning`) }).click()
}

test('a member books for three guests, two of them named, and sees them on the booking', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  const date = dayFor(testInfo, 0)
  await logIn(page, testInfo)
  await pickMorning(page, date)
  await page.getByRole('radio', { name: /Half Day Morning/ }).check()
  const guests = page.getByRole('spinbutton', { name: 'Guests' })
  await expect(guests).toHaveValue('1')
  await guests.fill('3')
  const addName = page.getByRole('button', { name: 'Add a guest’s name' })
  await addName.click()
  await page.getByRole('textbox', { name: /^Guest 1’s name/ }).fill('Ann Lee')
  await addName.click()
  await page.getByRole('textbox', { name: /^Guest 2’s name/ }).fill('Bob Ray')
  const quote = page.getByRole('region', { name: /Half Day Morning aboard/ })
  await quote.getByRole('button', { name: 'Confirm booking' }).click()

  await expect(page.getByRole('status').filter({ hasText: /^Booked: Half Day Morning.*, 3 guests\.$/ })).toBeVisible()
  const booking = page.getByRole('article', {
    name: `Half Day Morning aboard ${vessel.item}, ${clubDayLabel(date)}`,
  })
  await expect(booking).toContainText('3 guests: Ann Lee, Bob Ray')
  expect(errors).toEqual([])
})

test('the Guests field stops more than the vessel carries before anything is sent', async ({ page }, testInfo) => {
  await logIn(page, testInfo)
  await pickMorning(page, dayFor(testInfo, 2))
  await page.getByRole('radio', { name: /Half Day Morning/ }).check()
  const quote = page.getByRole('region', { name: /Half Day Morning aboard/ })
  await expect(quote.getByText('Mariner Points')).toBeVisible()
  const guests = page.getByRole('spinbutton', { name: 'Guests' })
  await expect(page.getByText(`Up to 12 guests on ${vessel.item}`)).toBeVisible()
  await page.getByRole('button', { name: 'Add a guest’s name' }).click()
  await page.getByRole('textbox', { name: /^Guest 1’s name/ }).fill('Ann Lee')
  await guests.fill('13')
  const posted: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/booking/bookings')) posted.push(request.url())
  })
  await quote.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page.getByText(carries)).toBeVisible()
  await expect(guests).toBeFocused()
  await expect(guests).toHaveAttribute('aria-invalid', 'true')
  await expectNoAccessibilityViolations(page)
  await guests.fill('12')
  await expect(page.getByText(carries)).toBeHidden()
  await expect(page.getByRole('textbox', { name: /^Guest 1’s name/ })).toHaveValue('Ann Lee')
  expect(posted).toEqual([])
})

test('a member changes the guests aboard, and the server refuses more than the vessel carries', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const date = dayFor(testInfo, 1)
  await logIn(page, testInfo)
  const tooMany = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: vessel.id, tour_type: 'Half Day Morning', date, guests: 13 },
  })
  expect(tooMany.status()).toBe(422)
  expect(await tooMany.json()).toMatchObject({
    rule: 'guests',
    detail: `${vessel.item} carries up to 12 guests; this booking has 13.`,
  })
  const reference = await bookThree(page, date)
  const over = await page.request.put(`/api/booking/bookings/${reference}/guests`, { data: { guests: 13 } })
  expect(over.status()).toBe(422)
  expect(await over.json()).toMatchObject({ rule: 'guests', detail: expect.stringContaining('this booking has 13') })

  const { booking, dialog, guests } = await openChangeGuests(page, reference)
  await guests.fill('2')
  await dialog.getByRole('button', { name: 'Remove guest 2’s name' }).click()
  await expect(dialog.getByRole('textbox', { name: /^Guest 2’s name/ })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save guests' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: `Booking ${reference} now has 2 guests aboard.` }),
  ).toBeVisible()
  await expect(booking).toContainText('2 guests: Ann Lee')
  await expect(booking).not.toContainText('Bob Ray')
  expect(errors).toEqual([])
})

test('the Change guests dialog stops more than the vessel carries and keeps what was typed', async ({
  page,
}, testInfo) => {
  await logIn(page, testInfo)
  const reference = await bookThree(page, dayFor(testInfo, 3))
  const { dialog, guests } = await openChangeGuests(page, reference)
  await expect(dialog.getByRole('textbox', { name: /^Guest 2’s name/ })).toHaveValue('Bob Ray')
  await guests.fill('13')
  await dialog.getByRole('button', { name: 'Save guests' }).click()
  await expect(dialog.getByText(carries)).toBeVisible()
  await expect(guests).toBeFocused()
  await expectNoAccessibilityViolations(page)
  await expect(dialog.getByRole('textbox', { name: /^Guest 2’s name/ })).toHaveValue('Bob Ray')
})
