import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

test('Add Member works by keyboard alone: the tabs by arrow keys, Validate, Next, and the final Add Member', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const username = `keys-${Date.now()}`
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Services' })).toBeVisible()

  await tabTo(page, 'Add/Remove Members')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/admin?tab=members')
  await tabTo(page, 'Add Member')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/admin?tab=members&screen=add')

  // One tab stop for the row; the arrow keys move along it and show each panel.
  await tabTo(page, 'Personal')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Family' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'ACH' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true')

  const type = async (label: string, text: string) => {
    await tabTo(page, label)
    await page.keyboard.type(text)
  }
  await type('Username', username)
  await tabTo(page, 'Validate username')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Username is available')).toBeVisible()
  await type('Email', `${username}@example.com`)
  await tabTo(page, 'Validate email')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Email is available')).toBeVisible()
  await type('First name', 'Kay')
  await type('Last name', 'Board')
  await type('Phone', '9415550177')
  await type('Membership type', 'Silver')
  await expect(page.getByLabel('Membership type')).toHaveValue('Silver')
  await type('Address 1', '2 Harbor Way')
  await type('City', 'Sarasota')
  await type('State', 'FL')
  await type('Zip', '34236')
  await tabTo(page, 'Next')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true')
  await tabTo(page, 'Next')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Emergency Contact' })).toHaveAttribute('aria-selected', 'true')
  await type('Emergency contact name', 'Lee Board')
  await type('Emergency contact phone', '9415550178')
  await type('Relationship', 'Sister')

  await tabTo(page, 'Add Member')
  await page.keyboard.press('Enter')
  const success = page.getByRole('dialog', { name: 'Successfull' })
  await expect(success).toContainText('Member added successfully!')
  await expect(success.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(success).toHaveCount(0)
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('')
})
