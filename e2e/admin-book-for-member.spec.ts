import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { pickMember } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7))

test('staff book for a member from Bookings, with the member’s rules, or with them set aside', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'staffbooked')
  const vessel = testInfo.project.name === 'desktop' ? 'Memory Maker' : 'Rally Point'
  // Beyond a Gold member's 45 days; a retry moves a day on.
  const far = addClubDays(clubDateOf(new Date()), 49 + testInfo.retry)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=bookings')
  const tool = page.getByRole('region', { name: 'View User Bookings' })
  await pickMember(tool, member.username)
  await tool.getByRole('button', { name: 'Submit' }).click()
  await tool.getByRole('button', { name: 'Book for this member' }).click()

  const booking = tool.getByRole('region', { name: `Book for ${member.username}` })
  await booking.getByRole('button', { name: new RegExp(`^${vessel}`) }).click()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(far); turn++) {
    await booking.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  const day = booking.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(far)}: morning`) })
  // The member's own rules: the day is closed, and says why in the member's tier.
  await expect(day).toHaveAccessibleName(/Gold members can book up to 45 days ahead/)
  await expect(booking.getByRole('radio', { name: /Multi-day/ })).toHaveCount(0)

  await booking.getByRole('checkbox', { name: /Set the booking rules aside/ }).check()
  for (let turn = monthIndex(clubDateOf(new Date())); turn < monthIndex(far); turn++) {
    await booking.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await expect(day).toHaveAccessibleName(/: morning free/)
  await day.click()
  await booking.getByRole('radio', { name: /Half Day Morning/ }).check()
  const quote = booking.getByRole('region', { name: /Half Day Morning aboard/ })
  await expect(quote.getByText('Fees are billed to the member’s account, apart from points.')).toBeVisible()
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)
  await quote.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(
    booking.getByRole('status').filter({ hasText: `Booked for ${member.username}: Half Day Morning` }),
  ).toBeVisible()
  await expect(tool.getByRole('region', { name: `Bookings of ${member.username}` })).toContainText('Half Day Morning')
})
