import { readFile, writeFile } from 'node:fs/promises'
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test'
import sharp from 'sharp'
import { addClubDays, clubDateOf, clubDayLabel, clubIsoTime } from '../common/club-time.ts'
import { accountFor, logInThroughForm, resetLinkSentTo } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

// A phone held on the dock: the narrowest screen the page is built for.
test.use({ viewport: { width: 360, height: 740 } })

/** Happy Hour, a few days ahead, is booked by no other spec; a retry moves two days on. */
const vessel = { id: 'happyhour', name: 'Happy Hour', label: "40' Happy Hour" }
const dayAhead = (testInfo: TestInfo, days: number) => addClubDays(clubDateOf(new Date()), days + 2 * testInfo.retry)
/** Engine hours only go forward, and a first try may have logged up to 130 on the vessel: a retry counts on from 300. */
const hours = (testInfo: TestInfo, reading: number) => reading + 300 * testInfo.retry
const shots = (testInfo: TestInfo, name: string) => testInfo.outputPath(`${name}.png`)

async function staffTab(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  return page
}

async function book(staff: APIRequestContext, username: string, date: string) {
  const answer = await staff.post('/api/booking/bookings', {
    data: {
      username,
      vessel_id: vessel.id,
      tour_type: 'Half Day Afternoon',
      date,
      override_rules: true,
      guests: 2,
      guest_names: ['Ann Lee', 'Bo Diaz'],
    },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { booking_id: string; reference: string }
}

/** A tiny PNG, made here, as a captain's camera would send one. */
const damagePhoto = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#b22222' } })
    .png()
    .toBuffer()

test('a captain signs in on the dock, checks out, takes the float plan, checks in with a damage photo; staff hear an overdue outing', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, a mail round trip, and an outing left out until it is a minute past its expected return.
  test.setTimeout(300_000)
  const errors = watchForErrors(page)
  const staff = await staffTab(browser, testInfo)
  const member = accountFor(testInfo, 'docked')
  const tag = `${testInfo.project.name}${testInfo.retry}${Date.now().toString(36)}`

  // Staff put a captain on the roster, give them a sign-in, and crew one outing with them; another has no captain.
  const captain = { name: `Dock Captain ${tag}`, email: `dock-${tag}@example.com`, username: `dock.${tag}` }
  const added = await staff.request.post('/api/admin/captains', {
    data: {
      name: captain.name,
      email: captain.email,
      phone_number: '9415550177',
      licence: { number: 'USCG-7711', expires_on: addClubDays(clubDateOf(new Date()), 400) },
      vessels: [vessel.id],
    },
  })
  expect(added.status()).toBe(201)
  const captainId = ((await added.json()) as { captain_id: number }).captain_id
  // The member's phone and emergency contact, which the dock shows the captain.
  const details = await staff.request.put('/api/update/update/user/', {
    multipart: {
      username: member.username,
      phone_number: '9415550123',
      emergency_name: 'Lee Keel',
      emergency_contact: '9415550199',
      emergency_relationship: 'Spouse',
    },
  })
  expect(details.status()).toBe(200)
  const crewed = await book(staff.request, member.username, dayAhead(testInfo, 2))
  const other = await book(staff.request, member.username, dayAhead(testInfo, 3))
  const assigned = await staff.request.put(`/api/admin/bookings/${crewed.booking_id}/captain`, {
    data: { captain_id: captainId },
    headers: { 'idempotency-key': crypto.randomUUID() },
  })
  expect(assigned.status()).toBe(200)

  // The other outing leaves now, due back in a little over a minute: it will be overdue a minute after that.
  const lateOut = await staff.request.post(`/api/admin/bookings/${other.booking_id}/check-out`, {
    data: {
      engine_hours: hours(testInfo, 10),
      fuel_percent: 100,
      guests_aboard: 2,
      notes: '',
      expected_return_at: clubIsoTime(new Date(Date.now() + 65_000)),
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  })
  expect(lateOut.status()).toBe(200)

  // Give a sign-in through the Captains tab.
  await staff.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Captains' }).click()
  await staff.getByRole('button', { name: `Give a sign-in to ${captain.name}` }).click()
  const signIn = staff.getByRole('dialog', { name: `Give ${captain.name} a sign-in` })
  await signIn.getByLabel('Username').fill(captain.username)
  await signIn.getByRole('button', { name: 'Give a sign-in' }).click()
  const given = staff.getByRole('dialog', { name: 'Successfull' })
  await expect(given).toContainText(`can sign in as ${captain.username}`)
  await expect(given).toContainText(`An e-mail to ${captain.email} has gone out`)
  await given.getByRole('button', { name: 'Close' }).click()
  await staff.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Fleet Calendar' }).click()

  // The captain chooses a password from the e-mailed link and lands on their outings.
  const password = `Dock-Tide-${Date.now()}`
  const link = new URL(await resetLinkSentTo(captain.email))
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Re-enter Password').fill(password)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page).toHaveURL('/login', { timeout: 8000 })
  await logInThroughForm(page, { username: captain.username, password })
  await expect(page).toHaveURL('/crew')
  await expect(page.getByRole('heading', { name: 'Your outings' })).toBeVisible()

  // Only their own outing, with who is aboard and how to reach the member.
  const outing = page.getByRole('article').filter({ hasText: crewed.reference })
  await expect(outing).toBeVisible()
  await expect(page.getByText(other.reference)).toHaveCount(0)
  await expect(outing).toContainText('Upcoming')
  await expect(outing).toContainText('Ann Lee, Bo Diaz')
  await expect(outing.getByRole('link', { name: '(941) 555-0123' })).toHaveAttribute('href', 'tel:+19415550123')
  await expect(outing).toContainText('Lee Keel (Spouse)')
  await expect(outing.getByRole('link', { name: '(941) 555-0199' })).toHaveAttribute('href', 'tel:+19415550199')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  await page.screenshot({ path: shots(testInfo, 'crew-list-360'), fullPage: true })

  // A captain reaches nothing else.
  await page.goto('/member-portal')
  await expect(page).toHaveURL('/crew')
  await page.goto('/admin')
  await expect(page).toHaveURL('/crew')

  // Check out: the form's rules first, then the readings.
  await outing.getByRole('button', { name: 'Check out' }).click()
  const checkOut = page.getByRole('form', { name: `Check out ${vessel.label}` })
  await checkOut.getByRole('button', { name: 'Check out' }).click()
  await expect(checkOut).toContainText('Please enter the engine hours.')
  await checkOut.getByLabel('Engine hours').fill(String(hours(testInfo, 120.5)))
  await checkOut.getByLabel('Fuel %').fill('90')
  await expect(checkOut.getByLabel('Guests aboard')).toHaveValue('2')
  await expect(checkOut.getByLabel('Expected return')).not.toHaveValue('')
  await expectNoAccessibilityViolations(page)
  // The dock's signal drops the answer: the check-out reaches the club, its answer never comes back.
  const checkOutCall = '**/api/admin/bookings/*/check-out'
  await page.route(checkOutCall, async (route) => {
    await route.fetch()
    await route.abort('connectionreset')
  })
  await checkOut.getByRole('button', { name: 'Check out' }).click()
  await expect(checkOut.getByRole('alert')).toContainText('Nothing is recorded twice.')
  await page.unroute(checkOutCall)
  // Sent again with the same key, it is answered as the first was, not refused as checked out already.
  await checkOut.getByRole('button', { name: 'Try again' }).click()
  await expect(outing.getByRole('status')).toContainText('is checked out')
  await expect(outing).toContainText('Out on the water')

  // The float plan: a readable summary and a one-page PDF.
  await outing.getByRole('button', { name: 'Float plan' }).click()
  await expect(outing).toContainText('Persons aboard: 2')
  await expect(outing).toContainText(captain.name)
  const downloading = page.waitForEvent('download')
  await outing.getByRole('link', { name: 'Download the float plan (PDF)' }).click()
  const pdf = await readFile((await (await downloading).path()) ?? '')
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await writeFile(testInfo.outputPath('float-plan.pdf'), pdf)
  await expectNoAccessibilityViolations(page)
  await page.screenshot({ path: shots(testInfo, 'crew-float-plan-360'), fullPage: true })

  // Check in with damage and a photo from the camera; engine hours never go back.
  await outing.getByRole('button', { name: 'Check in' }).click()
  const checkIn = page.getByRole('form', { name: `Check in ${vessel.label}` })
  await checkIn.getByLabel('Engine hours').fill(String(hours(testInfo, 100)))
  await checkIn.getByLabel('Fuel %').fill('60')
  await checkIn.getByRole('button', { name: 'Add damage' }).click()
  await checkIn.getByLabel('Damage 1: what and where').fill('Scuffed gelcoat on the port bow')
  await checkIn
    .getByLabel('Photos (up to 5)')
    .setInputFiles({ name: 'bow.png', mimeType: 'image/png', buffer: await damagePhoto() })
  await expect(checkIn).toContainText('1 photo chosen.')
  await checkIn.getByRole('button', { name: 'Check in' }).click()
  await expect(checkIn.getByRole('alert')).toContainText(/engine hours/i)
  await checkIn.getByLabel('Engine hours').fill(String(hours(testInfo, 124.5)))
  await expectNoAccessibilityViolations(page)
  await page.screenshot({ path: shots(testInfo, 'crew-check-in-360'), fullPage: true })
  await checkIn.getByRole('button', { name: 'Check in' }).click()
  await expect(outing.getByRole('status')).toContainText('is checked in')
  await expect(outing).toContainText('Back at the dock')
  // The dropped answer and the one refusal the test asked for, engine hours going back, and nothing else.
  expect(errors).toEqual([
    'Failed to load resource: net::ERR_CONNECTION_RESET',
    'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
  ])

  // Staff: the vessel's log has the trip and the damage with its photo.
  await staff.getByRole('region', { name: 'Fleet Calendar' }).getByLabel('Go to date').fill(dayAhead(testInfo, 2))
  await staff.getByRole('region', { name: 'Fleet Calendar' }).getByRole('button', { name: 'Go', exact: true }).click()
  const backCell = staff.getByRole('gridcell', {
    name: new RegExp(`^${vessel.label}, ${clubDayLabel(dayAhead(testInfo, 2))}, afternoon: .*, back$`),
  })
  await expect(backCell).toBeVisible()
  // The booking itself shows what its captain reported.
  await backCell.click()
  const slot = staff.getByRole('dialog', { name: new RegExp(`${vessel.name}, .*, afternoon`) })
  const reported = slot.getByRole('region', { name: 'Damage reported' })
  await expect(reported).toContainText('Scuffed gelcoat on the port bow')
  await expect(reported.getByRole('img', { name: /Photo 1 of the damage/ })).toBeVisible()
  await staff.screenshot({ path: shots(testInfo, 'booking-damage-1440') })
  await slot.getByRole('button', { name: 'Close' }).first().click()
  await expect(slot).toBeHidden()
  // The other outing's day may begin the next week (Monday, when the crewed one is on a Sunday).
  await staff.getByRole('region', { name: 'Fleet Calendar' }).getByLabel('Go to date').fill(dayAhead(testInfo, 3))
  await staff.getByRole('region', { name: 'Fleet Calendar' }).getByRole('button', { name: 'Go', exact: true }).click()
  await expect(
    staff.getByRole('gridcell', {
      name: new RegExp(`^${vessel.label}, ${clubDayLabel(dayAhead(testInfo, 3))}, afternoon: .*, out$`),
    }),
  ).toBeVisible()
  // Past its service interval (the test server's vessels start at zero hours; this trip logged 124.5).
  const header = staff.getByRole('rowheader', { name: new RegExp(`^${vessel.label}`) })
  await expect(header).toContainText('Service due')
  await header.getByRole('button', { name: `Log of ${vessel.label}` }).click()
  const log = staff.getByRole('dialog', { name: `${vessel.label}: vessel log` })
  await expect(log).toContainText('Scuffed gelcoat on the port bow')
  await expect(log).toContainText(crewed.reference)
  await expect(log).toContainText(`${hours(testInfo, 124.5)} hours`)
  const photo = log.getByRole('img', { name: /Photo 1 of the damage/ })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(log).toContainText('Suggested maintenance:')
  await expectNoAccessibilityViolations(staff)
  await staff.screenshot({ path: shots(testInfo, 'vessel-log-1440') })
  await log.getByRole('button', { name: 'Block these slots' }).click()
  const blocked = staff.getByRole('dialog', { name: 'Successfull' })
  await expect(blocked).toContainText('Maintenance is blocked for')
  await staff.screenshot({ path: shots(testInfo, 'block-placed-1440') })
  await blocked.getByRole('button', { name: 'Close' }).first().click()
  await expect(blocked).toBeHidden()

  await header.getByRole('button', { name: `Log of ${vessel.label}` }).click()
  await log.getByRole('button', { name: 'Mark resolved: Scuffed gelcoat on the port bow' }).click()
  await expect(log).toContainText('Resolved')
  await log.getByLabel('Engine hours at the service').fill(String(hours(testInfo, 124.5)))
  await log.getByRole('button', { name: 'Record service' }).click()
  await expect(log.getByRole('status').filter({ hasText: 'Service recorded' })).toBeVisible()
  await expect(log).toContainText('0 hours of 100 hours')
  await log.getByRole('button', { name: 'Close' }).first().click()
  await expect(header).not.toContainText('Service due')

  // The other outing goes overdue: the open back-office tab raises the alarm, until it is back.
  const alarm = staff.getByRole('alert').filter({ hasText: 'overdue' })
  await expect(alarm).toContainText(`${vessel.label} was expected back at`, { timeout: 180_000 })
  await expect(alarm).toBeInViewport()
  await expectNoAccessibilityViolations(staff)
  await staff.screenshot({ path: shots(testInfo, 'overdue-alarm-1440') })
  const back = await staff.request.post(`/api/admin/bookings/${other.booking_id}/check-in`, {
    data: { engine_hours: hours(testInfo, 130), fuel_percent: 80, damage: [], notes: '' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  })
  expect(back.status()).toBe(200)
  await expect(alarm).toHaveCount(0)
  await staff.context().close()
})
