import { expect, type Page, test } from '@playwright/test'
import { addClubDays, clubDayLabel, clubWeekday } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { bookForMember, escaped, fleetDayAhead, fleetVesselFor, openFleetWeekOf } from './fleet-calendar.ts'
import { focusIsVisible, tabTo } from './keyboard.ts'

/** The focused cell, to check its accessible name (the cell's content names it, not an aria-label). */
const focused = (page: Page) => page.locator(':focus')

test('the fleet grid works by keyboard: one tab stop, arrows, Home and End, Enter opens a cell and Escape returns to it', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'fleetkeys')
  const vessel = fleetVesselFor(testInfo)
  const date = fleetDayAhead(testInfo, 39)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await bookForMember(page, member, { vessel_id: vessel.id, tour_type: 'Sunset', date })
  await openFleetWeekOf(page, date)
  const day = clubDayLabel(date)

  // The week steps by keyboard, and back.
  await tabTo(page, 'Next week')
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('gridcell', { name: new RegExp(`, ${clubDayLabel(addClubDays(date, 7))}, `) }).first(),
  ).toBeVisible()
  await tabTo(page, 'Previous week', 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('gridcell', { name: new RegExp(`, ${day}, `) }).first()).toBeVisible()

  // One tab stop: Tab from the last control before the grid lands on its first cell, and the next Tab leaves it.
  await page.getByRole('button', { name: 'Go', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveAccessibleName(/^\S+ Peace, Mon, /)
  expect(await focusIsVisible(page)).toBe(true)
  await page.keyboard.press('Control+End')
  await expect(focused(page)).toHaveAccessibleName(/, Sun, .*, afternoon: /)
  await page.keyboard.press('Home')
  await expect(focused(page)).toHaveAccessibleName(/, Mon, .*, morning: /)
  await page.keyboard.press('Control+Home')

  // Down to the vessel's row, right to the day's afternoon.
  for (let row = 0; row < vessel.row; row++) await page.keyboard.press('ArrowDown')
  const column = ((clubWeekday(date) + 6) % 7) * 2 + 1
  for (let step = 0; step < column; step++) await page.keyboard.press('ArrowRight')
  const name = `${vessel.name}, ${day}, afternoon: booked by ${member.firstName} ${member.lastName}, Sunset`
  await expect(focused(page)).toHaveAccessibleName(new RegExp(escaped(name)))
  await page.keyboard.press('ArrowLeft')
  await expect(focused(page)).toHaveAccessibleName(new RegExp(escaped(`${vessel.name}, ${day}, morning: `)))
  await page.keyboard.press('ArrowRight')

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: new RegExp(`${vessel.name}, ${day}, afternoon`) })
  await expect(dialog).toContainText('Sunset')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(focused(page)).toHaveAccessibleName(new RegExp(escaped(name)))
  await page.keyboard.press(' ')
  await expect(dialog).toBeVisible()
})
