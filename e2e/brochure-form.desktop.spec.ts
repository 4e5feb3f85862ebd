import type { APIRequestContext, Page } from '@playwright/test'
import { exhaustRateLimit, expect, test } from './visitor-client.ts'

const visitor = { visitor_name: 'Ada Lovelace', email: 'ada@example.com', phone_no: '9415550123' }

async function openBrochureForm(page: Page, from: '/' | '/membership' = '/') {
  await page.goto(from)
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  const label = from === '/' ? 'Download Membership Brochure' : 'Membership Brochure'
  await page.getByRole('button', { name: label, exact: true }).click()
  const modal = page.getByRole('dialog', { name: 'Membership Brochure' })
  await expect(modal).toBeVisible()
  return modal
}

function submissions(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visitors/add-visitors-details')) sent.push(request.postData() ?? '')
  })
  return sent
}

test('a visitor requests the brochure: it opens in a new tab and the form is cleared', async ({ page, context }) => {
  const modal = await openBrochureForm(page)
  await modal.getByLabel('Name').fill(visitor.visitor_name)
  await modal.getByLabel('Email').fill(visitor.email)
  await modal.getByLabel('Phone').fill(visitor.phone_no)

  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/visitors/add-visitors-details', async (route) => {
    await held
    await route.continue()
  })
  const newTab = context.waitForEvent('page')
  // Headless Chromium downloads a PDF rather than showing it, so the tab's request is what shows it was opened.
  const brochureRequest = context.waitForEvent('request', (request) => request.url().endsWith('/api/brochure.pdf'))
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('button', { name: 'Please wait...' })).toBeDisabled()
  release()

  const brochure = await newTab
  expect((await brochureRequest).frame().page()).toBe(brochure)
  const pdf = await page.request.get('/api/brochure.pdf')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(modal).toBeHidden()
  const submitted = page.getByRole('dialog', { name: 'Details Submitted!' })
  await expect(submitted).toContainText('Your membership brochure has opened in a new tab.')
  await expect(submitted.getByRole('link', { name: /Open the membership brochure/ })).toHaveAttribute(
    'href',
    '/api/brochure.pdf',
  )
  await submitted.getByRole('button', { name: 'Got it' }).click()
  await expect(submitted).toBeHidden()

  await page.getByRole('button', { name: 'Download Membership Brochure' }).click()
  await expect(page.getByRole('dialog', { name: 'Membership Brochure' }).getByLabel('Name')).toHaveValue('')
})

test('the phone is checked before the e-mail, nothing is sent, and the phone takes 10 characters', async ({ page }) => {
  const sent = submissions(page)
  const modal = await openBrochureForm(page, '/membership')
  await modal.getByLabel('Name').fill(visitor.visitor_name)
  await modal.getByLabel('Email').fill('ada@example')
  await modal.getByLabel('Phone').fill('94155501234567')
  await expect(modal.getByLabel('Phone')).toHaveValue('9415550123')
  await modal.getByLabel('Phone').fill('94155')

  await modal.getByRole('button', { name: 'Submit' }).click()
  const invalidNumber = page.getByRole('alertdialog', { name: 'Invalid Number!' })
  await expect(invalidNumber).toContainText('Please enter a 10-digit mobile number.')
  await invalidNumber.getByRole('button', { name: 'Close' }).click()

  await modal.getByLabel('Phone').fill('9415550123')
  await modal.getByRole('button', { name: 'Submit' }).click()
  const invalidEmail = page.getByRole('alertdialog', { name: 'Invalid Email!' })
  await expect(invalidEmail).toContainText('Please enter a valid email.')
  await invalidEmail.getByRole('button', { name: 'Close' }).click()

  await modal.getByLabel('Name').fill('')
  await modal.getByLabel('Email').fill(visitor.email)
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByText('Please enter your name.')).toBeVisible()
  await expect(modal.getByLabel('Name')).toBeFocused()
  expect(sent).toEqual([])
})

test('the modal closes on the backdrop, the X and Close, but not on a click inside it', async ({ page }) => {
  let modal = await openBrochureForm(page)
  await modal.getByLabel('Email').click()
  await modal.getByRole('heading', { name: 'Membership Brochure' }).click()
  await expect(modal).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(modal).toBeHidden()

  await page.getByRole('button', { name: 'Download Membership Brochure' }).click()
  modal = page.getByRole('dialog', { name: 'Membership Brochure' })
  await modal.getByRole('button', { name: 'Close' }).first().click()
  await expect(modal).toBeHidden()

  await page.getByRole('button', { name: 'Download Membership Brochure' }).click()
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('button', { name: 'Download Membership Brochure' })).toBeFocused()
})

