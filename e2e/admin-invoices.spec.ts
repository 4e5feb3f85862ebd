import { expect, type Page, test } from '@playwright/test'
import { clubDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { billingDayAhead, billingVesselFor, bookOuting, expectPdfDownload, issueThroughApi } from './billing.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

/** The expense table's row `n` (1-based): a table row on a desktop, a card on a phone. */
const row = (page: Page, phone: boolean, n: number) =>
  phone
    ? page
        .getByRole('list', { name: 'Expenses' })
        .getByRole('listitem')
        .nth(n - 1)
    : page.locator('tbody tr').nth(n - 1)

async function closeDialog(page: Page, title: string, says: string | RegExp) {
  const dialog = page.getByRole(title === 'Failed' ? 'alertdialog' : 'dialog', { name: title })
  await expect(dialog).toContainText(says)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

test('staff check a booking, build its invoice row by row, save, issue, print and take payment', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const phone = testInfo.project.name === 'phone'
  const member = accountFor(testInfo, 'invoiced')
  const vessel = billingVesselFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookOuting(page, member, {
    vessel_id: vessel.id,
    tour_type: 'Half Day Morning',
    date: billingDayAhead(testInfo, 40),
  })

  // From the booking's record in Bookings, its Invoice link opens the tool with the booking loaded.
  await page.goto(`/admin?tab=bookings&username=${member.username}&booking=${booking.reference}`)
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Invoice/ })
    .click()
  await expect(page).toHaveURL(`/admin?tab=invoices&booking=${booking.reference}`)
  const tool = page.getByRole('region', { name: 'Invoices' })
  await expect(tool.getByLabel('Booking ID')).toHaveValue(booking.reference)

  // Check by the reference typed in lower case: the booking in words, and a draft from its fee.
  await tool.getByLabel('Booking ID').fill(booking.reference.toLowerCase())
  await tool.getByRole('button', { name: 'Check' }).click()
  const invoice = tool.getByRole('region', { name: `Draft invoice for booking ${booking.reference}` })
  await expect(invoice).toContainText('Draft, not saved yet')
  await expect(invoice).toContainText(`${member.firstName} ${member.lastName}`)
  await expect(invoice).toContainText(vessel.item)
  await expect(invoice).toContainText('Half Day Morning')
  await expect(invoice).not.toContainText(booking.booking_id)
  if (!phone) {
    for (const heading of ['Serial No.', 'Particulars', 'Amount']) {
      await expect(invoice.getByRole('columnheader', { name: heading })).toBeVisible()
    }
  }
  await expect(invoice.getByLabel('Particulars, row 1')).toHaveValue(/booking fee/i)
  await expect(invoice.getByLabel('Amount, row 1')).toHaveValue('85.00')
  await expect(invoice.locator('output')).toHaveText('$85.00')

  // Add Row gives the next serial number; a discount is a negative amount; a row can go again.
  await invoice.getByRole('button', { name: 'Add Row' }).click()
  await expect(invoice.getByLabel('Particulars, row 2')).toBeFocused()
  await expect(row(page, phone, 2)).toContainText('2')
  await invoice.getByLabel('Particulars, row 2').fill('Fuel surcharge')
  await invoice.getByLabel('Amount, row 2').fill('40.50')
  await invoice.getByRole('button', { name: 'Add Row' }).click()
  await invoice.getByLabel('Particulars, row 3').fill('Champagne')
  await invoice.getByLabel('Amount, row 3').fill('1,000')
  await expect(invoice.locator('output')).toHaveText('$1,125.50')
  await invoice.getByRole('button', { name: 'Remove row 3' }).click()
  await invoice.getByRole('button', { name: 'Add Row' }).click()
  await expect(row(page, phone, 3)).toContainText('3')
  await invoice.getByLabel('Particulars, row 3').fill('Loyalty discount')
  await invoice.getByLabel('Amount, row 3').fill('-10')
  await expect(invoice.locator('output')).toHaveText('$115.50')

  // The shared rules refuse a bad amount on the form, before anything is sent.
  await invoice.getByLabel('Amount, row 2').fill('40.505')
  await invoice.getByRole('button', { name: 'Save' }).click()
  await expect(invoice.getByText('Please type dollars and cents, such as 85.00 or -10.00.')).toBeVisible()
  await invoice.getByLabel('Amount, row 2').fill('40.50')
  await invoice.screenshot({ path: testInfo.outputPath('invoice-draft.png') })
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)

  await invoice.getByRole('button', { name: 'Save' }).click()
  await closeDialog(
    page,
    'Successfull',
    `The draft invoice for ${booking.reference} is saved, 3 rows totalling $115.50.`,
  )
  await expect(invoice).toContainText('Draft')
  await expect(invoice).not.toContainText('not saved yet')

  // Issue asks first, then freezes the rows under the year's next number.
  await invoice.getByRole('button', { name: 'Issue', exact: true }).click()
  const confirm = page.getByRole('dialog', { name: 'Issue this invoice?' })
  await expect(confirm).toContainText('$115.50')
  await expectNoAccessibilityViolations(page)
  await confirm.getByRole('button', { name: 'Issue invoice' }).click()
  const issuedDialog = page.getByRole('dialog', { name: 'Successfull' })
  await expect(issuedDialog).toContainText(/Invoice INV-\d{4}-\d{4} for \$115\.50 is issued to/)
  const number = /INV-\d{4}-\d{4}/.exec((await issuedDialog.textContent()) ?? '')?.[0] ?? ''
  await issuedDialog.getByRole('button', { name: 'Close' }).click()
  const issued = tool.getByRole('region', { name: `Invoice ${number}` })
  await expect(issued).toContainText('Issued')
  await expect(issued).toContainText('Loyalty discount')
  await expect(issued).toContainText('-$10.00')
  await expect(issued.getByRole('button', { name: 'Save' })).toHaveCount(0)

  // Print shows the invoice alone: no site header, no tabs, no buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(issued.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible()
  await expect(issued).toContainText('$115.50')
  await expect(page.getByRole('navigation', { name: 'Admin tools' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Admin Services' })).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(tool.getByLabel('Booking ID')).toBeHidden()
  await expect(issued.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(issued.getByRole('heading', { name: 'Payments' })).toBeHidden()
  await page.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })
  await expect(issued.getByRole('button', { name: 'Print' })).toBeVisible()

  // The PDF from the server.
  const download = page.waitForEvent('download')
  await issued.getByRole('link', { name: 'Download PDF' }).click()
  await expectPdfDownload(await download)

  // Overpaying is refused with the server's reason; then a cheque pays it in full.
  await issued.getByLabel('Amount').fill('200')
  await issued.getByLabel('Method').selectOption('Check')
  await issued.getByRole('button', { name: 'Record payment' }).click()
  await closeDialog(page, 'Failed', 'This payment is more than what is still owed.')
  await issued.getByLabel('Amount').fill('115.50')
  await issued.getByLabel('Reference').fill('Check no. 1042')
  await issued.getByRole('button', { name: 'Record payment' }).click()
  await closeDialog(
    page,
    'Successfull',
    `A Check payment of $115.50 is recorded on invoice ${number}. The invoice is paid in full.`,
  )
  await expect(issued).toContainText('Paid')
  await expect(issued).toContainText('Check no. 1042')
  await expect(issued.getByRole('button', { name: 'Record payment' })).toHaveCount(0)
  await expect(issued.getByRole('button', { name: 'Void' })).toHaveCount(0)
  await issued.screenshot({ path: testInfo.outputPath('invoice-paid.png') })
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)
  // The refused overpayment, and nothing else.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)'])
})

