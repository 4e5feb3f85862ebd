import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Collects what the browser reports as broken on a page: script errors, CSP refusals, failed loads. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Chromium reports a document answered with 404, such as the 404 page itself, as a failed load.
    const documentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url()
    if (!documentStatus) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export async function expectNoAccessibilityViolations(page: Page) {
  // A client-rendered page is judged once it has rendered, not while it is still the empty app shell.
  await expect(page).toHaveTitle(/\S/)
  await expect(page.locator('h1').first()).toBeAttached()
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([])
}

/**
 * Stops the page's fake clock (installed with `page.clock.install()`): from here its timers move only when the test
 * moves them. The clock runs on a second first, so that however slow the machine, it is never asked to go back; call
 * this only while no timer the test measures is pending.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}
