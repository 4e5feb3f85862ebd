import { expect, type Page, test } from '@playwright/test'

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

async function follow(page: Page, href: string) {
  await page.evaluate((target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find(
      (anchor) => anchor.getAttribute('href') === target,
    )
    link?.click()
  }, href)
  await expect(page).toHaveURL(href)
}

for (const path of ['/', '/fleet', '/membership', '/founders']) {
  test(`${path} comes back to where the visitor left it, however they return`, async ({ page }) => {
    await page.goto(path)
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    await scrollTo(page, 1200)
    await follow(page, '/privacy-policy')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await follow(page, path)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200)
  })
}

test('other pages open at the top', async ({ page }) => {
  await page.goto('/events')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  await scrollTo(page, 900)
  await follow(page, '/contact')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await follow(page, '/events')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
