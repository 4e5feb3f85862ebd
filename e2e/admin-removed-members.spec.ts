import { expect, type Page, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { memberOption } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

async function checkView(page: Page) {
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
}

const openTool = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name }).click()

test('a removed member is listed, found in the Audit Log, and reactivated after staff have left and come back', async ({
  page,
}, testInfo) => {
  const departed = accountFor(testInfo, 'departed')
  const name = `${departed.firstName} ${departed.lastName}`
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=members&screen=remove')
  await page.getByLabel('Username').fill(departed.username)
  await page.getByRole('button', { name: 'Remove Member' }).click()
  await expect(page.getByRole('status')).toHaveText(`${departed.username} has been removed. Their history is kept.`)
  const removedList = page.getByRole('region', { name: 'Removed members' })
  await expect(removedList.getByRole('listitem').filter({ hasText: name })).toBeVisible()

  // Elsewhere: gone from the tools that act on active members, still found in the Audit Log, marked removed.
  await openTool(page, 'Adjust Points')
  const points = page.getByRole('region', { name: 'Adjust points in user profile' })
  await points.getByRole('combobox', { name: 'Member' }).fill(departed.username)
  await expect(points.getByText(`No member matches “${departed.username}”.`)).toBeVisible()
  await openTool(page, 'Audit Log')
  const log = page.getByRole('region', { name: 'Audit Log' })
  await log.getByRole('combobox', { name: 'Member' }).fill(name)
  const option = memberOption(log, departed.username)
  await expect(option).toContainText('Removed')
  await option.click()
  await expect(log.getByText(`${name} · MYC-`)).toContainText('· Removed')
  await expect(
    log.getByText('Removed the member: their logins ended, their history is kept').filter({ visible: true }),
  ).toBeVisible()
  await checkView(page)

  // Back on Add/Remove Members, later: the removed member is listed, with when, and can be reactivated.
  await openTool(page, 'Add/Remove Members')
  await page.getByRole('link', { name: 'Remove Member', exact: true }).click()
  const row = removedList.getByRole('listitem').filter({ hasText: name })
  await expect(row).toContainText(`${departed.username}`)
  await expect(row).toContainText(/Removed \w+day, \w+ \d{1,2}, \d{4}/)
  await checkView(page)
  await row.getByRole('button', { name: `Reactivate ${departed.username}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${departed.username} is active again and can log in.`)
  await expect(row).toHaveCount(0)

  await page.context().clearCookies()
  await logInThroughForm(page, departed)
  await expect(page).toHaveURL('/member-portal')
})
