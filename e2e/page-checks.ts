import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { HYDRATED_EVENT } from '../web/lib/hydrated-event.ts'

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

export async function expectNothingSticksOutSideways(page: Page) {
  const { pageWidth, viewportWidth, outside } = await page.evaluate(() => {
    const viewportWidth = window.innerWidth
    // The failure names what sticks out, outermost first, so the message points at the element to fix.
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > viewportWidth)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: "${element.textContent?.trim().slice(0, 60)}"`,
      )
    return { pageWidth: document.documentElement.scrollWidth, viewportWidth, outside }
  })
  expect(pageWidth, `nothing sticks out sideways:\n${outside.join('\n')}`).toBeLessThanOrEqual(viewportWidth)
}

export async function expectNoAccessibilityViolations(page: Page) {
  // A client-rendered page is judged once it has rendered, not while it is still the empty app shell.
  await expect(page).toHaveTitle(/\S/)
  await expect(page.locator('h1').first()).toBeAttached()
  // Text fading in is judged at its final colours, not at whatever opacity axe happens to catch it. Only running,
  // finite animations are awaited, and not past two seconds: a toast's countdown pauses while the page lacks focus.
  await page.evaluate(() => {
    const settled = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined))
    return Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 2000))])
  })
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

/**
 * Marks `<html data-test-hydrated>` once the app has hydrated (the root's `HYDRATED_EVENT`); call before
 * `page.goto`. React Router's route modules are on `window` before hydration starts, so a test whose clock must
 * start after the page's effects have run waits for this instead.
 */
export async function markHydration(page: Page) {
  await page.addInitScript(
    (event) => addEventListener(event, () => document.documentElement.setAttribute('data-test-hydrated', '')),
    HYDRATED_EVENT,
  )
}

export async function waitForHydration(page: Page) {
  await page.locator('html[data-test-hydrated]').waitFor({ state: 'attached' })
}
