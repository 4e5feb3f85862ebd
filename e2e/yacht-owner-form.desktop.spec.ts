import type { Locator, Page } from '@playwright/test'
import { expect, test } from './visitor-client.ts'

async function fillOwner(form: Locator, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First Name': 'Katherine',
    'Last Name': 'Johnson',
    Email: 'katherine@example.com',
    Phone: '9415550126',
    'Yacht Model': 'Azimut 60 Flybridge',
    'Manufacture Year': '2021',
    'Yacht Size (feet)': '60',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value ?? '')
}

async function openPage(page: Page) {
  await page.goto('/srq-yacht-management')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
}

test('submit stays disabled until every required field is valid, with inline help for e-mail and phone', async ({
  page,
}) => {
  await openPage(page)
  const form = page.getByRole('form', { name: 'Yacht owner details' })
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(form.getByLabel('Country code')).toHaveValue('+1 (USA)')
  await expect(form.getByLabel('Country code').locator('option')).toHaveCount(1)
  await expect(submit).toBeDisabled()

  await fillOwner(form, { Email: 'katherine@', Phone: '94155' })
  await expect(form.getByText('Please enter a valid email address*')).toBeVisible()
  await expect(form.getByText('Please enter a 10-digit phone number*')).toBeVisible()
  await expect(submit).toBeDisabled()

  await form.getByLabel('Email').fill('katherine@example.com')
  await form.getByLabel('Phone').fill('9415550126')
  await expect(form.getByText('Please enter a valid email address*')).toBeHidden()
  await expect(submit).toBeEnabled()
  await form.getByLabel('Yacht Model').fill('')
  await expect(submit).toBeDisabled()
})

test('an owner joins through the Partner With Us modal and the brochure opens in a new tab', async ({
  page,
  context,
}) => {
  await openPage(page)
  await page.getByRole('button', { name: 'Join Us' }).click()
  const modal = page.getByRole('dialog', { name: 'Partner With Us' })
  await fillOwner(modal)
  await modal.getByLabel('Message (optional)').fill('Available from January.')

  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/visitors/add-yacht-visitor', async (route) => {
    await held
    await route.continue()
  })
  const sent = page.waitForRequest('**/api/visitors/add-yacht-visitor')
  const newTab = context.waitForEvent('page')
  // Headless Chromium downloads a PDF rather than showing it, so the tab's request is what shows it was opened.
  const brochureRequest = context.waitForEvent('request', (request) => request.url().endsWith('/api/brochure.pdf'))
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()

  expect((await sent).postDataJSON()).toEqual({
    visitor_first_name: 'Katherine',
    visitor_last_name: 'Johnson',
    visitor_email: 'katherine@example.com',
    visitor_phone_number: '+19415550126',
    yacht_model: 'Azimut 60 Flybridge',
    yacht_manufacture_year: 2021,
    yacht_size: 60,
    visitor_message: 'Available from January.',
    website: '',
  })
  const brochure = await newTab
  expect((await brochureRequest).frame().page()).toBe(brochure)
  await expect(modal).toBeHidden()
  const submitted = page.getByRole('dialog', { name: 'Details Submitted!' })
  await expect(submitted).toContainText('Our membership brochure has opened in a new tab.')
  await submitted.getByRole('button', { name: 'Got it' }).click()
  await page.getByRole('button', { name: 'Join Us' }).click()
  await expect(page.getByRole('dialog', { name: 'Partner With Us' }).getByLabel('First Name')).toHaveValue('')
})

test('the form on the page shows the server’s reason when it refuses', async ({ page, context }) => {
  await openPage(page)
  const form = page.getByRole('form', { name: 'Yacht owner details' })
  await fillOwner(form, { 'Manufacture Year': '1900' })
  const tabsBefore = context.pages().length
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('alert')).toHaveText('yacht_manufacture_year: must be from 1950 to next year')
  await expect(form.getByLabel('First Name')).toHaveValue('Katherine')
  await expect.poll(() => context.pages().length).toBe(tabsBefore)
})
