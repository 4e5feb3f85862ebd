import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, loadMemberByKeyboard, openAdminTabByKeyboard, tabTo } from './keyboard.ts'

test('Update User Details works by keyboard alone: the tab, a member, a change saved', async ({ page }, testInfo) => {
  // The keyboard walks' own member; only their city changes here.
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()

  const tool = await openAdminTabByKeyboard(page, 'Update User Details', 'Update User Details')
  await expect(page).toHaveURL('/admin?tab=details')

  await loadMemberByKeyboard(page, tool, member.username)
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
