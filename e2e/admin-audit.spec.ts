import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf, clubDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { pickMember } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

test('the Audit Log says each change in a sentence, naming the booking by vessel, day and slot, in cards on a phone', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'audited')
  const phone = testInfo.project.name === 'phone'
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const date = addClubDays(clubDateOf(new Date()), 33 + testInfo.retry)
  const vessel = phone ? { id: 'wanderlust', name: 'Wanderlust' } : { id: 'peace', name: 'Peace' }
  const booked = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: vessel.id, tour_type: 'Half Day Morning', date, username: member.username },
  })
  expect(booked.status()).toBe(201)
  const { booking_id: bookingId, points_cost: cost } = (await booked.json()) as {
    booking_id: string
    points_cost: number
  }
  const cancelled = await page.request.post(`/api/booking/bookings/${bookingId}/cancel`, { data: { waive: true } })
  expect(cancelled.status()).toBe(200)

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Audit Log' }).click()
  const log = page.getByRole('region', { name: 'Audit Log' })
  await pickMember(log, member.username, `${member.firstName} ${member.lastName}`)
  const cards = log.getByRole('list', { name: 'Audit entries' }).getByRole('listitem')
  const rows = log.getByRole('region', { name: 'Audit entries' }).getByRole('row')
  const entries = phone ? cards : rows.filter({ has: page.getByRole('cell') })

  const slot = `${vessel.name}, ${clubDayLabel(date)} morning`
  const [cancel, create] = [entries.nth(0), entries.nth(1)]
  await expect(cancel).toContainText('Booking cancelled')
  await expect(cancel).toContainText(
    new RegExp(
      `Cancelled ${slot} \\(B-[A-Z0-9]{5}\\), waiving the 48-hour rule: ${cost.toLocaleString('en-US')} points refunded`,
    ),
  )
  await expect(create).toContainText(new RegExp(`Booked ${slot} \\(B-[A-Z0-9]{5}\\) for the member`))
  await expect(phone ? rows : cards).toHaveCount(0)
  for (const entry of [cancel, create]) {
    await expect(entry).toContainText(`${member.firstName} ${member.lastName}`)
    await expect(entry).toContainText(/MYC-\d{5}/)
    await expect(entry).not.toContainText(bookingId)
    await expect(entry).not.toContainText('booking id')
    await expect(entry).not.toContainText(/\d{4}-\d\d-\d\d/)
    await expect(entry).toContainText(/\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/)
  }
  if (phone) {
    // Each card fits the screen: nothing to scroll sideways, nothing cut off.
    for (const card of await cards.all()) {
      const box = await card.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390)
    }
  }
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
})
