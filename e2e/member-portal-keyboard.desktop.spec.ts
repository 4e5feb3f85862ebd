import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

test('the portal works by keyboard alone: the links, Update Details and the ledger', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, member)
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${member.firstName}` })).toBeVisible()
  // A booking for the ledger to show; a retry books a day on, past what its failed try left.
  const booked = await page.request.post('/api/booking/bookings', {
    data: {
      vessel_id: 'oceanrode',
      tour_type: 'Sunset',
      date: addClubDays(clubDateOf(new Date()), 30 + testInfo.retry),
    },
  })
  expect(booked.status()).toBe(201)

  await tabTo(page, 'Update Details')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/member-portal?tab=updateDetails')
  const form = page.getByRole('form', { name: 'Update Details' })
  await form.getByLabel('Company Name').focus()
  await page.keyboard.type('Bayfront Charters')
  await tabTo(page, 'Save')
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/member-portal')
  await expect(page.locator('#portal-tab')).toBeFocused()

  // The links come before the tab's area.
  await tabTo(page, 'Booking History', 'Shift+Tab')
  await page.keyboard.press('Enter')
  const history = page.getByRole('region', { name: 'Booking History' })
  await tabTo(page, 'View Full Ledger')
  await page.keyboard.press('Enter')
  await expect(history.getByRole('term').filter({ hasText: 'Balance before these entries' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Less' })).toBeFocused()

  await page.keyboard.press('Tab')
  const row = history.getByRole('button', { expanded: false }).first()
  await expect(row).toBeFocused()
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(history.getByRole('button', { expanded: true })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(history.getByRole('button', { expanded: true })).toHaveCount(0)
  await page.request.post(`/api/booking/bookings/${(await booked.json()).booking_id}/cancel`, { data: {} })
})
