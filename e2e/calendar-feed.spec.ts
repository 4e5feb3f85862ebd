import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

test('a cancelled booking keeps a calendar button whose file cancels the event; the feed link copies, works and renews', async ({
  page,
  context,
}, testInfo) => {
  const errors = watchForErrors(page)
  const phone = testInfo.project.name === 'phone'
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await logInThroughForm(page, accountFor(testInfo, 'subscriber'))
  await expect(page).toHaveURL('/member-portal')
  const date = addClubDays(clubDateOf(new Date()), 33 + 3 * testInfo.retry)
  const made = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: phone ? 'fountainepajot' : 'lilbitnauti', tour_type: 'Sunset', date },
  })
  expect(made.status()).toBe(201)
  const booked = (await made.json()) as { booking_id: string; reference: string }
  expect((await page.request.post(`/api/booking/bookings/${booked.reference}/cancel`, { data: {} })).status()).toBe(200)

  const mine = page.getByRole('region', { name: 'My bookings' })
  await mine.getByRole('button', { name: 'past' }).click()
  const card = mine.getByRole('article').filter({ hasText: booked.reference })
  await expect(card).toContainText('Cancelled')
  const download = page.waitForEvent('download')
  await card.getByRole('link', { name: 'Remove from calendar' }).click()
  const file = await readFile((await (await download).path()) ?? '', 'utf8')
  expect(file).toContain('METHOD:CANCEL')
  expect(file).toContain('STATUS:CANCELLED')
  expect(file).toContain(`UID:${booked.booking_id}@bookings.marineryachtclub`)
  expect(file).toContain('SEQUENCE:1')

  const subscription = page.getByRole('region', { name: 'Subscribe in your calendar' })
  await subscription.getByRole('button', { name: 'Show my calendar link' }).click()
  const link = subscription.getByLabel('Your private calendar link')
  await expect(link).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/.+\.ics$/)
  const first = await link.inputValue()
  await expect(subscription.getByRole('link', { name: 'Open in my calendar' })).toHaveAttribute('href', first)
  await subscription.getByRole('button', { name: 'Copy link' }).click()
  await expect(subscription.getByRole('status')).toHaveText('Link copied.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
  const feedPath = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname
  const feed = await page.request.get(feedPath(first))
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain(`UID:${booked.booking_id}@bookings.marineryachtclub`)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await subscription.getByRole('button', { name: 'Make a new link' }).click()
  const confirm = page.getByRole('dialog', { name: 'Make a new link?' })
  await expect(confirm).toContainText('stops working at once')
  await confirm.getByRole('button', { name: 'Make a new link' }).click()
  await expect(confirm).toBeHidden()
  await expect(subscription.getByRole('status')).toHaveText('A new link is ready. The old one no longer works.')
  await expect(link).not.toHaveValue(first)
  expect((await page.request.get(feedPath(first))).status()).toBe(404)
  expect((await page.request.get(feedPath(await link.inputValue()))).status()).toBe(200)
  expect(errors).toEqual([])
})
