import { expect, test } from '@playwright/test'

test('the navigation highlights the current section', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const expectations: Array<[string, string]> = [
    ['/', 'Home'],
    ['/fleet', 'Fleet'],
    ['/events/gallery', 'Events'],
    ['/srq-yacht-management', 'SRQ Yacht Management'],
  ]
  for (const [path, current] of expectations) {
    await page.goto(path)
    await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  }
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Events',
    'Fleet',
    'Membership',
    'SRQ Yacht Management',
    'Founders',
    'Private Dining',
    'Contact',
  ])
})

test('the navigation follows the visitor: sticky, with a Login button', async ({ page }) => {
  await page.goto('/membership')
  await page.mouse.wheel(0, 3000)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})

test('every part of the page can be reached and used by keyboard', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()

  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Fleet' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/fleet')
  const focusOutline = await nav.getByRole('link', { name: 'Events' }).evaluate((link) => {
    ;(link as HTMLElement).focus()
    return getComputedStyle(link).outlineStyle
  })
  expect(focusOutline).not.toBe('none')
})
