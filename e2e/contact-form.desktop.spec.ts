import type { Locator, Page } from '@playwright/test'
import { pauseClock } from './page-checks.ts'
import { exhaustRateLimit, expect, test } from './visitor-client.ts'

async function openContact(page: Page) {
  await page.goto('/contact')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  return page.getByRole('form', { name: 'Contact us' })
}

async function fill(form: Locator, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First Name': 'Grace',
    'Last Name': 'Hopper',
    Phone: '9415550124',
    Email: 'grace@example.com',
    Message: 'Do members bring guests?',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value ?? '')
}

test('a visitor sends an enquiry and is thanked twice; the button rests for 5 s', async ({ page }) => {
  await page.clock.install()
  const form = await openContact(page)
  await expect(form.getByLabel('How can we help?')).toHaveValue('I Want to Join the Yacht Club')
  await fill(form)
  await form.getByLabel('How can we help?').selectOption('I Have a Question')
  await form.getByLabel('Organization (optional)').fill('Navy Yard')
  await form.getByLabel(/receive e-mails/).check()

  const sent = page.waitForRequest('**/api/visitors/become-a-member')
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/visitors/become-a-member', async (route) => {
    await held
    await route.continue()
  })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  // The 5 s rest begins when the answer arrives; paused first, it begins at a moment the test knows.
  await pauseClock(page)
  release()

  expect((await sent).postDataJSON()).toEqual({
    visitor_name: 'Grace Hopper',
    phone_no: '9415550124',
    email: 'grace@example.com',
    req_help: 'I Have a Question',
    ques: 'Do members bring guests?',
    organization: 'Navy Yard',
    email_consent: true,
    sms_consent: false,
    website: '',
  })
  const successful = page.getByRole('dialog', { name: 'Successful' })
  await expect(successful).toContainText('Thank you for sharing your details.')
  await successful.getByRole('button', { name: 'Close' }).click()
  const thanks = page.getByRole('dialog', { name: 'Thank You for Reaching Out!' })
  await thanks.getByRole('button', { name: 'Got it' }).click()
  await expect(thanks).toBeHidden()

  await expect(form.getByLabel('First Name')).toHaveValue('')
  await expect(form.getByLabel('How can we help?')).toHaveValue('I Want to Join the Yacht Club')
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await page.clock.runFor(4000)
  await expect(submit).toBeDisabled()
  await page.clock.runFor(1000)
  await expect(submit).toBeEnabled()
})

test('missing details, then the phone, then the e-mail are refused in that order, and nothing is sent', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/visitors/')) requests.push(request.url())
  })
  const form = await openContact(page)
  const submit = form.getByRole('button', { name: 'Submit' })

  await fill(form, { Message: '', Phone: '12', Email: 'grace@' })
  await submit.click()
  await page.getByRole('alertdialog', { name: 'Missing Details' }).getByRole('button', { name: 'Close' }).click()

  await form.getByLabel('Message', { exact: true }).fill('Hello')
  await submit.click()
  const invalidNumber = page.getByRole('alertdialog', { name: 'Invalid Number!' })
  await expect(invalidNumber).toContainText('Please enter a 10-digit mobile number.')
  await invalidNumber.getByRole('button', { name: 'Close' }).click()
  await expect(submit).toBeEnabled()

  await form.getByLabel('Phone').fill('9415550124')
  await submit.click()
  const invalidEmail = page.getByRole('alertdialog', { name: 'Invalid Email!' })
  await expect(invalidEmail).toContainText('Please enter a valid email.')
  await invalidEmail.getByRole('button', { name: 'Close' }).click()
  expect(requests).toEqual([])
})

test('when the server refuses, the failure dialog shows and the button is ready again at once', async ({
  page,
  request,
}) => {
  await exhaustRateLimit(request, 'become-a-member', {
    visitor_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_no: '9415550123',
    req_help: 'Other',
    ques: 'Hello',
    email_consent: false,
    sms_consent: false,
  })
  const form = await openContact(page)
  await fill(form)
  await form.getByRole('button', { name: 'Submit' }).click()
  const failed = page.getByRole('alertdialog', { name: 'Submission Failed!' })
  await expect(failed).toContainText('Could not submit form. Please try again.')
  await failed.getByRole('button', { name: 'Close' }).click()
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled()
  await expect(form.getByLabel('First Name')).toHaveValue('Grace')
})

test('the form’s schema loads when the visitor first uses the form, not with the page', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const schemaLoaded = () => scripts.some((script) => /\/visitor-forms-[\w-]+\.js$/.test(script))
  const form = await openContact(page)
  expect(schemaLoaded()).toBe(false)
  await form.getByLabel('First Name').focus()
  await expect.poll(schemaLoaded).toBe(true)
})
