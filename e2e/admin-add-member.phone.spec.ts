import { expect, type Locator, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

/** The element's box lies inside the 390 px wide screen, and is at least `minWidth` wide. */
async function expectInsideScreen(element: Locator, minWidth = 0) {
  const box = await element.boundingBox()
  expect(box, 'on screen').not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  expect(box!.width).toBeGreaterThanOrEqual(minWidth)
}

test('Add Member on a phone: every tab in sight, the e-mail box and the picture chooser whole', async ({
  page,
}, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=members&screen=add')
  const tabs = page.getByRole('tablist', { name: 'New member details' })
  const strip = await tabs.boundingBox()
  for (const name of ['Personal', 'Family', 'Emergency Contact', 'ACH']) {
    // Each tab whole inside the strip, none scrolled out of it.
    const tab = await tabs.getByRole('tab', { name }).boundingBox()
    expect(tab!.x, name).toBeGreaterThanOrEqual(strip!.x)
    expect(tab!.x + tab!.width, name).toBeLessThanOrEqual(strip!.x + strip!.width)
    expect(tab!.height, name).toBeGreaterThanOrEqual(24)
  }

  // The e-mail box takes the width of the form, with Validate beneath it rather than beside it.
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill('a.very.long.address@marineryachtclub.example.com')
  await expectInsideScreen(email, 300)
  const emailBox = await email.boundingBox()
  const validateBox = await page.getByRole('button', { name: 'Validate email' }).boundingBox()
  expect(validateBox!.y).toBeGreaterThanOrEqual(emailBox!.y + emailBox!.height)

  const picture = page.getByLabel('Picture (optional)')
  await expectInsideScreen(picture, 300)
  await picture.setInputFiles({
    name: 'a-rather-long-name-for-a-portrait-of-the-new-member.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  const chosen = page.getByText('Chosen: a-rather-long-name-for-a-portrait-of-the-new-member.png')
  await expect(chosen).toBeVisible()
  await expectInsideScreen(chosen)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await tabs.getByRole('tab', { name: 'ACH' }).click()
  await expect(tabs.getByRole('tab', { name: 'ACH' })).toHaveAttribute('aria-selected', 'true')
  await expectInsideScreen(tabs.getByRole('tab', { name: 'ACH' }), 24)
  await expect(page.getByLabel('Depository name (optional)')).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await page.evaluate(() => localStorage.removeItem('user-form-storage'))
})
