import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

test('the member field works by keyboard alone: type, arrows, Enter, Escape', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await tabTo(page, 'Update User Details')
  await page.keyboard.press('Enter')
  const tool = page.getByRole('region', { name: 'Update User Details' })
  const field = tool.getByRole('combobox', { name: 'Member' })
  await expect(field).toBeEnabled()
  await tabTo(page, 'Member')
  expect(await focusIsVisible(page)).toBe(true)

  await page.keyboard.type(`${member.firstName} ${member.lastName}`)
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(field).not.toHaveAttribute('aria-activedescendant')
  await page.keyboard.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-activedescendant', /option/)
  const active = await field.getAttribute('aria-activedescendant')
  await expect(page.locator(`[id="${active}"]`)).toHaveAccessibleName(new RegExp(`· ${member.username}$`))
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue(member.username)
  await expect(field).toHaveAttribute('aria-expanded', 'false')

  // Escape closes the list, then clears the field; Enter with the list closed loads the member.
  await page.keyboard.press('ArrowDown')
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue(member.username)
  await page.keyboard.press('Escape')
  await expect(field).toHaveValue('')
  // A whole username picks its member; taking a letter back leaves the rest of what was typed.
  await page.keyboard.type(member.username)
  await page.keyboard.press('Backspace')
  await expect(field).toHaveValue(member.username.slice(0, -1))
  await page.keyboard.type(member.username.slice(-1))
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect(tool.getByRole('form', { name: `Edit ${member.username}’s details` })).toBeVisible()
})
