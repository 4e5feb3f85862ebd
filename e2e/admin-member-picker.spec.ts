import { expect, type Page, test } from '@playwright/test'
import type { DirectoryMember } from '../common/member-directory.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { memberOption, pickMember } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

async function memberNumberOf(page: Page, username: string): Promise<string> {
  const members = (await (await page.request.get('/api/admin/members?status=all')).json()) as DirectoryMember[]
  return members.find((member) => member.username === username)?.member_id ?? 'none'
}

async function openTool(page: Page, name: string, region = name) {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name }).click()
  return page.getByRole('region', { name: region })
}

test('a member is found by name or member number, never a member of staff, and loaded', async ({ page }, testInfo) => {
  const admin = accountFor(testInfo, 'admin')
  const member = accountFor(testInfo, 'adjusted')
  await logInThroughForm(page, admin)
  await expect(page).toHaveURL('/admin?tab=fleet')
  const tool = await openTool(page, 'Adjust Points', 'Adjust points in user profile')
  const field = tool.getByRole('combobox', { name: 'Member' })
  await expect(field).toHaveAttribute('placeholder', 'Select member by username')

  // Every member is offered, each by name, number, tier and username; staff are not members.
  await field.click()
  await expect(field).toHaveAttribute('aria-expanded', 'true')
  await expect(memberOption(tool, member.username)).toBeVisible()
  await expect(memberOption(tool, admin.username)).toHaveCount(0)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await field.fill(admin.username)
  await expect(tool.getByRole('option')).toHaveCount(0)
  await expect(tool.getByText(`No member matches “${admin.username}”.`)).toBeVisible()

  // By first and last name, in any case.
  await field.fill(`${member.firstName.toLowerCase()} ${member.lastName.toUpperCase()}`)
  const byName = memberOption(tool, member.username)
  await expect(byName).toContainText(`${member.firstName} ${member.lastName}`)
  await expect(byName).toContainText(`· ${member.tier} ·`)
  await byName.click()
  await expect(field).toHaveValue(member.username)
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(tool.getByText(new RegExp(`^${member.firstName} ${member.lastName} · MYC-\\d{5} · Gold$`))).toBeVisible()

  // By member number: the one member it names.
  const number = await memberNumberOf(page, member.username)
  await pickMember(tool, member.username, number)
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(tool.getByRole('form', { name: `Adjust ${member.username}’s points` })).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  // The other tools' lists leave staff out too.
  const otherTools: Array<[string, string]> = [
    ['Update User Details', 'Update User Details'],
    ['Bookings', 'View User Bookings'],
    ['Audit Log', 'Audit Log'],
  ]
  for (const [name, region] of otherTools) {
    const other = await openTool(page, name, region)
    const otherField = other.getByRole('combobox', { name: 'Member' })
    await expect(otherField).toBeEnabled()
    await otherField.fill(admin.lastName)
    await expect(memberOption(other, admin.username)).toHaveCount(0)
    await expect(memberOption(other, member.username)).toBeVisible()
  }
})
