import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { addClubDays, clubDateOf } from '../common/club-time.ts'
import { formatPhone } from '../common/phone.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

// Several tests book and read the portal member's ledger: one at a time, so each sees only its own rows.
test.describe.configure({ mode: 'default' })

/** Each project's portal member books its own vessel, so the two never meet. */
const vesselFor = (project: string) => (project === 'desktop' ? 'thirsttrap' : 'giddyup')

/** Logs in and waits for the portal, so the session cookie is set before the test calls the API itself. */
async function signIn(page: Page, account: Parameters<typeof logInThroughForm>[1]) {
  await logInThroughForm(page, account)
  await expect(page).toHaveURL('/member-portal')
}

async function openTab(page: Page, name: 'Dashboard' | 'Update Details' | 'Booking History') {
  await page.getByRole('navigation', { name: 'Member portal' }).getByRole('link', { name }).click()
}

test('the dashboard shows the member, their tier, points, information and links', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  // The plain member account: no picture, no points, no phone.
  const member = accountFor(testInfo, 'member')
  await signIn(page, member)
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${member.firstName}` })).toBeVisible()
  await expect(page.getByText('Gold Member')).toBeVisible()
  await expect(page.getByRole('img', { name: /no profile picture/ })).toBeVisible()
  await expect(page.getByRole('paragraph').filter({ hasText: 'Mariner Points' })).toContainText('0')
  const information = page.getByRole('region', { name: 'Member Information' })
  await expect(information).toContainText(member.email)
  await expect(information).toContainText('PhoneN/A')
  const links = page.getByRole('navigation', { name: 'Member portal' })
  await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  for (const document of ['Provisioning Menu', 'User Manual']) {
    await expect(links.getByRole('link', { name: new RegExp(document) })).toHaveAttribute('target', '_blank')
  }
  await expect(page.getByRole('heading', { name: 'Book an outing' })).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})

test('Update Details checks the fields, saves, and returns to the dashboard; the tab survives a reload', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'portal')
  await signIn(page, member)
  await openTab(page, 'Update Details')
  await expect(page).toHaveURL('/member-portal?tab=updateDetails')
  await page.reload()
  const form = page.getByRole('form', { name: 'Update Details' })
  await expect(form).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await form.getByLabel('Phone Number').fill('94155')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeVisible()

  const phone = testInfo.project.name === 'desktop' ? '9415550111' : '9415550122'
  await form.getByLabel('Phone Number').fill(phone)
  await form.getByLabel('City').fill('Sarasota')
  await form.getByLabel('State').fill('FL')
  await form.getByLabel('ZIP Code').fill('34236')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/member-portal')
  const information = page.getByRole('region', { name: 'Member Information' })
  await expect(information).toContainText(formatPhone(phone))
  await expect(information).toContainText('Sarasota, FL 34236')
})

test('a new picture shows at once after saving; a file that is not a picture says so', async ({ page }, testInfo) => {
  // An account no other portal test saves details for, so no save of theirs can cross this one.
  const member = accountFor(testInfo, 'booker')
  await signIn(page, member)
  await openTab(page, 'Update Details')
  const form = page.getByRole('form', { name: 'Update Details' })
  const picture = form.getByLabel(/Profile picture/)

  await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(form.getByText('Please choose a PNG or JPEG image.')).toBeVisible()
  // Named and typed as a PNG, but not one: only the server, judging by content, can tell.
  await picture.setInputFiles({ name: 'boat.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Please choose a PNG or JPEG image.' })).toBeVisible()

  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c39a45' } })
    .png()
    .toBuffer()
  await picture.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png })
  await expect(form.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/member-portal')
  const shown = page.getByRole('img', { name: `${member.firstName} ${member.lastName}’s profile picture` })
  await expect(shown).toHaveAttribute('src', /\/api\/members\/\d+\/picture\?v=/)
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test('Booking History: the latest rows, the full ledger, rows that open, and the empty state', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'portal')
  await signIn(page, member)
  const date = addClubDays(clubDateOf(new Date()), 25 + testInfo.retry)
  const booked = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: vesselFor(testInfo.project.name), tour_type: 'Sunset', date },
  })
  expect(booked.status()).toBe(201)

  await openTab(page, 'Booking History')
  const history = page.getByRole('region', { name: 'Booking History' })
  const row = history.getByRole('button', { name: /Sunset|Thirst Trap|Giddy Up/ }).first()
  await expect(row).toBeVisible()
  await expect(row).toContainText('Booked')
  await expect(row).toContainText(/−\d/)
  await row.press('Enter')
  await expect(row).toHaveAttribute('aria-expanded', 'true')
  await expect(history.getByText('Tour duration')).toBeVisible()
  await expect(history.getByText('3 hours')).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await history.getByRole('button', { name: 'View Full Ledger' }).click()
  await expect(history.getByRole('term').filter({ hasText: 'Balance before these entries' })).toBeVisible()
  await expect(history.getByRole('term').filter({ hasText: 'Usable points' })).toBeVisible()
  await history.getByRole('button', { name: 'View Less' }).click()
  await expect(history.getByRole('term')).toHaveCount(0)

  await page.request.post(`/api/booking/bookings/${(await booked.json()).booking_id}/cancel`, { data: {} })
})

test('a member with nothing on the ledger sees the empty state; a lost connection shows the error', async ({
  page,
}, testInfo) => {
  await signIn(page, accountFor(testInfo, 'member'))
  await openTab(page, 'Booking History')
  const history = page.getByRole('region', { name: 'Booking History' })
  await expect(history.getByText('No Bookings Found')).toBeVisible()
  await expect(history.getByText("You haven't made any bookings yet...")).toBeVisible()

  await page.route('**/api/booking/membership/**', (route) => route.abort('internetdisconnected'))
  await history.getByRole('button', { name: 'View Full Ledger' }).click()
  await expect(history.getByRole('alert')).toContainText('Unable to Load Bookings')
  await expect(history.getByRole('alert')).toContainText('Something went wrong')
  await page.unroute('**/api/booking/membership/**')
  await history.getByRole('button', { name: 'Try again' }).click()
  await expect(history.getByRole('term').filter({ hasText: 'Balance before these entries' })).toBeVisible()
  await expect(history.getByRole('alert')).toBeHidden()
})

test('a booking made in another tab reaches an open Booking History at once', async ({ page, context }, testInfo) => {
  const member = accountFor(testInfo, 'portal')
  await signIn(page, member)
  await openTab(page, 'Booking History')
  const history = page.getByRole('region', { name: 'Booking History' })
  await expect(history).toBeVisible()

  const other = await context.newPage()
  await other.goto('/member-portal')
  const answer = await other.request.post('/api/booking/bookings', {
    data: {
      vessel_id: vesselFor(testInfo.project.name),
      tour_type: 'Half Day Morning',
      date: addClubDays(clubDateOf(new Date()), 27 + testInfo.retry),
    },
  })
  expect(answer.status()).toBe(201)
  const { points_cost: pointsCost, current_points: balance, booking_id: bookingId } = await answer.json()

  const toast = page.getByRole('alert').filter({ hasText: 'Booking successful!' })
  await expect(toast).toContainText(`Points used: ${pointsCost}`)
  await expect(toast).toContainText(`Remaining balance: ${balance.toLocaleString('en-US')}`)
  await expect(history.getByRole('button').filter({ hasText: 'Booked' }).first()).toContainText(`−${pointsCost}`)
  await expect(page.getByRole('paragraph').filter({ hasText: 'Mariner Points' })).toContainText(
    balance.toLocaleString('en-US'),
  )
  await other.request.post(`/api/booking/bookings/${bookingId}/cancel`, { data: {} })
})

test('a 401 from any portal call signs the browser out to /login', async ({ page }, testInfo) => {
  await signIn(page, accountFor(testInfo, 'portal'))
  await expect(page.getByRole('heading', { name: 'Book an outing' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The session lives on (so the live socket stays open), but the browser no longer sends its cookie.
  await page.context().clearCookies()
  await openTab(page, 'Booking History')
  await expect(page).toHaveURL('/login')
})

test('an open portal whose session has ended elsewhere goes to /login by itself', async ({ page }, testInfo) => {
  await signIn(page, accountFor(testInfo, 'portal'))
  await expect(page.getByRole('heading', { name: 'Book an outing' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Ended on the server only: this tab makes no call and its stored session is untouched; its live socket hears of it.
  await page.request.post('/api/validate-user/logout/')
  await expect(page).toHaveURL('/login')
})
