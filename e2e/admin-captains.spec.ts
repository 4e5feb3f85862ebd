import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { addClubDays, clubDateLabel, clubDateOf } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const today = () => clubDateOf(new Date())

/** A name and address no other test or try uses. */
function newCaptain(testInfo: TestInfo, who: string) {
  const tag = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`
  return { name: `${who} ${tag}`, email: `${who.toLowerCase().replace(/\W/g, '')}-${tag}@example.com` }
}

async function openCaptains(page: Page) {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Captains' }).click()
  await expect(page).toHaveURL('/admin?tab=captains')
  return page.getByRole('region', { name: 'Captains', exact: true })
}

/** A row of the roster at 1440, a card at 390. */
const entryOf = (page: Page, testInfo: TestInfo, text: string) =>
  page
    .locator(testInfo.project.name === 'phone' ? 'ol[aria-label="Captains on the roster"] > li' : 'tr')
    .filter({ hasText: text })

test('staff add a captain through the form and see them on the roster', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await openCaptains(page)
  const captain = newCaptain(testInfo, 'Captain Form')

  await page.getByRole('button', { name: 'Add captain' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add captain' })
  // The shared schema refuses an empty form before anything is sent.
  await dialog.getByRole('button', { name: 'Add captain' }).click()
  await expect(dialog.getByText('Please give the captain’s name.')).toBeVisible()
  await dialog.getByLabel('Name').fill(captain.name)
  await dialog.getByLabel('E-mail').fill(captain.email)
  await dialog.getByLabel('Phone').fill('(941) 555-0142')
  await dialog.getByLabel('Licence number').fill('USCG-0042')
  await dialog.getByLabel('Licence expires on').fill(addClubDays(today(), 30))
  await dialog.getByRole('checkbox', { name: "52' Rally Point" }).check()
  await dialog.getByRole('checkbox', { name: "38' Top Shelf" }).check()
  await dialog.getByRole('button', { name: 'Add captain' }).click()
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result).toContainText(`${captain.name} is on the roster.`)
  await result.getByRole('button', { name: 'Close' }).click()

  const entry = entryOf(page, testInfo, captain.name)
  await expect(entry).toContainText('(941) 555-0142')
  await expect(entry).toContainText(captain.email)
  await expect(entry).toContainText(`Expires ${clubDateLabel(addClubDays(today(), 30))}`)
  await expect(entry).toContainText('Expires in 30 days')
  await expect(entry).toContainText("52' Rally Point, 38' Top Shelf")
  await expect(entry).not.toContainText('rallypoint')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})

test('staff give a captain time off through the form and see it on the roster', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const captain = newCaptain(testInfo, 'Captain Leave')
  const added = await page.request.post('/api/admin/captains', {
    data: {
      ...captain,
      phone_number: '9415550142',
      licence: { number: 'USCG-0044', expires_on: addClubDays(today(), 400) },
      vessels: ['topshelf'],
    },
  })
  expect(added.status()).toBe(201)
  await openCaptains(page)
  const entry = entryOf(page, testInfo, captain.name)
  await expect(entry).toContainText('None planned')
  await expect(entry).not.toContainText('Expires in')

  const from = addClubDays(today(), 20)
  const to = addClubDays(today(), 22)
  await entry.getByRole('button', { name: `Add time off for ${captain.name}` }).click()
  const timeOff = page.getByRole('dialog', { name: `Time off for ${captain.name}` })
  await timeOff.getByLabel('From').fill(from)
  await timeOff.getByLabel('To').fill(to)
  await timeOff.getByLabel('Reason').fill('Licence renewal course')
  await timeOff.getByRole('button', { name: 'Add time off' }).click()
  await expect(page.getByRole('dialog', { name: 'Successfull' })).toContainText(
    `${captain.name} is off ${clubDateLabel(from)} to ${clubDateLabel(to)}.`,
  )
  await page.getByRole('dialog', { name: 'Successfull' }).getByRole('button', { name: 'Close' }).click()
  await expect(entry).toContainText(`${clubDateLabel(from)} to ${clubDateLabel(to)}: Licence renewal course`)
  expect(errors).toEqual([])
})

test('the schedule lists an outing with no captain, a licence running out and a captain’s time off', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'crewed')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')

  // An outing within the schedule's two weeks, on a day the vessel is free (others may book it too).
  let outingDay: string | undefined
  for (let days = 7; days <= 13 && !outingDay; days += 1) {
    const date = addClubDays(today(), days)
    const booked = await page.request.post('/api/booking/bookings', {
      data: { username: member.username, vessel_id: 'rallypoint', tour_type: 'Half Day Morning', date },
    })
    if (booked.status() === 201) outingDay = date
    else expect(booked.status()).toBe(409)
  }
  expect(outingDay).toBeDefined()
  const captain = newCaptain(testInfo, 'Captain Schedule')
  const added = await page.request.post('/api/admin/captains', {
    data: {
      ...captain,
      phone_number: '9415550199',
      licence: { number: 'USCG-0043', expires_on: addClubDays(today(), 12) },
      vessels: ['congetta'],
    },
  })
  expect(added.status()).toBe(201)
  const { captain_id: captainId } = (await added.json()) as { captain_id: number }
  const off = await page.request.post(`/api/admin/captains/${captainId}/time-off`, {
    data: { from: addClubDays(today(), 2), to: addClubDays(today(), 3), reason: 'Family visit' },
  })
  expect(off.status()).toBe(201)

  await openCaptains(page)
  await page.getByRole('link', { name: 'Schedule' }).click()
  await expect(page).toHaveURL('/admin?tab=captains&view=schedule')
  const unassigned = page.getByRole('region', { name: 'Unassigned outings', exact: true })
  const outing = unassigned.locator('tr, li').filter({ hasText: `${member.firstName} ${member.lastName}` })
  await expect(outing.filter({ hasText: "52' Rally Point" }).first()).toContainText('Half Day Morning')
  await expect(outing.first()).toContainText('8:30 AM – 1:30 PM')

  const licences = page.getByRole('region', { name: 'Licences expiring' })
  await expect(licences.getByRole('listitem').filter({ hasText: captain.name })).toContainText('expires in 12 days')
  const own = page.getByRole('region', { name: `${captain.name}’s schedule` })
  await expect(own).toContainText(
    `Off ${clubDateLabel(addClubDays(today(), 2))} to ${clubDateLabel(addClubDays(today(), 3))}: Family visit`,
  )
  await expect(own).toContainText('No outing in these two weeks.')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})
