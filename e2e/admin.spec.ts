import { expect, type Page, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import {
  expectNoAccessibilityViolations,
  expectNothingSticksOutSideways,
  pauseClock,
  watchForErrors,
} from './page-checks.ts'

// The tests change one member's points and tier: one at a time.
test.describe.configure({ mode: 'default' })

async function openTool(page: Page, name: 'Adjust Points' | 'Update Membership') {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name }).click()
}

test('Adjust Points loads a member, refuses a debit below zero, credits, and clears after 3 s', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'adjusted')
  await page.clock.install()
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()
  await expect(page.getByText('Choose a tool above to begin.')).toBeVisible()

  await openTool(page, 'Adjust Points')
  await expect(page).toHaveURL('/admin?tab=points')
  const tool = page.getByRole('region', { name: 'Adjust points in user profile' })
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(tool.getByRole('alert')).toHaveText('Please select a user')
  await page.clock.runFor(3000)
  await expect(tool.getByRole('alert')).toHaveText('')

  await expect(tool.getByLabel('Member')).toBeEnabled()
  await tool.getByLabel('Member').selectOption(member.username)
  await tool.getByRole('button', { name: 'Submit' }).click()
  const adjust = tool.getByRole('form', { name: `Adjust ${member.username}’s points` })
  const balance = Number((await adjust.getByRole('definition').nth(1).textContent())?.replace(/\D/g, ''))
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await adjust.getByLabel('Points change').fill(String(-(balance + 1)))
  await adjust.getByLabel('Description').fill('Too much')
  await adjust.getByRole('button', { name: 'Save' }).click()
  await expect(tool.getByRole('alert')).toContainText('would take the balance below zero')

  await adjust.getByLabel('Points change').fill('twelve')
  await adjust.getByRole('button', { name: 'Save' }).click()
  await expect(adjust.getByText('Points must be a whole number, such as 150 or -150.')).toBeVisible()

  await adjust.getByLabel('Points change').fill('+150')
  await adjust.getByLabel('Description').fill('Regatta prize')
  await pauseClock(page)
  await adjust.getByRole('button', { name: 'Save' }).click()
  await expect(adjust.getByRole('status')).toHaveText('✓ Updated')
  await expect(adjust.getByRole('definition').nth(1)).toHaveText((balance + 150).toLocaleString('en-US'))
  await page.clock.runFor(2900)
  await expect(adjust.getByRole('status')).toHaveText('✓ Updated')
  await page.clock.runFor(100)
  await expect(adjust.getByRole('status')).toHaveText('')
  await expect(adjust.getByLabel('Points change')).toHaveValue('')
  await expect(adjust.getByLabel('Description')).toHaveValue('')
  // The browser reports the refused debit's answer; nothing else went wrong.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)'])
})

test('Update Membership finds a member, offers every other tier, saves, and says so for 4 s', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'adjusted')
  await page.clock.install()
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await openTool(page, 'Update Membership')
  await expect(page).toHaveURL('/admin?tab=membership')
  const tool = page.getByRole('region', { name: 'Update Membership' })

  await tool.getByLabel('Username').fill('nobody-at-all')
  await tool.getByRole('button', { name: 'Find member' }).click()
  await expect(tool.getByRole('alert')).toHaveText('User not found!')
  await page.clock.runFor(3000)
  await expect(tool.getByRole('alert')).toHaveText('')
  await expect(tool.getByLabel('Username')).toHaveValue('')

  await tool.getByLabel('Username').fill(member.username.toUpperCase())
  await tool.getByRole('button', { name: 'Find member' }).click()
  const change = tool.getByRole('form', { name: `Change ${member.username}’s membership` })
  const current = (await change.getByRole('definition').nth(1).textContent()) ?? ''
  await expect(change.getByRole('option', { name: current })).toBeDisabled()
  await expectNoAccessibilityViolations(page)
  const next = current === 'Platinum' ? 'Gold' : 'Platinum'

  await change.getByLabel('New membership type').selectOption(next)
  await pauseClock(page)
  await change.getByRole('button', { name: 'Save' }).click()
  await expect(change.getByRole('status')).toHaveText('✓ Membership updated')
  await expect(change.getByRole('definition').nth(1)).toHaveText(next)
  await expect(change.getByRole('option', { name: next })).toBeDisabled()
  await page.clock.runFor(3900)
  await expect(change.getByRole('status')).toHaveText('✓ Membership updated')
  await page.clock.runFor(100)
  await expect(change.getByRole('status')).toHaveText('')
})
