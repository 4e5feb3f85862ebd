import { expect, test } from '@playwright/test'
import { addClubDays, clubDateOf, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

test('the dashboard puts the member’s bookings first, its navy column ends with its content, and fees say labor', async ({
  page,
}, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'member'))
  await expect(page).toHaveURL('/member-portal')
  const mine = page.getByRole('heading', { name: 'My bookings' })
  const book = page.getByRole('heading', { name: 'Book an outing' })
  await expect(mine).toBeVisible()
  const [mineBox, bookBox] = [await mine.boundingBox(), await book.boundingBox()]
  expect(mineBox!.y).toBeLessThan(bookBox!.y)

  if (testInfo.project.name === 'desktop') {
    // The member's information ends the navy column: no empty navy runs on beside a long tab.
    const information = page.getByRole('region', { name: 'Member Information' })
    const column = information.locator('xpath=..')
    const [columnBox, informationBox] = [await column.boundingBox(), await information.boundingBox()]
    expect(columnBox!.y + columnBox!.height - (informationBox!.y + informationBox!.height)).toBeLessThan(80)
  }

  const date = addClubDays(clubDateOf(new Date()), 10)
  await page.getByRole('button', { name: /^Peace/ }).click()
  if (date.slice(0, 7) !== clubDateOf(new Date()).slice(0, 7)) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  }
  await page.getByRole('button', { name: new RegExp(`^${clubLongDayLabel(date)}: morning`) }).click()
  await page.getByRole('radio', { name: /Overnight/ }).check()
  const quote = page.getByRole('region', { name: /Overnight aboard/ })
  await expect(quote.getByText('Crew labor, nights aboard')).toBeVisible()
  await expect(page.getByText(/labour/i)).toHaveCount(0)
  await expectNoAccessibilityViolations(page)
  await expectNothingSticksOutSideways(page)
})