test('an issued invoice is voided with a reason, and the booking is invoiced again', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'voided')
  const vessel = billingVesselFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookOuting(page, member, {
    vessel_id: vessel.id,
    tour_type: 'Half Day Afternoon',
    date: billingDayAhead(testInfo, 40),
  })
  const number = await issueThroughApi(page, booking.reference, [{ particulars: 'Booking fee', amount_cents: 8500 }])

  await page.goto(`/admin?tab=invoices&booking=${booking.booking_id}`)
  const issued = page.getByRole('region', { name: `Invoice ${number}` })
  await issued.getByRole('button', { name: 'Void' }).click()
  const dialog = page.getByRole('dialog', { name: `Void invoice ${number}?` })
  await dialog.getByRole('button', { name: 'Void invoice' }).click()
  await expect(dialog.getByText('Please give a reason for voiding the invoice.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Billed to the wrong member')
  await expectNoAccessibilityViolations(page)
  await dialog.getByRole('button', { name: 'Void invoice' }).click()
  await closeDialog(
    page,
    'Successfull',
    `Invoice ${number} is void. Booking ${booking.reference} can be invoiced again`,
  )

  const redraft = page.getByRole('region', { name: `Draft invoice for booking ${booking.reference}` })
  await expect(redraft).toContainText(`Invoice ${number}: Billed to the wrong member`)
  await expect(redraft.getByLabel('Amount, row 1')).toHaveValue('85.00')
  const download = page.waitForEvent('download')
  await redraft.getByRole('link', { name: `PDF of invoice ${number}` }).click()
  await expectPdfDownload(await download)

  // Issuing the same booking twice is refused, and the Failed dialog gives the server's reason.
  const second = await issueThroughApi(page, booking.reference, [{ particulars: 'Booking fee', amount_cents: 8500 }])
  expect(second).not.toBe(number)
  await redraft.getByRole('button', { name: 'Issue', exact: true }).click()
  await page.getByRole('dialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' }).click()
  await closeDialog(page, 'Failed', /issued/i)
  await expect(page.getByRole('region', { name: `Invoice ${second}` })).toBeVisible()
  await expectNothingSticksOutSideways(page)
  // The refused second issue, and nothing else.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
})

test('the fleet calendar’s booking opens its invoice', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'voided')
  const vessel = billingVesselFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const date = billingDayAhead(testInfo, 42)
  const booking = await bookOuting(page, member, { vessel_id: vessel.id, tour_type: 'Half Day Morning', date })
  await page.goto(`/admin?tab=fleet&from=${date}`)
  const cell = new RegExp(`^${vessel.item}, ${clubDayLabel(date)}, morning: booked`)
  await page.getByRole(testInfo.project.name === 'phone' ? 'button' : 'gridcell', { name: cell }).click()
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Invoice/ })
    .click()
  await expect(page).toHaveURL(`/admin?tab=invoices&booking=${booking.reference}`)
  await expect(page.getByRole('region', { name: `Draft invoice for booking ${booking.reference}` })).toBeVisible()
})