test('when the server refuses, the modal stays open with the fields kept and a notice explains', async ({
  page,
  request,
  context,
}) => {
  await exhaustRateLimit(request, 'add-visitors-details', visitor)
  const modal = await openBrochureForm(page)
  await modal.getByLabel('Name').fill('Grace Hopper')
  await modal.getByLabel('Email').fill('grace@example.com')
  await modal.getByLabel('Phone').fill('9415550124')
  const tabsBefore = context.pages().length
  await modal.getByRole('button', { name: 'Submit' }).click()

  const notice = page.getByRole('alert').filter({ hasText: 'Submission Failed' })
  await expect(notice).toContainText('Something went wrong. Please try again later.')
  await expect(modal).toBeVisible()
  await expect(modal.getByLabel('Name')).toHaveValue('Grace Hopper')
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeEnabled()
  await expect.poll(() => context.pages().length).toBe(tabsBefore)
})

/** Fills in and submits the brochure form after the server's limit for this client is spent: a "Submission Failed" notice. */
async function submitRefusedRequest(page: Page, request: APIRequestContext) {
  await exhaustRateLimit(request, 'add-visitors-details', visitor)
  const modal = await openBrochureForm(page)
  await modal.getByLabel('Name').fill(visitor.visitor_name)
  await modal.getByLabel('Email').fill(visitor.email)
  await modal.getByLabel('Phone').fill(visitor.phone_no)
  await modal.getByRole('button', { name: 'Submit' }).click()
  return { modal, notice: page.getByRole('alert').filter({ hasText: 'Submission Failed' }) }
}

test('the notice sits in the centre, stays 5 s, pauses on hover and when the window loses focus, and ignores clicks', async ({
  page,
  request,
}) => {
  const { modal, notice } = await submitRefusedRequest(page, request)
  // The pointer leaves the notice's path: a notice sliding in under it would pause and resume on its own.
  await page.mouse.move(0, 0)
  await expect(notice).toBeVisible()
  const timer = notice.getByRole('progressbar', { name: 'notification timer' })
  const timing = () =>
    timer.evaluate((bar) => `${getComputedStyle(bar).animationDuration} ${getComputedStyle(bar).animationPlayState}`)
  // The timer starts when the notice has come in. From then, losing focus holds it while the modal closes and its
  // place is read, so a slow machine cannot run out its 5 s.
  await notice.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
  await expect.poll(timing).toBe('5s running')
  await page.evaluate(() => window.dispatchEvent(new Event('blur')))
  await expect.poll(timing).toBe('5s paused')
  // The modal is closed with the keyboard: on a phone the notice can sit over the modal's Close button.
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  const centred = async () => {
    const box = await notice.boundingBox()
    const viewport = page.viewportSize()
    if (!box || !viewport) throw new Error('nothing laid out')
    return {
      across: Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2,
      down: Math.abs(box.y + box.height / 2 - viewport.height / 2) < viewport.height * 0.1,
    }
  }
  await expect.poll(centred).toEqual({ across: true, down: true })

  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect.poll(timing).toBe('5s running')
  await notice.hover()
  await expect.poll(timing).toBe('5s paused')
  await notice.click()
  await expect(notice).toBeVisible()
  await page.mouse.move(0, 0)
  await expect.poll(timing).toBe('5s running')
  await page.evaluate(() => window.dispatchEvent(new Event('blur')))
  await expect.poll(timing).toBe('5s paused')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect.poll(timing).toBe('5s running')
  await expect(notice).toBeHidden({ timeout: 8000 })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the notice arrives without moving and still stays 5 s', async ({ page, request }) => {
    const { notice } = await submitRefusedRequest(page, request)
    await expect(notice).toBeVisible()
    expect(await notice.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('1e-05s')
    const timer = notice.getByRole('progressbar', { name: 'notification timer' })
    expect(await timer.evaluate((bar) => getComputedStyle(bar).animationDuration)).toBe('5s')
    await expect(notice).toBeHidden({ timeout: 8000 })
  })
})
