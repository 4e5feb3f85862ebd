import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'

test('a member books by keyboard alone: vessel, day, tour, guests and Confirm', async ({ page }, testInfo) => {
  // Its own member: the other booking tests compare balances, which this booking would change under them.
  await logInThroughForm(page, accountFor(testInfo, 'keyboard'))
  await page.getByRole('button', { name: /^Top Shelf/ }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: /^Top Shelf/ })).toHaveAttribute('aria-pressed', 'true')

  // Into the month, once it has loaded: one day takes focus; arrows move between days, Enter chooses one.
  await expect(page.locator('.booking-calendar')).toHaveAttribute('aria-busy', 'false')
  await page.getByRole('button', { name: 'Go to the Next Month' }).focus()
  await page.keyboard.press('Tab')
  const focusedDay = page.locator('.booking-calendar button:focus')
  await expect(focusedDay).toHaveAttribute('aria-label', /: morning/)
  await page.keyboard.press('ArrowDown')
  await expect(focusedDay).toHaveAttribute('aria-label', /: morning (free|not bookable)/)
  const label = (await focusedDay.getAttribute('aria-label')) ?? ''
  await page.keyboard.press('Enter')
  await expect(page.getByText(label.split(':')[0] ?? '', { exact: true })).toBeVisible()

  // The tours are one radio group: Tab reaches it, Space chooses the focused tour.
  await page.keyboard.press('Tab')
  await expect(page.locator('input[name="tour-type"]:focus')).toBeAttached()
  await page.keyboard.press('Space')
  const confirm = page.getByRole('button', { name: 'Confirm booking' })
  await expect(confirm).toBeEnabled()
  // Then who is aboard: the number of guests, a guest's name if wanted, and Confirm.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('spinbutton', { name: 'Guests' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('2')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Add a guest’s name' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirm).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'Booking successful!' })).toBeVisible()

  // Cancelling by keyboard too: the dialog takes the focus, Enter on its button confirms.
  const booking = page.getByRole('article', { name: /aboard 38' Top Shelf/ })
  await booking.getByRole('button', { name: /^Cancel/ }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel booking' }).focus()
  await page.keyboard.press('Enter')
  await expect(booking).toBeHidden()
})
