import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expect, test } from './visitor-client.ts'
import { expectNoAccessibilityViolations } from './page-checks.ts'

test('the header’s user menu offers the member’s dashboard and closes on scroll', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'member')
  await logInThroughForm(page, member)
  await expect(page).toHaveURL('/member-portal')
  await page.goto('/fleet')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden()
  const trigger = header.getByRole('button', { name: `Account menu for ${member.firstName} ${member.lastName}` })
  await trigger.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Admin Services' })).toBeHidden()
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
  await expectNoAccessibilityViolations(page)

  await page.mouse.wheel(0, 600)
  await expect(menu).toBeHidden()

  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/member-portal')
})

test('the header’s user menu offers Admin Services to an administrator and logs out', async ({ page }, testInfo) => {
  const admin = accountFor(testInfo, 'admin')
  await logInThroughForm(page, admin)
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/')
  await page.getByRole('button', { name: `Account menu for ${admin.firstName} ${admin.lastName}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeHidden()
  await page.getByRole('menuitem', { name: 'Admin Services' }).click()
  await expect(page).toHaveURL('/admin')

  await page.getByRole('button', { name: `Account menu for ${admin.firstName} ${admin.lastName}` }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
})
