import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { pickMember } from './member-picker.ts'
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
  await expect(page.getByRole('region', { name: 'Fleet Calendar' })).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByText('Choose a tool above to begin.')).toBeVisible()

  await openTool(page, 'Adjust Points')
  await expect(page).toHaveURL('/admin?tab=points')
  const tool = page.getByRole('region', { name: 'Adjust points in user profile' })
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(tool.getByRole('alert')).toHaveText('Please select a user')
  await page.clock.runFor(3000)
  await expect(tool.getByRole('alert')).toHaveText('')

  await pickMember(tool, member.username)
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

test('the Audit Log shows each change, newest first, for everyone or one member', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'adjusted')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const reason = `Audit check ${testInfo.project.name} ${testInfo.retry}`
  const changed = await page.request.put('/api/points/update-points/', {
    form: { username: member.username, update_points: '5', description: reason },
  })
  expect(changed.status()).toBe(200)

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Audit Log' }).click()
  await expect(page).toHaveURL('/admin?tab=audit')
  const log = page.getByRole('region', { name: 'Audit Log' })
  await pickMember(log, member.username)
  // A table on a wide screen, a card per entry on a phone.
  const phone = testInfo.project.name === 'phone'
  const entries = phone
    ? log.getByRole('list', { name: 'Audit entries' }).getByRole('listitem')
    : log.getByRole('row').filter({ has: page.getByRole('cell') })
  const newest = entries.first()
  await expect(newest).toContainText('Points adjusted')
  await expect(newest).toContainText(member.username)
  await expect(newest).toContainText(`+5 points`)
  await expect(newest).toContainText(reason)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  for (const entry of await entries.all()) {
    const about = phone ? entry.getByRole('definition').nth(2) : entry.getByRole('cell').nth(3)
    await expect(about).toContainText(`${member.firstName} ${member.lastName}`)
    await expect(about).toContainText(member.username)
  }
})

test('Export Data previews members and visitors and downloads the CSV', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'adjusted')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Export Data' }).click()
  await expect(page).toHaveURL('/admin?tab=exports')
  const tool = page.getByRole('region', { name: 'Export Data' })

  await tool.getByRole('button', { name: 'Load Member Data' }).click()
  // The preview shows at most 50 rows and says so once the test accounts outnumber them.
  await expect(tool.getByRole('status')).toContainText(/^members\.csv: \d+ rows(, the first 50 shown)?\.$/)
  const preview = tool.getByRole('region', { name: 'Preview of members.csv' })
  // A table on a wide screen, a card per row on a phone.
  if (testInfo.project.name === 'phone') {
    await expect(
      preview
        .getByRole('term')
        .filter({ hasText: /^Username$/ })
        .first(),
    ).toBeVisible()
    await expect(preview.getByRole('definition').filter({ hasText: new RegExp(`^${member.username}$`) })).toBeVisible()
  } else {
    await expect(preview.getByRole('columnheader', { name: 'username' })).toBeVisible()
    await expect(preview.getByRole('cell', { name: member.username, exact: true })).toBeVisible()
  }
  await expect(preview).not.toContainText('argon2')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  const download = page.waitForEvent('download')
  await tool.getByRole('link', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('members.csv')
  const csv = await readFile((await file.path()) ?? '', 'utf8')
  expect(csv.startsWith('member_id,username,first_name,')).toBe(true)
  expect(csv).toContain(`,${member.username},`)

  // A visitor of this test's own, so the visitor export has a row whatever ran before.
  const visitor = `Export ${testInfo.project.name} ${testInfo.retry} ${Date.now()}`
  const asked = await page.request.post('/api/visitors/add-visitors-details', {
    data: { visitor_name: visitor, email: 'export-check@example.com', phone_no: '9415550177' },
    headers: { 'x-forwarded-for': `10.77.${testInfo.workerIndex}.${testInfo.retry + 1}` },
  })
  expect(asked.status()).toBe(200)
  await tool.getByRole('button', { name: 'Load Visitor Data' }).click()
  await expect(tool.getByRole('status')).toContainText('visitors.csv')
  await expect(tool.getByRole('region', { name: 'Preview of visitors.csv' })).toBeVisible()
  const visitorDownload = page.waitForEvent('download')
  await tool.getByRole('link', { name: 'Download CSV' }).click()
  const visitorFile = await visitorDownload
  expect(visitorFile.suggestedFilename()).toBe('visitors.csv')
  const visitorCsv = await readFile((await visitorFile.path()) ?? '', 'utf8')
  expect(visitorCsv.split('\r\n')[0]).toMatch(/^form,/)
  expect(visitorCsv).toContain(visitor)
  expect(errors).toEqual([])
})
