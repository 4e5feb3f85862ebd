import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expect, test } from './visitor-client.ts'
import { expectNoAccessibilityViolations } from './page-checks.ts'

for (const kind of ['member', 'admin'] as const) {
  test(`the phone menu shows ${kind === 'admin' ? 'Admin Services' : 'Dashboard'} and Log out to a signed-in ${kind}`, async ({
    page,
  }, testInfo) => {
    const account = accountFor(testInfo, kind)
    const roleLink =
      kind === 'admin' ? { name: 'Admin Services', path: '/admin' } : { name: 'Dashboard', path: '/member-portal' }
    await logInThroughForm(page, account)
    await expect(page).toHaveURL(kind === 'admin' ? '/admin?tab=fleet' : '/member-portal')
    await page.goto('/events')

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Login' })).toBeHidden()
    await expect(menu.getByText(`Signed in as ${account.firstName} ${account.lastName}`)).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await menu.getByRole('link', { name: roleLink.name }).click()
    await expect(page).toHaveURL(roleLink.path)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/login')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Login' })).toBeVisible()
  })
}
