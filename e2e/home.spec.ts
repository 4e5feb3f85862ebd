import { expect, type Page, test } from '@playwright/test'

function testimonials(page: Page) {
  return page.getByRole('region', { name: 'Testimonials & Reviews' })
}

async function wrapperOffset(page: Page): Promise<number> {
  return testimonials(page)
    .locator('.swiper-wrapper')
    .evaluate((wrapper) => new DOMMatrix(getComputedStyle(wrapper).transform).m41)
}

test('testimonials come in from the side their dot lies on', async ({ page }) => {
  await page.goto('/')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  const dots = testimonials(page).getByRole('group', { name: 'Choose a testimonial' })
  const figures = testimonials(page).locator('figure')
  await expect(figures).toHaveCount(3)
  await testimonials(page).scrollIntoViewIfNeeded()
  await expect(figures.nth(0)).toBeInViewport()

  const start = await wrapperOffset(page)
  await dots.getByRole('button', { name: 'Show testimonial 3 of 3' }).click()
  await expect(figures.nth(2)).toBeInViewport({ ratio: 0.9 })
  await expect(dots.getByRole('button', { name: 'Show testimonial 3 of 3' })).toHaveAttribute('aria-current', 'true')
  const atThird = await wrapperOffset(page)
  expect(atThird, 'moving forward slides the quotes to the left').toBeLessThan(start)

  await dots.getByRole('button', { name: 'Show testimonial 2 of 3' }).click()
  await expect(figures.nth(1)).toBeInViewport({ ratio: 0.9 })
  expect(await wrapperOffset(page), 'moving back slides them to the right').toBeGreaterThan(atThird)
})

test('the hero video plays muted in a loop over its still, and can be paused', async ({ page }) => {
  await page.goto('/')
  const video = page.locator('video')
  await expect(video.locator('source')).toHaveCount(2)
  const still = page.getByRole('img', { name: 'A motor yacht gliding across calm water off Sarasota at sunset' })
  await expect(still).toBeAttached()
  // The still is also the video's poster, so nothing changes on screen until the first frame.
  await expect(video).toHaveAttribute('poster', (await still.getAttribute('src')) ?? 'no still')
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.loop))
    .toBe(true)
  await page.getByRole('button', { name: 'Pause the background video' }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
})

test.describe('for visitors who ask for less motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the hero shows its still and the video stays stopped', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(() => '__reactRouterRouteModules' in window)
    await expect(
      page.getByRole('img', { name: 'A motor yacht gliding across calm water off Sarasota at sunset' }),
    ).toBeVisible()
    expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0)
  })
})
