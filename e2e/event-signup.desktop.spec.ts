import type { Page } from '@playwright/test'
import { pauseClock } from './page-checks.ts'
import { expect, test } from './visitor-client.ts'

async function openSignup(page: Page, button: 'Sign Up for Future Events' | 'Find out about Future Events') {
  await page.goto('/events')
  await page.waitForFunction(() => '__reactRouterRouteModules' in window)
  await page.getByRole('button', { name: button }).click()
  const title = button === 'Sign Up for Future Events' ? 'Signup for Future Events' : 'Sign Up For Future Events'
  const modal = page.getByRole('dialog', { name: title })
  await expect(modal).toBeVisible()
  return modal
}

test('the waitlist checks each field on submit and sends nothing while any is wrong', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/visitors/')) requests.push(request.url())
  })
  const modal = await openSignup(page, 'Sign Up for Future Events')
  await modal.getByLabel('Phone').fill('94155501239999')
  await expect(modal.getByLabel('Phone')).toHaveValue('9415550123')
  await modal.getByLabel('Phone').fill('941')
  await modal.getByLabel('Email').fill('alan@')
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByText('Name is required.')).toBeVisible()
  await expect(modal.getByText('Invalid email.')).toBeVisible()
  await expect(modal.getByText('Enter 10-digit US phone number.')).toBeVisible()
  expect(requests).toEqual([])
})

test('the waitlist takes attendees, says it succeeded and closes after 3 s', async ({ page }) => {
  await page.clock.install()
  const modal = await openSignup(page, 'Sign Up for Future Events')
  await modal.getByLabel('Name').fill('Alan Turing')
  await modal.getByLabel('Email').fill('alan@example.com')
  await modal.getByLabel('Phone').fill('9415550125')
  await modal.getByLabel('Attendees').fill('4')

  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/visitors/add-event-details', async (route) => {
    await held
    await route.continue()
  })
  const sent = page.waitForRequest('**/api/visitors/add-event-details')
  await pauseClock(page)
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()
  expect((await sent).postDataJSON()).toMatchObject({ event_name: 'Waitlist', attendees: 4, name: 'Alan Turing' })

  await expect(modal.getByText('Submitted successfully!')).toBeVisible()
  await expect(modal.getByLabel('Name')).toHaveValue('')
  await page.clock.runFor(2900)
  await expect(modal).toBeVisible()
  await page.clock.runFor(200)
  await expect(modal).toBeHidden()
})

test('attendees left empty count as 0, which the server refuses', async ({ page }) => {
  const modal = await openSignup(page, 'Sign Up for Future Events')
  await modal.getByLabel('Name').fill('Alan Turing')
  await modal.getByLabel('Email').fill('alan@example.com')
  await modal.getByLabel('Phone').fill('9415550125')
  await modal.getByLabel('Attendees').fill('')
  const sent = page.waitForRequest('**/api/visitors/add-event-details')
  await modal.getByRole('button', { name: 'Submit' }).click()
  expect((await sent).postDataJSON()).toMatchObject({ attendees: 0 })
  await expect(modal.getByRole('alert')).toHaveText('Error submitting the form.')
  await expect(modal).toBeVisible()
  await expect(modal.getByLabel('Name')).toHaveValue('Alan Turing')
})

test('news of future events asks no attendees, and counts one after a first sign-up', async ({ page }) => {
  await page.clock.install()
  const modal = await openSignup(page, 'Find out about Future Events')
  // Keeps the modal open past its 3 s close between the two sign-ups.
  await pauseClock(page)
  await expect(modal.getByLabel('Attendees')).toHaveCount(0)
  const fillAndSend = async (email: string) => {
    await modal.getByLabel('Name').fill('Ada Lovelace')
    await modal.getByLabel('Email').fill(email)
    await modal.getByLabel('Phone').fill('9415550123')
    const sent = page.waitForRequest('**/api/visitors/add-event-details')
    await modal.getByRole('button', { name: 'Submit' }).click()
    return (await sent).postDataJSON()
  }
  const first = await fillAndSend('ada@example.com')
  expect(first).toMatchObject({ event_name: 'Future Events' })
  expect(first).not.toHaveProperty('attendees')
  await expect(modal.getByText('Submitted successfully!')).toBeVisible()

  expect(await fillAndSend('ada.2@example.com')).toMatchObject({ event_name: 'Future Events', attendees: 1 })
})

test('the sign-up modal closes on its close button and on the backdrop', async ({ page }) => {
  let modal = await openSignup(page, 'Find out about Future Events')
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()
  modal = await openSignup(page, 'Sign Up for Future Events')
  await page.mouse.click(5, 5)
  await expect(modal).toBeHidden()
})
