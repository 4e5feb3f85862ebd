import { expect, type Locator, type Page, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

/** The ways people write the club's numbers, each of which must land as its ten digits. */
const WRITTEN = ['(941) 555-0199', '941-555-0199', '+1 941 555 0199']

/** Pastes `text` into a field as a person would: from the clipboard, over whatever the field held. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('ControlOrMeta+V')
}

/** A field by its label, whether or not the label adds '(optional)'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`))

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('a phone number pasted into Add Member keeps all ten digits, however it is written', async ({
  page,
}, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=members&screen=add')
  const phone = field(page, 'Phone')
  for (const written of WRITTEN) {
    await paste(page, phone, written)
    await expect(phone, written).toHaveValue('9415550199')
  }
  await expect(page.getByText('Phone number must be exactly 10 digits')).toHaveCount(0)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  const tabs = page.getByRole('tablist', { name: 'New member details' })
  await tabs.getByRole('tab', { name: 'Family' }).click()
  await paste(page, field(page, 'Spouse phone'), '+1 941 555 0198')
  await expect(field(page, 'Spouse phone')).toHaveValue('9415550198')
  await field(page, 'Number of children').selectOption('1')
  await paste(page, field(page, 'Child 1 mobile'), '+1 (941) 555-0197')
  await expect(field(page, 'Child 1 mobile')).toHaveValue('9415550197')
  await tabs.getByRole('tab', { name: 'Emergency Contact' }).click()
  await paste(page, field(page, 'Emergency contact phone'), '+1 941.555.0196')
  await expect(field(page, 'Emergency contact phone')).toHaveValue('9415550196')
  // A number that is not a US one is kept whole, so its field says what is wrong instead of keeping part of it.
  await paste(page, field(page, 'Emergency contact phone'), '+44 20 7946 0018')
  await expect(field(page, 'Emergency contact phone')).toHaveValue('442079460018')
  await expect(page.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await page.evaluate(() => localStorage.removeItem('user-form-storage'))
})

test('a phone number pasted into the portal’s Update Details keeps all ten digits', async ({ page }, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'member'))
  await expect(page).toHaveURL('/member-portal')
  await page.goto('/member-portal?tab=updateDetails')
  const phone = page.getByRole('form', { name: 'Update Details' }).getByLabel('Phone Number')
  for (const written of WRITTEN) {
    await paste(page, phone, written)
    await expect(phone, written).toHaveValue('9415550199')
  }
})
