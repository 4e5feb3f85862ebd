import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { billingDayAhead, billingVesselFor, bookOuting } from './billing.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

test('the invoice tool works by keyboard alone: check a booking, add a row, save', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'invoiced')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookOuting(page, member, {
    vessel_id: billingVesselFor(testInfo).id,
    tour_type: 'Half Day Afternoon',
    date: billingDayAhead(testInfo, 41),
  })

  await tabTo(page, 'Invoices')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/admin?tab=invoices')
  await tabTo(page, 'Booking ID')
  await page.keyboard.type(booking.reference)
  await page.keyboard.press('Enter')
  const invoice = page.getByRole('region', { name: `Draft invoice for booking ${booking.reference}` })
  await expect(invoice.getByLabel('Amount, row 1')).toHaveValue('85.00')

  await tabTo(page, 'Add Row')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(invoice.getByLabel('Particulars, row 2')).toBeFocused()
  await page.keyboard.type('Dockside catering')
  await page.keyboard.press('Tab')
  await page.keyboard.type('120')
  await expect(invoice.locator('output')).toHaveText('$205.00')
  await tabTo(page, 'Save')
  await page.keyboard.press('Enter')
  const saved = page.getByRole('dialog', { name: 'Successfull' })
  await expect(saved).toContainText('2 rows totalling $205.00')
  await page.keyboard.press('Escape')
  await expect(saved).toBeHidden()
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused()
})
