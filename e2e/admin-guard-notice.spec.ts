import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import {
  expectNoAccessibilityViolations,
  expectNothingSticksOutSideways,
  markHydration,
  waitForHydration,
} from './page-checks.ts'

test('a member who opens /admin is told on the membership page why they are there, until they dismiss it or reload', async ({
  page,
}, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'member'))
  await expect(page).toHaveURL('/member-portal')
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Admin Services are for club staff only. You are signed in as a member' })

  await page.goto('/admin')
  await expect(page).toHaveURL('/membership')
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('link', { name: 'Go to your member portal' })).toHaveAttribute('href', '/member-portal')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await notice.getByRole('button', { name: 'Dismiss this notice' }).click()
  await expect(notice).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible()

  await page.goto('/admin')
  await expect(page).toHaveURL('/membership')
  await expect(notice).toBeVisible()
  await markHydration(page)
  await page.reload()
  await waitForHydration(page)
  // Two frames after the page came to life: when the notice would have been written, had the reason been kept.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible()
  await expect(notice).toHaveCount(0)
})
