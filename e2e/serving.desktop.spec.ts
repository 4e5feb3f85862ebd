import { expect, test } from '@playwright/test'
import { expectNoAccessibilityViolations, watchForErrors } from './page-checks.ts'

test.describe('prerendered pages', () => {
  test('the home page arrives as finished HTML with its social preview tags', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('The Pure Joy of Luxury Boating Without the Hassle</h1>')
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/"\/>/)
    expect(html).toContain('<meta property="og:title" content="Mariner Yacht Club"/>')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
  })

  test('the home page renders, hydrates and breaks no rule of the security policy', async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/')
    await expect(page).toHaveTitle('Mariner Yacht Club')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Pure Joy of Luxury Boating Without the Hassle',
    )
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    await expectNoAccessibilityViolations(page)
    expect(errors).toEqual([])
  })

  test('a prerendered page paints before it asks for a single script, and then hydrates', async ({ page }) => {
    await page.goto('/privacy-policy')
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(timings.firstContentfulPaint).toBeGreaterThan(0)
    expect(timings.scriptStarts.length).toBeGreaterThan(3)
    expect(Math.min(...timings.scriptStarts)).toBeGreaterThan(timings.firstContentfulPaint ?? Infinity)
    await page.getByRole('link', { name: 'Fleet', exact: true }).first().click()
    await expect(page).toHaveURL(/\/fleet$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the home page still shows its content', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'The Pure Joy of Luxury Boating Without the Hassle',
      )
    })
  })
})

test.describe('the 404 page', () => {
  test('answers an unknown address with HTTP 404 and a styled page', async ({ page }) => {
    const errors = watchForErrors(page)
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page not found | Mariner Yacht Club')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has sailed away')
    const background = await page
      .getByRole('main')
      .locator('> div')
      .evaluate((block) => getComputedStyle(block).backgroundImage)
    expect(background).toContain('linear-gradient')
    await expectNoAccessibilityViolations(page)
    expect(errors).toEqual([])
  })

  test('leads home inside the app, without reloading the page', async ({ page }) => {
    await page.goto('/no-such-page')
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Return to the home page' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Pure Joy of Luxury Boating Without the Hassle',
    )
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})

test.describe('API', () => {
  test('unknown calls answer JSON 404 with a detail', async ({ request }) => {
    const response = await request.get('/api/no-such-call')
    expect(response.status()).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Nothing is at GET /api/no-such-call.' })
  })

  test('the reference at /api/docs lists the health call and runs under the security policy', async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/api/docs')
    await expect(page.getByText('/api/health', { exact: true })).toBeVisible()
    expect(errors).toEqual([])
  })
})
