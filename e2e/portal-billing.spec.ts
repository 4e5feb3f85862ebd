import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { billingDayAhead, billingVesselFor, bookOuting, expectPdfDownload, issueThroughApi } from './billing.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const monthWords = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  )

test('a member sees their invoice in the Billing tab, downloads its PDF and reads the month’s statement', async ({
  page,
  browser,
}, testInfo) => {
  const member = accountFor(testInfo, 'billed')
  const vessel = billingVesselFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookOuting(page, member, {
    vessel_id: vessel.id,
    tour_type: 'Half Day Morning',
    date: billingDayAhead(testInfo, 41),
  })
  const number = await issueThroughApi(page, booking.reference, [
    { particulars: 'Booking fee', amount_cents: 8500 },
    { particulars: 'Catering', amount_cents: 35000 },
  ])
  const paid = await page.request.post(`/api/invoices/${booking.reference}/payments`, {
    data: { amount_cents: 5000, method: 'cash', reference: 'At the dock' },
  })
  expect(paid.status()).toBe(201)

  const portal = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage()
  const errors = watchForErrors(portal)
  await logInThroughForm(portal, member)
  await expect(portal).toHaveURL('/member-portal')
  await portal.getByRole('navigation', { name: 'Member portal' }).getByRole('link', { name: 'Billing' }).click()
  await expect(portal).toHaveURL('/member-portal?tab=billing')
  const billing = portal.getByRole('region', { name: 'Billing' })
  const invoices = billing.getByRole(testInfo.project.name === 'phone' ? 'list' : 'region', { name: 'Your invoices' })
  await expect(invoices).toContainText(number)
  await expect(invoices).toContainText('Open')
  await expect(invoices).toContainText('$435.00')
  await expect(invoices).toContainText('$50.00')
  await expect(invoices).toContainText(`${vessel.item}, Half Day Morning`)
  await expect(billing).not.toContainText(booking.booking_id)

  const download = portal.waitForEvent('download')
  await invoices.getByRole('link', { name: `PDF of invoice ${number}` }).click()
  await expectPdfDownload(await download)

  // This month's statement: the invoice, the cash payment, and what is still owed.
  const today = clubDateOf(new Date())
  const statement = billing.getByRole('region', { name: 'Monthly statement' })
  await expect(statement.getByLabel('Month')).toHaveValue(today.slice(0, 7))
  await expect(statement).toContainText(monthWords(today.slice(0, 7)))
  await expect(statement).toContainText(`Invoice ${number}`)
  await expect(statement).toContainText(`Payment by cash, invoice ${number}`)
  await expect(statement.locator('dl > div').filter({ hasText: 'Opening balance' })).toContainText('$0.00')
  await expect(statement.locator('dl > div').filter({ hasText: 'Closing balance' })).toContainText('$385.00')
  await billing.screenshot({ path: testInfo.outputPath('portal-billing.png') })
  await expectNoAccessibilityViolations(portal)
  await expectNothingSticksOutSideways(portal)

  // Last month had nothing for this new member.
  const lastMonth = addClubDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)
  await statement.getByLabel('Month').fill(lastMonth)
  await expect(statement).toContainText(monthWords(lastMonth))
  await expect(statement).toContainText('No invoice or payment this month.')
  await expect(statement.locator('dl > div').filter({ hasText: 'Closing balance' })).toContainText('$0.00')
  expect(errors).toEqual([])
  await portal.context().close()
})
