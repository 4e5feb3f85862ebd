import { expect, test } from '@playwright/test'
import { pickMember } from './member-picker.ts'
import { addClubDays, clubDateTimeLabel, clubLongDayLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { bookForMember, fleetCell, fleetDayAhead, fleetVesselFor, openFleetWeekOf } from './fleet-calendar.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

test('a booking made through the API shows in its cell; staff step a week on and back, and reload the same week', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const member = accountFor(testInfo, 'fleetbooked')
  const date = fleetDayAhead(testInfo, 30)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await bookForMember(page, member, { vessel_id: fleetVesselFor(testInfo).id, tour_type: 'Half Day Morning', date })

  const tool = await openFleetWeekOf(page, date)
  await expect(page).toHaveURL(`/admin?tab=fleet&from=${date}`)
  const name = `${member.firstName} ${member.lastName}`
  const cell = fleetCell(page, testInfo, date, 'morning', `booked by ${name}, Half Day Morning, 1 guest, no captain`)
  await expect(cell).toBeVisible()
  await expect(cell).toContainText(name)
  await expect(cell).toContainText('No captain')
  await expect(fleetCell(page, testInfo, date, 'afternoon', 'free')).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await tool.getByRole('button', { name: 'Next week' }).click()
  await expect(page).toHaveURL(`/admin?tab=fleet&from=${addClubDays(date, 7)}`)
  await expect(fleetCell(page, testInfo, addClubDays(date, 7), 'morning', 'free')).toBeVisible()
  await expect(cell).toHaveCount(0)
  await tool.getByRole('button', { name: 'Previous week' }).click()
  await expect(page).toHaveURL(`/admin?tab=fleet&from=${date}`)
  await expect(cell).toBeVisible()
  await page.reload()
  await expect(cell).toBeVisible()
  expect(errors).toEqual([])
})

test('a block over a booking lists the clash and changes nothing; forced, it cancels the booking the member’s open portal shows', async ({
  page,
  browser,
}, testInfo) => {
  const member = accountFor(testInfo, 'fleetblocked')
  const vessel = fleetVesselFor(testInfo)
  const date = fleetDayAhead(testInfo, 33)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const booking = await bookForMember(page, member, { vessel_id: vessel.id, tour_type: 'Half Day Morning', date })

  const portal = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage()
  await logInThroughForm(portal, member)
  await expect(portal).toHaveURL('/member-portal')
  const upcoming = portal.getByRole('article', { name: new RegExp(`Half Day Morning aboard .*${vessel.name}`) })
  await expect(upcoming).toBeVisible()

  await openFleetWeekOf(page, date)
  await fleetCell(page, testInfo, date, 'afternoon', 'free').click()
  const slot = page.getByRole('dialog', { name: new RegExp(`${vessel.name}, .*, afternoon`) })
  await slot.getByRole('button', { name: 'Block this vessel' }).click()
  const form = page.getByRole('dialog', { name: new RegExp(`^Block .*${vessel.name}$`) })
  await expect(form.getByLabel('Vessel')).toHaveValue(new RegExp(`${vessel.name}$`))
  await expect(form.getByLabel('From date')).toHaveValue(date)
  await form.getByLabel('From slot').selectOption('Morning')
  await form.getByLabel('Kind').selectOption('Maintenance')
  await form.getByLabel('Reason').fill('Engine service')
  await form.getByRole('button', { name: 'Block', exact: true }).click()

  const clashes = form.getByRole('region', { name: 'Bookings in the way' })
  await expect(clashes.getByRole('listitem')).toHaveText([
    `${member.firstName} ${member.lastName} · Half Day Morning · ${clubDateTimeLabel(new Date(booking.start_at))}`,
  ])
  await expect(form.getByRole('alert')).toContainText('This block would cancel a booking.')
  const unchanged = await page.request.get(`/api/booking/bookings/${booking.reference}`)
  expect(((await unchanged.json()) as { status: string }).status).toBe('booked')
  await expectNoAccessibilityViolations(page)

  await clashes.getByRole('button', { name: 'Cancel these bookings and block' }).click()
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result).toContainText('1 booking was cancelled and refunded in full')
  await result.getByRole('button', { name: 'Close' }).click()
  await expect(fleetCell(page, testInfo, date, 'morning', 'blocked for maintenance: Engine service')).toBeVisible()
  await expect(upcoming).toBeHidden()

  await portal.context().close()
})

