import { expect, test } from '@playwright/test'
import { expectNoAccessibilityViolations } from './page-checks.ts'

test('the gallery opens full screen, steps with the arrow keys and closes on Escape', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/events/gallery')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  // The viewer's library loads with the first picture opened, not with the page.
  expect(scripts.filter((script) => script.includes('/picture-viewer-'))).toEqual([])
  const third = page.getByRole('button', { name: 'Open picture 3 of 12 full screen' })
  await third.focus()
  await page.keyboard.press('Enter')

  const viewer = page.getByRole('dialog')
  await expect(viewer).toBeVisible()
  await expect(viewer.getByRole('img', { name: /a toast on the promenade/ })).toBeInViewport()
  await expectNoAccessibilityViolations(page)

  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByRole('img', { name: /the ribbon cutting at Quay Commons/ })).toBeInViewport()
  // The viewer ignores keys while it slides, so each press waits for the picture before.
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByRole('img', { name: /a toast on the promenade/ })).toBeInViewport()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByRole('img', { name: /the fleet dressed with lights/ })).toBeInViewport()

  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(third).toBeFocused()
})
