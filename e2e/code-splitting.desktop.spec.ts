import { expect, type Page, type Response, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'

/** Words only the back office's and the portal's code contain. */
const adminMarker = 'View User Bookings'
const portalMarker = 'View Full Ledger'

/** Every script the page loads while `visit` runs, with its text. */
async function scriptsLoadedBy(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const pending: Array<Promise<string>> = []
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') pending.push(response.text().catch(() => ''))
  }
  page.on('response', listener)
  await visit()
  await page.waitForLoadState('networkidle')
  page.off('response', listener)
  return Promise.all(pending)
}

test('public pages and the login page load no portal or back-office code; /admin does', async ({ page }, testInfo) => {
  for (const path of ['/', '/fleet', '/membership', '/contact', '/login']) {
    const scripts = await scriptsLoadedBy(page, async () => {
      await page.goto(path)
    })
    expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0)
    expect(
      scripts.filter((script) => script.includes(adminMarker)),
      `${path} loads admin code`,
    ).toEqual([])
    expect(
      scripts.filter((script) => script.includes(portalMarker)),
      `${path} loads portal code`,
    ).toEqual([])
  }

  const adminScripts = await scriptsLoadedBy(page, async () => {
    await logInThroughForm(page, accountFor(testInfo, 'admin'))
    await expect(page).toHaveURL('/admin?tab=fleet')
    await page.goto('/admin?tab=bookings')
    await expect(page.getByRole('heading', { name: 'View User Bookings' })).toBeVisible()
  })
  expect(adminScripts.some((script) => script.includes(adminMarker))).toBe(true)
})
