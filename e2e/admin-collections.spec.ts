import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { addMemberThroughApi, billingDayAhead, billingVesselFor, issueThroughApi } from './billing.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

async function closeDialog(page: Page, says: string) {
  const dialog = page.getByRole('dialog', { name: 'Successfull' })
  await expect(dialog).toContainText(says)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
}

async function bookAndIssue(page: Page, username: string, tour: Record<string, string>) {
  const booked = await page.request.post('/api/booking/bookings', { data: { ...tour, username } })
  expect(booked.status(), await booked.text()).toBe(201)
  const { reference } = (await booked.json()) as { reference: string }
  return issueThroughApi(page, reference, [{ particulars: 'Booking fee', amount_cents: 8500 }])
}

test('staff collect invoices by ACH: a batch with its NACHA file, one member skipped, settled, and a debit returned', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const made = `${testInfo.project.name}${Date.now().toString(36)}`
  const account = `88${Date.now()}`.slice(0, 12)
  const vessel = billingVesselFor(testInfo)
  const date = billingDayAhead(testInfo, 43)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const banked = await addMemberThroughApi(page, `achbanked${made}`, account)
  const unbanked = await addMemberThroughApi(page, `achunbanked${made}`)
  const collected = await bookAndIssue(page, banked.username, {
    vessel_id: vessel.id,
    tour_type: 'Half Day Morning',
    date,
  })
  const skipped = await bookAndIssue(page, unbanked.username, {
    vessel_id: vessel.id,
    tour_type: 'Half Day Afternoon',
    date,
  })

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Collections' }).click()
  await expect(page).toHaveURL('/admin?tab=collections')
  const tool = page.getByRole('region', { name: 'Collections' })
  const owed = tool.getByRole(testInfo.project.name === 'phone' ? 'list' : 'region', { name: 'Invoices owed' })
  await expect(owed).toContainText(collected)
  await owed.getByLabel(`Collect ${collected} from ${banked.name}`).check()
  await owed.getByLabel(`Collect ${skipped} from ${unbanked.name}`).check()
  await expect(tool.getByText('2 invoices chosen')).toBeVisible()
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)

  await tool.getByRole('button', { name: 'Create ACH batch' }).click()
  const batch = tool.getByRole('status').filter({ hasText: /^Batch \d+: 1 entry, \$85\.00/ })
  await expect(batch).toContainText(`${skipped}: The member has no bank details on file.`)
  const batchId = /^Batch (\d+)/.exec((await batch.textContent()) ?? '')?.[1] ?? ''

  // The NACHA file: 94-character records, blocked to a multiple of ten, with the one debit of $85.00.
  const download = page.waitForEvent('download')
  await batch.getByRole('link', { name: 'Download NACHA file' }).click()
  const file = (await readFile((await (await download).path()) ?? '', 'latin1')).split(/\r?\n/).filter(Boolean)
  expect(file.every((record) => record.length === 94)).toBe(true)
  expect(file.length % 10).toBe(0)
  const entries = file.filter((record) => record.startsWith('6'))
  expect(entries).toHaveLength(1)
  expect(entries[0]?.slice(29, 39)).toBe('0000008500')
  await expect(owed).toContainText(`In batch ${batchId}`)
  await expect(owed.getByLabel(`Collect ${collected} from ${banked.name}`)).toBeDisabled()
  await tool.screenshot({ path: testInfo.outputPath('collections.png') })

  // Settled: the debit is a payment, and the invoice is no longer owed.
  const listed = tool.getByRole('listitem').filter({ hasText: new RegExp(`^Batch ${batchId},`) })
  await expect(listed).toContainText('Awaiting settlement')
  await listed.getByRole('button', { name: `Mark settled batch ${batchId}` }).click()
  await closeDialog(page, `Batch ${batchId} is settled: 1 entry, $85.00, recorded as paid by ACH.`)
  await expect(listed).toContainText('Settled')
  await expect(owed).not.toContainText(collected)

  // The bank returns it (R01): the invoice is owed again, and the batch says so.
  await listed.getByLabel('Returned invoice').selectOption(collected)
  await listed.getByLabel('Return code').fill('r01')
  await listed.getByRole('button', { name: 'Record return' }).click()
  await closeDialog(page, `Invoice ${collected} came back R01 and is owed again.`)
  await expect(listed).toContainText('returned R01')
  await expect(owed).toContainText(collected)
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)

  // The accountant's CSV of the month has the invoice, the ACH payment and its return.
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Export Data' }).click()
  const billing = page.getByRole('region', { name: 'Billing' })
  const today = clubDateOf(new Date())
  await expect(billing.getByLabel('From')).toHaveValue(`${today.slice(0, 8)}01`)
  await expect(billing.getByLabel('To')).toHaveValue(today)
  await billing.getByLabel('From').fill(addClubDays(today, 1))
  await expect(billing.getByRole('alert')).toHaveText('The first day must come before the last.')
  await billing.getByLabel('From').fill(addClubDays(today, -1))
  const csvDownload = page.waitForEvent('download')
  await billing.getByRole('link', { name: 'Download billing CSV' }).click()
  const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8')
  expect(csv.startsWith('record,date,invoice_number,')).toBe(true)
  const rows = csv.split('\r\n').filter((line) => line.includes(collected))
  expect(rows.some((line) => line.startsWith('invoice,'))).toBe(true)
  expect(rows.some((line) => line.startsWith('payment,') && line.includes('R01'))).toBe(true)
  expect(csv).not.toContain(account)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})
