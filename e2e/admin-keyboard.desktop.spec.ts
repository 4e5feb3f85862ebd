import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { tabTo } from './keyboard.ts'

test('the back office works by keyboard alone: a tab, a member, a points change', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()

  await tabTo(page, 'Adjust Points')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/admin?tab=points')
  const tool = page.getByRole('region', { name: 'Adjust points in user profile' })
  await expect(tool.getByLabel('Member')).toBeEnabled()

  await tabTo(page, 'Member')
  await page.keyboard.type(member.username)
  await expect(tool.getByLabel('Member')).toHaveValue(member.username)
  await tabTo(page, 'Submit')
  await page.keyboard.press('Enter')
  const adjust = tool.getByRole('form', { name: `Adjust ${member.username}’s points` })
  await expect(adjust).toBeVisible()

  await tabTo(page, 'Points change')
  await page.keyboard.type('25')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard regatta')
  await page.keyboard.press('Enter')
  await expect(adjust.getByRole('status')).toHaveText('✓ Updated')
})
