import { expect, type Page, test } from '@playwright/test'
import { addClubDays, clubDateLabel, clubDateOf, clubInstant } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

// The tests change their members' details and bookings: one at a time.
test.describe.configure({ mode: 'default' })

async function signIn(page: Page, account: Parameters<typeof logInThroughForm>[1]) {
  await logInThroughForm(page, account)
  await expect(page).toHaveURL('/member-portal')
}

async function openUpdateDetails(page: Page) {
  await page.getByRole('navigation', { name: 'Member portal' }).getByRole('link', { name: 'Update Details' }).click()
  await expect(page).toHaveURL('/member-portal?tab=updateDetails')
}

test('a member changes their password: the old one stops working, the new one works, other browsers are signed out', async ({
  page,
  browser,
}, testInfo) => {
  // Five logins at the production hash cost.
  test.slow()
  const member = accountFor(testInfo, 'password')
  const newPassword = `Harbor-Light-${testInfo.project.name}-${Date.now()}`

  const elsewhere = await browser.newContext()
  const otherPage = await elsewhere.newPage()
  await signIn(otherPage, member)
  await expect(otherPage.getByRole('heading', { name: 'Book an outing' })).toBeVisible()

  await signIn(page, member)
  await openUpdateDetails(page)
  const section = page.getByRole('region', { name: 'Change Password' })
  const form = section.getByRole('form', { name: 'Change Password' })
  await expect(form).toBeVisible()
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  // The browser checks what it can, with the reset form's words.
  await form.getByLabel('New Password', { exact: true }).fill('short')
  await form.getByLabel('Confirm New Password').fill('shorter')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByText('Please enter your current password.')).toBeVisible()
  await expect(form.getByText('Password must be at least 10 characters long.')).toBeVisible()
  await expect(form.getByText('Please make sure your passwords match!')).toBeVisible()

  // A wrong current password is the server's answer, on that field.
  await form.getByLabel('Current Password').fill('Not-My-Password-1')
  await form.getByLabel('New Password', { exact: true }).fill(newPassword)
  await form.getByLabel('Confirm New Password').fill(newPassword)
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByText('Your current password is not correct.')).toBeVisible()
  await expect(form.getByLabel('Current Password')).toBeFocused()
  await expectNoAccessibilityViolations(page)

  await form.getByLabel('Current Password').fill(member.password)
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Every other device has been signed out.',
  )
  await expect(form.getByLabel('Current Password')).toHaveValue('')
  await expect(form.getByText('Your current password is not correct.')).toBeHidden()
  await expectNoAccessibilityViolations(page)

  // The other browser's open portal hears its session has ended; this one stays signed in.
  await expect(otherPage).toHaveURL('/login')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${member.firstName}` })).toBeVisible()
  await elsewhere.close()

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
  await logInThroughForm(page, member)
  await expect(page.locator('#login-error')).toHaveText('Invalid credentials')
  await logInThroughForm(page, { username: member.username, password: newPassword })
  await expect(page).toHaveURL('/member-portal')
})

test('a member keeps their emergency contact current, a written-out number as its digits, shown in their information', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'contact')
  const relationship = testInfo.project.name === 'desktop' ? 'Sister' : 'Brother'
  await signIn(page, member)
  await openUpdateDetails(page)
  const form = page.getByRole('form', { name: 'Update Details' })
  const contact = form.getByRole('group', { name: 'Emergency Contact' })

  await contact.getByLabel('Contact Name').fill('Morgan Keel')
  await contact.getByLabel('Contact Phone').fill('94155')
  await contact.getByLabel('Relationship').fill(relationship)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(contact.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await expectNoAccessibilityViolations(page)

  await contact.getByLabel('Contact Phone').fill('+1 (941) 555-0166')
  await expect(contact.getByLabel('Contact Phone')).toHaveValue('9415550166')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL('/member-portal')

  const information = page.getByRole('region', { name: 'Member Information' })
  await expect(information).toContainText('Morgan Keel')
  await expect(information).toContainText(/941\D{0,2}555\D?0166/)
  await expect(information).toContainText(relationship)

  await openUpdateDetails(page)
  await expect(contact.getByLabel('Contact Name')).toHaveValue('Morgan Keel')
  await expect(contact.getByLabel('Contact Phone')).toHaveValue('9415550166')
  await expect(contact.getByLabel('Relationship')).toHaveValue(relationship)
})

test('the portal writes dates in words: since when the member belongs to the club', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'contact')
  await signIn(page, member)
  // The end-to-end accounts start their membership on the day the server made them.
  await expect(page.getByText(`Member since ${clubDateLabel(clubDateOf(new Date()))}`)).toBeVisible()
  for (const tab of ['Dashboard', 'Update Details', 'Booking History']) {
    await page.getByRole('navigation', { name: 'Member portal' }).getByRole('link', { name: tab }).click()
    await expect(page.getByRole('main')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/)
  }
})

test('cancelling within 48 hours asks the member to call the club, and gives the number to dial', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'contact')
  await signIn(page, member)
  const date = addClubDays(clubDateOf(new Date()), 33 + testInfo.retry)
  const vessel = testInfo.project.name === 'desktop' ? 'memorymaker' : 'kaifin'
  const booked = await page.request.post('/api/booking/bookings', {
    data: { vessel_id: vessel, tour_type: 'Half Day Morning', date },
  })
  expect(booked.status()).toBe(201)

  // The browser's clock a day before the outing: inside the 48 hours in which points are not refunded.
  await page.clock.setFixedTime(new Date(clubInstant(date, 8, 30).getTime() - 24 * 60 * 60 * 1000))
  await page.reload()
  const booking = page.getByRole('article', { name: /Half Day Morning aboard/ })
  await booking.getByRole('button', { name: /^Cancel/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await expect(dialog).toContainText('Please call the club at (941) 555-0187 if something has come up.')
  await expect(dialog.getByRole('link', { name: '(941) 555-0187' })).toHaveAttribute('href', 'tel:+19415550187')
  await expectNoAccessibilityViolations(page)
  await dialog.getByRole('button', { name: 'Keep booking' }).click()

  await page.request.post(`/api/booking/bookings/${(await booked.json()).booking_id}/cancel`, { data: {} })
})
