import { expect, type Page, test } from '@playwright/test'

function carousel(page: Page) {
  return page.locator('#peace').getByRole('region', { name: 'Pictures of Peace, Sarasota' })
}

async function shownPicture(page: Page): Promise<number> {
  const current = carousel(page).locator('button[aria-current="true"]')
  const label = (await current.getAttribute('aria-label')) ?? ''
  return Number(/Show picture (\d) of 3/.exec(label)?.[1])
}

/** Waits for the slide under way, if any, to finish. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector('#peace .swiper') as (Element & { swiper?: { animating: boolean } }) | null
    return element?.swiper?.animating === false
  })
}

/** With `frozenClock`, the page's timers only move when the test moves them (the slide animation itself is real). */
async function openFleet(page: Page, { frozenClock = false } = {}) {
  if (frozenClock) {
    const start = new Date('2026-11-21T10:00:00Z')
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
  }
  await page.goto('/fleet')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(carousel(page).locator('.swiper-initialized')).toHaveCount(1)
  await page.mouse.move(0, 0)
}

test('a carousel further down starts when the visitor scrolls towards it, on its first picture', async ({ page }) => {
  await page.goto('/fleet')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  const region = page.locator('#thirsttrap').getByRole('region', { name: /^Pictures of / })
  await expect(region.getByRole('img')).not.toHaveCount(0)
  await expect(region.locator('.swiper')).toHaveCount(0)
  const heightBefore = (await region.boundingBox())?.height
  await region.scrollIntoViewIfNeeded()
  await expect(region.locator('.swiper-initialized')).toHaveCount(1)
  await expect(region.getByRole('button', { name: 'Show picture 1 of 3' })).toHaveAttribute('aria-current', 'true')
  expect((await region.boundingBox())?.height, 'nothing moves when the slides take over').toBe(heightBefore)
})

test('advances every 5 seconds and wraps from the last picture to the first', async ({ page }) => {
  await openFleet(page, { frozenClock: true })
  expect(await shownPicture(page)).toBe(1)
  await page.clock.runFor(4900)
  expect(await shownPicture(page)).toBe(1)
  await page.clock.runFor(200)
  await expect.poll(() => shownPicture(page)).toBe(2)
  await settled(page)
  await page.clock.runFor(5000)
  await expect.poll(() => shownPicture(page)).toBe(3)
  await settled(page)
  await page.clock.runFor(5000)
  await expect.poll(() => shownPicture(page)).toBe(1)
})

test('previous, next and thumbnails move the carousel, wrapping both ways', async ({ page }) => {
  await openFleet(page)
  const region = carousel(page)
  await region.getByRole('button', { name: 'Previous picture' }).click()
  await expect.poll(() => shownPicture(page)).toBe(3)
  await settled(page)
  await region.getByRole('button', { name: 'Next picture' }).click()
  await expect.poll(() => shownPicture(page)).toBe(1)
  await settled(page)
  await region.getByRole('button', { name: 'Show picture 2 of 3' }).click()
  await expect.poll(() => shownPicture(page)).toBe(2)
})

test('ignores clicks while a slide is under way', async ({ page }) => {
  await openFleet(page)
  // Three clicks inside 100 ms, well within one 500 ms slide, whatever the load on the test machine.
  await carousel(page)
    .getByRole('button', { name: 'Next picture' })
    .evaluate(async (next) => {
      for (let click = 0; click < 3; click += 1) {
        ;(next as HTMLButtonElement).click()
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    })
  await settled(page)
  expect(await shownPicture(page)).toBe(2)
})

test('the slide itself takes 500 ms', async ({ page }) => {
  await openFleet(page)
  // The duration the browser gives the slide's own transition: a stall on a loaded machine cannot skew it.
  const duration = await carousel(page)
    .locator('.swiper-wrapper')
    .evaluate(
      (wrapper: HTMLElement) =>
        new Promise<string>((resolve) => {
          wrapper.addEventListener('transitionstart', (event) => {
            if (event.target === wrapper && event.propertyName === 'transform') {
              resolve(getComputedStyle(wrapper).transitionDuration)
            }
          })
          wrapper.closest('section')?.querySelector<HTMLButtonElement>('button[aria-label="Next picture"]')?.click()
        }),
    )
  expect(duration).toBe('0.5s')
  await settled(page)
  expect(await shownPicture(page)).toBe(2)
})

test('pauses while hovered and while focused, and on request', async ({ page }) => {
  await openFleet(page, { frozenClock: true })
  const region = carousel(page)
  await region.hover()
  await page.clock.runFor(12_000)
  expect(await shownPicture(page)).toBe(1)

  await page.mouse.move(0, 0)
  await region.getByRole('button', { name: 'Show picture 1 of 3' }).focus()
  await page.clock.runFor(12_000)
  expect(await shownPicture(page)).toBe(1)

  await page.locator('body').focus()
  await region.getByRole('button', { name: 'Pause the slideshow' }).click()
  await page.mouse.move(0, 0)
  await page.locator('h1').click()
  await page.clock.runFor(12_000)
  expect(await shownPicture(page)).toBe(1)
  await expect(region.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
})

test('follows a swipe', async ({ page }) => {
  await openFleet(page)
  const box = await carousel(page).locator('.swiper').boundingBox()
  if (!box) throw new Error('carousel not laid out')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 })
  await page.mouse.up()
  await expect.poll(() => shownPicture(page)).toBe(2)
})

test.describe('for visitors who ask for less motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('keeps still and offers no slideshow', async ({ page }) => {
    await openFleet(page, { frozenClock: true })
    await page.clock.runFor(20_000)
    expect(await shownPicture(page)).toBe(1)
    await expect(carousel(page).getByRole('button', { name: /slideshow/ })).toBeHidden()
    await carousel(page).getByRole('button', { name: 'Next picture' }).click()
    await expect.poll(() => shownPicture(page)).toBe(2)
  })
})