test('a captain added through the API is put on an outing from its cell, which then names them', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'fleetcrewed')
  const vessel = fleetVesselFor(testInfo)
  const date = fleetDayAhead(testInfo, 36)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await bookForMember(page, member, { vessel_id: vessel.id, tour_type: 'Half Day Afternoon', date })
  const captain = `Marlow ${testInfo.project.name === 'desktop' ? 'Desktop' : 'Phone'} ${Date.now() % 100_000}`
  const added = await page.request.post('/api/admin/captains', {
    data: {
      name: captain,
      email: `captain-${testInfo.project.name}-${Date.now()}@example.com`,
      phone_number: '9415550123',
      licence: { number: `USCG-${Date.now()}`, expires_on: addClubDays(date, 365) },
      vessels: [vessel.id],
    },
  })
  expect(added.status()).toBe(201)

  await openFleetWeekOf(page, date)
  await fleetCell(page, testInfo, date, 'afternoon', 'booked by').click()
  const dialog = page.getByRole('dialog', { name: new RegExp(`${vessel.name}, .*, afternoon`) })
  await expect(dialog).toContainText('No captain')
  await dialog.getByLabel('Captain', { exact: true }).selectOption(captain)
  await dialog.getByRole('button', { name: 'Save the captain' }).click()
  const result = page.getByRole('dialog', { name: 'Successfull' })
  await expect(result).toContainText(`${captain} now captains`)
  await result.getByRole('button', { name: 'Close' }).click()
  const cell = fleetCell(page, testInfo, date, 'afternoon', `booked by ${member.firstName}`)
  await expect(cell).toHaveAccessibleName(new RegExp(`captain ${captain}$`))
  await expect(cell).toContainText(captain)
})

test('lifting a block, after a confirm, frees its slots', async ({ page }, testInfo) => {
  const vessel = fleetVesselFor(testInfo)
  const date = fleetDayAhead(testInfo, 42)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const placed = await page.request.post('/api/admin/vessel-blocks', {
    data: {
      vessel_id: vessel.id,
      from: { date, slot: 'morning' },
      to: { date, slot: 'afternoon' },
      kind: 'maintenance',
      reason: 'Engine service',
    },
  })
  expect(placed.status()).toBe(201)

  await openFleetWeekOf(page, date)
  await fleetCell(page, testInfo, date, 'afternoon', 'blocked for maintenance').click()
  const blocked = page.getByRole('dialog', { name: new RegExp(`${vessel.name}, .*, afternoon`) })
  await expect(blocked).toContainText('Engine service')
  await blocked.getByRole('button', { name: 'Lift block' }).click()
  await blocked.getByRole('button', { name: 'Yes, lift the block' }).click()
  await expect(page.getByRole('dialog', { name: 'Successfull' })).toContainText('The block is lifted')
  await page.getByRole('dialog', { name: 'Successfull' }).getByRole('button', { name: 'Close' }).click()
  await expect(fleetCell(page, testInfo, date, 'morning', 'free')).toBeVisible()
  await expect(fleetCell(page, testInfo, date, 'afternoon', 'free')).toBeVisible()
})

test('a free slot offers to book it for a member: Bookings opens on that vessel and day', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  const vessel = fleetVesselFor(testInfo)
  const member = accountFor(testInfo, 'fleetslot')
  const date = fleetDayAhead(testInfo, 40)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await openFleetWeekOf(page, date)
  await fleetCell(page, testInfo, date, 'afternoon', 'free').click()
  const free = page.getByRole('dialog', { name: new RegExp(`${vessel.name}, .*, afternoon`) })
  await free.getByRole('link', { name: 'Book for a member' }).click()
  await expect(page).toHaveURL(`/admin?tab=bookings&vessel=${vessel.id}&date=${date}`)

  const tool = page.getByRole('region', { name: 'View User Bookings' })
  await expect(tool).toContainText(`To book ${clubLongDayLabel(date)} from the fleet calendar`)
  await pickMember(tool, member.username)
  await tool.getByRole('button', { name: 'Submit' }).click()
  const booking = tool.getByRole('region', { name: `Book for ${member.username}` })
  await expect(booking.getByRole('heading', { name: new RegExp(`${vessel.name}$`) })).toBeVisible()
  await expect(booking.getByRole('heading', { name: clubLongDayLabel(date) })).toBeVisible()
  await booking.getByRole('radio', { name: /Half Day Afternoon/ }).check()
  await booking.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(
    booking.getByRole('status').filter({ hasText: `Booked for ${member.username}: Half Day Afternoon` }),
  ).toBeVisible()

  await openFleetWeekOf(page, date)
  await expect(
    fleetCell(
      page,
      testInfo,
      date,
      'afternoon',
      `booked by ${member.firstName} ${member.lastName}, Half Day Afternoon`,
    ),
  ).toBeVisible()
  expect(errors).toEqual([])
})
