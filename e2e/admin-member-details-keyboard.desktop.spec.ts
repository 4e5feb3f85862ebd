import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

test('Update User Details works by keyboard alone: the tab, a member, a change saved', async ({ page }, testInfo) => {
  // The keyboard walks' own member; only their city changes here.
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()

  await tabTo(page, 'Update User Details')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/admin?tab=details')
  const tool = page.getByRole('region', { name: 'Update User Details' })
  await expect(tool.getByLabel('Member')).toBeEnabled()

  await tabTo(page, 'Member')
  await page.keyboard.type(member.username)
  await expect(tool.getByLabel('Member')).toHaveValue(member.username)
  await tabTo(page, 'Submit')
  await page.keyboard.press('Enter')
  const form = tool.getByRole('form', { name: `Edit ${member.username}’s details` })
  await expect(form).toBeVisible()

  await tabTo(page, 'City')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Longboat Key')
  await tabTo(page, 'Save')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText('✓ Saved')

  // A first-year member has nothing to renew: the tool says when the first renewal falls due instead.
  await expect(tool.getByText(/^In their first membership year: the first renewal falls due on /)).toBeVisible()
  await expect(tool.getByRole('button', { name: 'Renew membership year' })).toHaveCount(0)
})
