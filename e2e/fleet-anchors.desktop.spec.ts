import { expect, test } from '@playwright/test'
import { markHydration, waitForHydration } from './page-checks.ts'

const footerVessels: Array<[string, string]> = [
  ["63' Peace", 'peace'],
  ["52' Rally Point", 'rallypoint'],
  ["50' Memory Maker", 'memorymaker'],
  ["50' Memories Not Dreams", 'memoriesnotdreams'],
  ["50' Lil' Bit Nauti", 'lilbitnauti'],
  ["45' Kai Fin", 'kaifin'],
  ["44' Congetta", 'congetta'],
  ["44' Fountaine Pajot", 'fountainepajot'],
  ["43' Giddy Up", 'giddyup'],
  ["42' Wanderlust", 'wanderlust'],
  ["40' Golden Ticket", 'goldenticket'],
  ["40' Happy Hour", 'happyhour-srq'],
  ["40' Thirst Trap", 'thirsttrap'],
  ["38' Top Shelf", 'topshelf'],
  ["35' Ocean Rode", 'oceanrode-srq'],
]

test('the footer lists the fifteen vessels with their lengths', async ({ page }) => {
  await page.goto('/')
  const fleetLinks = page.getByRole('navigation', { name: 'Our Fleet' }).getByRole('link')
  await expect(fleetLinks).toHaveText(footerVessels.map(([label]) => label))
})

for (const [label, anchor] of footerVessels) {
  test(`the footer link ${label} lands on its vessel, from another page and from the fleet page`, async ({ page }) => {
    await page.goto('/founders')
    const footerLink = page
      .getByRole('navigation', { name: 'Our Fleet' })
      .getByRole('link', { name: label, exact: true })
    await footerLink.click()
    await expect(page).toHaveURL(`/fleet#${anchor}`)
    await expect(page.locator(`#${anchor}`)).toBeInViewport({ ratio: 0.3 })

    await page.getByRole('navigation', { name: 'Our Fleet' }).getByRole('link', { name: "35' Ocean Rode" }).click()
    await expect(page.locator('#oceanrode-srq')).toBeInViewport({ ratio: 0.3 })
    await footerLink.click()
    await expect(page).toHaveURL(`/fleet#${anchor}`)
    await expect(page.locator(`#${anchor}`)).toBeInViewport({ ratio: 0.3 })
  })
}

test('the navigation’s historical anchors land on the right vessel', async ({ page }) => {
  // Six fresh loads of the longest page, each waiting for hydration: more than the default time on a loaded machine.
  test.slow()
  const legacy: Array<[string, string]> = [
    ["lil'bitnauti", 'lilbitnauti'],
    ['happyhour', 'happyhour-srq'],
    ['oceanrode', 'oceanrode-srq'],
    ['memoriesnotdreams', 'memoriesnotdreams'],
    ['oceanrode-am', 'oceanrode-am'],
    ['kaifin-anna-maria', 'kaifin-anna-maria'],
  ]
  for (const [hash, anchor] of legacy) {
    // Old links arrive from elsewhere, so each one loads the page afresh.
    await page.goto('about:blank')
    await page.goto(`/fleet#${hash}`)
    await expect(page.locator(`#${anchor}`)).toBeInViewport({ ratio: 0.3 })
  }
})

test('the page scrolls to the anchor 100 ms after it loads', async ({ page }) => {
  const start = new Date('2026-11-21T10:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
  await markHydration(page)
  await page.goto("/fleet#lil'bitnauti")
  // The 100 ms start when the page's effects have run, so the clock moves only after hydration.
  await waitForHydration(page)
  await page.clock.runFor(60)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.clock.runFor(60)
  await expect(page.locator('#lilbitnauti')).toBeInViewport({ ratio: 0.3 })
})
