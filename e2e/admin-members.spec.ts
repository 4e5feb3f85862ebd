import { expect, type Page, test } from '@playwright/test'
import { clubCallPhone } from '../common/club.ts'
import { accountFor, logInThroughForm, resetLinkSentTo } from './account-helpers.ts'
import {
  expectNoAccessibilityViolations,
  expectNothingSticksOutSideways,
  pauseClock,
  watchForErrors,
} from './page-checks.ts'

/** A field by its label, whether or not the label adds '(optional)'. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`))

async function checkView(page: Page) {
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
}

test('Add Member: the four tabs, the Next rules, both modals, availability, the kept draft, and a new member who sets a password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const errors = watchForErrors(page)
  const admin = accountFor(testInfo, 'admin')
  const taken = accountFor(testInfo, 'member')
  const username = `new-${testInfo.project.name}-${Date.now()}`
  const email = `${username}@example.com`
  await page.clock.install()
  await logInThroughForm(page, admin)
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Add/Remove Members' }).click()
  await expect(page).toHaveURL('/admin?tab=members')
  await expect(page.getByRole('tablist')).toHaveCount(0)
  await page.getByRole('link', { name: 'Add Member', exact: true }).click()
  await expect(page).toHaveURL('/admin?tab=members&screen=add')

  const tabs = page.getByRole('tablist', { name: 'New member details' })
  await expect(tabs.getByRole('tab')).toHaveText(['Personal', 'Family', 'Emergency Contact', 'ACH'])
  await expect(tabs.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true')
  const next = page.getByRole('button', { name: 'Next' })
  const add = page.getByRole('button', { name: 'Add Member' })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(add).toBeDisabled()
  await checkView(page)

  // Availability: a taken username says so for 5 s; a free one stays confirmed until it changes.
  await field(page, 'Username').fill(taken.username.toUpperCase())
  await pauseClock(page)
  await page.getByRole('button', { name: 'Validate username' }).click()
  await expect(page.getByText('Username already exists')).toBeVisible()
  await page.clock.runFor(4900)
  await expect(page.getByText('Username already exists')).toBeVisible()
  await page.clock.runFor(200)
  await expect(page.getByText('Username already exists')).toHaveCount(0)
  await field(page, 'Username').fill(username)
  await page.getByRole('button', { name: 'Validate username' }).click()
  await expect(page.getByText('Username is available')).toBeVisible()

  await field(page, 'Email').fill(taken.email)
  await page.getByRole('button', { name: 'Validate email' }).click()
  await expect(page.getByText('Email already exists')).toBeVisible()
  await page.clock.runFor(5100)
  await expect(page.getByText('Email already exists')).toHaveCount(0)
  await field(page, 'Email').fill(email)
  await page.getByRole('button', { name: 'Validate email' }).click()
  await expect(page.getByText('Email is available')).toBeVisible()
  // axe waits on timers of its own: the clock runs again.
  await page.clock.resume()

  // Digits only, inline errors, and the modals when Next is pressed with a bad phone or e-mail.
  await field(page, 'Phone').fill('(941) 555-01')
  await expect(field(page, 'Phone')).toHaveValue('94155501')
  await expect(page.getByText('Phone number must be exactly 10 digits', { exact: true })).toBeVisible()
  await field(page, 'Points').fill('1,5a00')
  await expect(field(page, 'Points')).toHaveValue('1500')
  await field(page, 'First name').fill('Marina')
  await field(page, 'Last name').fill('Keel')
  await field(page, 'Membership type').selectOption('Gold')
  await field(page, 'Address 1').fill('1 Harbor Way')
  await field(page, 'City').fill('Sarasota')
  await field(page, 'State').fill('FL')
  await field(page, 'Zip').fill('34236')
  // Next looks disabled (aria-disabled) while a rule fails, yet a press still says which one.
  await next.click({ force: true })
  const numberModal = page.getByRole('dialog', { name: 'Invalid Number!' })
  await expect(numberModal).toContainText('Please enter a 10-digit mobile number.')
  await expectNoAccessibilityViolations(page)
  await numberModal.getByRole('button', { name: 'Close' }).click()
  await field(page, 'Phone').fill('9415550100')
  await field(page, 'Email').fill('marina@')
  await expect(page.getByText('Invalid email format')).toBeVisible()
  await next.click({ force: true })
  const emailModal = page.getByRole('dialog', { name: 'Invalid Email!' })
  await expect(emailModal).toContainText('Please enter a valid email address.')
  await emailModal.getByRole('button', { name: 'Close' }).click()
  await field(page, 'Email').fill(email)
  // A changed e-mail must be validated again.
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('button', { name: 'Validate email' }).click()
  await expect(next).not.toHaveAttribute('aria-disabled')

  // The draft is kept in user-form-storage (never a password) and restored when the screen opens again. A reload
  // runs the session check, which clears it (portal-and-admin.md §3).
  const stored = await page.evaluate(() => localStorage.getItem('user-form-storage'))
  expect(stored).toContain(username)
  expect(stored).not.toContain('password')
  await page.getByRole('link', { name: 'Remove Member', exact: true }).click()
  await page.getByRole('link', { name: 'Add Member', exact: true }).click()
  await expect(field(page, 'Username')).toHaveValue(username)
  await expect(page.getByText('Username is available')).toBeVisible()

  await next.click()
  await expect(tabs.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true')
  await field(page, 'Number of children').selectOption('1')
  await field(page, 'Child 1 name').fill('Ann')
  await field(page, 'Child 1 date of birth').fill('2015-04-01')
  await checkView(page)
  await next.click()
  await expect(tabs.getByRole('tab', { name: 'Emergency Contact' })).toHaveAttribute('aria-selected', 'true')
  await field(page, 'Emergency contact name').fill('Lee Keel')
  await field(page, 'Emergency contact phone').fill('94155')
  await expect(page.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await expect(add).toBeDisabled()
  await field(page, 'Emergency contact phone').fill('9415550103')
  await field(page, 'Relationship').fill('Brother')
  await expect(add).toBeEnabled()
  await checkView(page)
  await next.click()
  await field(page, 'Routing number').fill('02100-002')
  await expect(page.getByText('Routing number must be exactly 9 digits.')).toBeVisible()
  await field(page, 'Routing number').fill('021000021')
  await field(page, 'Account number').fill('987654321012')
  await field(page, 'Account type').selectOption('Checking')
  await checkView(page)

  // A file that is not a picture is refused at once.
  await field(page, 'Picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(page.getByText('Please choose a PNG or JPEG image.')).toBeVisible()

  await page.screenshot({ path: testInfo.outputPath('add-member.png'), fullPage: true })
  // The real request is held a moment, so the button's sending state can be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/create-member/add-member/', async (route) => {
    await held
    await route.continue()
  })
  await add.click()
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  release()
  const success = page.getByRole('dialog', { name: 'Successfull' })
  await expect(success).toContainText('Member added successfully!')
  await success.getByRole('button', { name: 'Close' }).click()
  await expect(tabs.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true')
  await expect(field(page, 'Username')).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('user-form-storage'))).toBeNull()
  expect(errors).toEqual([])

  // The new member sets a password through the link in their welcome e-mail, then logs in.
  await page.context().clearCookies()
  const link = new URL(await resetLinkSentTo(email))
  await page.goto(`${link.pathname}${link.search}`)
  const password = 'Fresh-Canvas-7!'
  await page.getByLabel('New Password').fill(password)
  await page.getByLabel('Re-enter Password').fill(password)
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Password Changed Successfully')).toBeVisible()
  await logInThroughForm(page, { username, password })
  await expect(page).toHaveURL('/member-portal')
})

test('Remove Member: empty name, removal ends logins, reactivation restores them', async ({
  page,
  browser,
}, testInfo) => {
  const admin = accountFor(testInfo, 'admin')
  const removable = accountFor(testInfo, 'removable')
  await logInThroughForm(page, admin)
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=members&screen=remove')
  const remove = page.getByRole('button', { name: 'Remove Member' })
  await remove.click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a username.')
  await checkView(page)

  await field(page, 'Username').fill('nobody-at-all')
  await remove.click()
  await expect(page.getByRole('alert')).toHaveText('No member has that username.')

  await field(page, 'Username').fill(removable.username)
  await remove.click()
  await expect(page.getByRole('status')).toHaveText(`${removable.username} has been removed. Their history is kept.`)
  await checkView(page)

  const other = await browser.newPage()
  await logInThroughForm(other, removable)
  await expect(other).toHaveURL('/login')
  const refusal = other.getByRole('alert').filter({ hasText: 'This membership is no longer active.' })
  await expect(refusal).toHaveText(
    `This membership is no longer active. Please contact the club at ${clubCallPhone.display}.`,
  )
  await expect(refusal.getByRole('link', { name: clubCallPhone.display })).toHaveAttribute(
    'href',
    `tel:${clubCallPhone.e164}`,
  )

  await page.getByRole('button', { name: `Reactivate ${removable.username}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${removable.username} is active again and can log in.`)
  await logInThroughForm(other, removable)
  await expect(other).toHaveURL('/member-portal')
  await other.close()
})

test('Add Member: a username taken after its check is refused by the server, and nothing typed is lost', async ({
  page,
}, testInfo) => {
  const username = `late-${testInfo.project.name}-${Date.now()}`
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.goto('/admin?tab=members&screen=add')
  await field(page, 'Username').fill(username)
  await page.getByRole('button', { name: 'Validate username' }).click()
  await expect(page.getByText('Username is available')).toBeVisible()
  await field(page, 'Email').fill(`${username}@example.com`)
  await page.getByRole('button', { name: 'Validate email' }).click()
  await expect(page.getByText('Email is available')).toBeVisible()
  for (const [label, value] of [
    ['First name', 'Late'],
    ['Last name', 'Comer'],
    ['Phone', '9415550111'],
    ['Address 1', '2 Harbor Way'],
    ['City', 'Sarasota'],
    ['State', 'FL'],
    ['Zip', '34236'],
  ] as const)
    await field(page, label).fill(value)
  await field(page, 'Membership type').selectOption('Silver')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await field(page, 'Emergency contact name').fill('Lee Comer')
  await field(page, 'Emergency contact phone').fill('9415550112')
  await field(page, 'Relationship').fill('Sister')

  // Another member of staff adds the same username first.
  const first = await page.request.post('/api/create-member/add-member/', {
    multipart: {
      username,
      first_name: 'First',
      last_name: 'Comer',
      phone_number: '9415550113',
      email_id: `first-${username}@example.com`,
      membership_type: 'Silver',
      member_address1: '3 Harbor Way',
      member_city: 'Sarasota',
      member_state: 'FL',
      member_zip: '34236',
      emergency_name: 'Pat Comer',
      emergency_contact: '9415550114',
      emergency_relationship: 'Friend',
    },
  })
  expect(first.status()).toBe(201)

  await page.getByRole('button', { name: 'Add Member' }).click()
  const failed = page.getByRole('alertdialog', { name: 'Failed' })
  await expect(failed).toContainText('That username is already taken.')
  await failed.getByRole('button', { name: 'Close' }).click()
  const tabs = page.getByRole('tablist', { name: 'New member details' })
  await expect(tabs.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Username is available')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeDisabled()
  await expect(field(page, 'First name')).toHaveValue('Late')
  await expect(field(page, 'Email')).toHaveValue(`${username}@example.com`)
  await field(page, 'Username').fill(`${username}-2`)
  await page.getByRole('button', { name: 'Validate username' }).click()
  await expect(page.getByText('Username is available')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Member' })).toBeEnabled()
})
