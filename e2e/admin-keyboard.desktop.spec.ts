import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { loadMemberByKeyboard, openAdminTabByKeyboard, tabTo } from './keyboard.ts'

test('the back office works by keyboard alone: a tab, a member, a points change', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()

  const tool = await openAdminTabByKeyboard(page, 'Adjust Points', 'Adjust points in user profile')
  await expect(page).toHaveURL('/admin?tab=points')

  await loadMemberByKeyboard(page, tool, member.username)
  const adjust = tool.getByRole('form', { name: `Adjust ${member.username}’s points` })
  await expect(adjust).toBeVisible()

  await tabTo(page, 'Points change')
  await page.keyboard.type('25')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard regatta')
  await page.keyboard.press('Enter')
  await expect(adjust.getByRole('status')).toHaveText('✓ Updated')
})
