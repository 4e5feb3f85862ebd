import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { focusIsVisible, loadMemberByKeyboard, openAdminTabByKeyboard, tabTo } from './keyboard.ts'

test('staff cancel a member’s booking by keyboard alone: tab, member, table, dialog, result', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'keyboard')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const date = addClubDays(clubDateOf(new Date()), 15 + testInfo.retry)
  const booked = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: 'thirsttrap', tour_type: 'Half Day Morning', date, username: member.username },
  })
  expect(booked.status()).toBe(201)
  const { reference } = (await booked.json()) as { reference: string }

  const tool = await openAdminTabByKeyboard(page, 'Bookings', 'View User Bookings')
  await expect(page).toHaveURL('/admin?tab=bookings')
  await loadMemberByKeyboard(page, tool, member.username)

  const table = tool.getByRole('region', { name: `Bookings of ${member.username}` })
  await tabTo(page, `Bookings of ${member.username}`)
  expect(await focusIsVisible(page)).toBe(true)
  const manage = table
    .getByRole('row')
    .filter({ hasText: reference })
    .getByRole('button', { name: /^Manage/ })
  const manageName = (await manage.textContent()) ?? ''
  await tabTo(page, manageName)
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: /Half Day Morning/ })
  await expect(dialog).toBeVisible()
  await tabTo(page, 'Cancel booking')
  await page.keyboard.press('Enter')
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result).toContainText('The booking is cancelled.')
  await expect(result.getByRole('button', { name: 'Close' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(result).toBeHidden()
  await expect(table).toBeFocused()
  await expect(table.getByRole('row').filter({ hasText: reference })).toContainText('Cancelled')
})
