import { expect, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

test('the menu opens full screen, keeps focus inside, and closes on Escape', async ({ page }) => {
  await page.goto('/events')
  const trigger = page.getByRole('button', { name: 'Open menu' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await trigger.click()

  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page')
  const become = menu.getByRole('link', { name: 'Become a Member (opens in a new tab)' })
  await expect(become).toHaveAttribute('href', '/contact')
  await expect(become).toHaveAttribute('target', '_blank')
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')

  for (let step = 0; step < 16; step += 1) {
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('the menu offers membership only to visitors: a signed-in member gets their dashboard and Log out', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'member')
  await logInThroughForm(page, member)
  await expect(page).toHaveURL('/member-portal')
  await page.goto('/fleet')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByText(`Signed in as ${member.firstName} ${member.lastName}`)).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/member-portal')
  await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(menu.getByRole('link', { name: /Become a Member/ })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await menu.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu.getByRole('link', { name: 'Become a Member (opens in a new tab)' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
})

test('a tap on the menu button before the page has hydrated still opens the menu', async ({ page }) => {
  // The scripts arrive a second late, as on a slow connection, so the tap lands on the prerendered page.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  })
  await page.goto('/events')
  expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await expect(page).toHaveURL('/events')
})

test('choosing a section in the menu goes there and closes the menu', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Private Dining' }).click()
  await expect(page).toHaveURL('/private-dining')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private Dining')
})

test('the top bar offers the phone numbers and e-mail as links', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Membership: (941) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+19415550142',
  )
  await expect(page.getByRole('link', { name: 'Concierge: (941) 555-0187' })).toHaveAttribute(
    'href',
    'tel:+19415550187',
  )
  await expect(page.getByRole('link', { name: /^E-mail:/ })).toHaveAttribute('href', 'mailto:info@marineryachtclub.com')
  await expect(page.getByText('1 Quay Commons, Sarasota, FL 34236').first()).toBeVisible()
})
