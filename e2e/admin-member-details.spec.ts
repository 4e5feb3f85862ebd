import { expect, type Page, test } from '@playwright/test'
import { addClubYears, clubDateLabel } from '../common/club-time.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { pickMember } from './member-picker.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, pauseClock } from './page-checks.ts'

// The tests edit one member: one at a time.
test.describe.configure({ mode: 'default' })

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function openTool(page: Page) {
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Update User Details' }).click()
  await expect(page).toHaveURL('/admin?tab=details')
  return page.getByRole('region', { name: 'Update User Details' })
}

async function loadMember(page: Page, username: string) {
  const tool = page.getByRole('region', { name: 'Update User Details' })
  await pickMember(tool, username)
  await tool.getByRole('button', { name: 'Submit' }).click()
  const form = tool.getByRole('form', { name: `Edit ${username}’s details` })
  await expect(form).toBeVisible()
  return { tool, form }
}

/** The club's date `years` ago, as a date input takes it. */
function yearsAgo(years: number): string {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/New_York' }))
  const date = new Date(now.getFullYear() - years, now.getMonth(), Math.min(now.getDate(), 28))
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

test('loads a member’s summary, and says what went wrong for 5 s, clearing the member', async ({ page }, testInfo) => {
  const member = accountFor(testInfo, 'detailed')
  await page.clock.install()
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  const tool = await openTool(page)
  const alert = tool.getByRole('alert').first()

  await expect(tool.getByLabel('Member')).toHaveAttribute('placeholder', 'Select member by username')
  await pauseClock(page)
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(alert).toHaveText('Please select a user')
  await page.clock.runFor(4900)
  await expect(alert).toHaveText('Please select a user')
  await page.clock.runFor(100)
  await expect(alert).toHaveText('')

  const { form } = await loadMember(page, member.username)
  const summary = tool.getByRole('definition')
  await expect(summary.nth(0)).toHaveText(/^MYC-\d{5}$/)
  await expect(summary.nth(1)).toHaveText(`${member.firstName} ${member.lastName}`)
  await expect(summary.nth(2)).toHaveText(member.email)
  await expect(form.getByLabel('First name')).toHaveValue(member.firstName)
  await expect(form.getByLabel('Membership type')).toHaveValue(member.tier)
  await expectNothingSticksOutSideways(page)
  // Axe waits on the page's own timers, so the clock runs while it looks.
  await page.clock.resume()
  await expectNoAccessibilityViolations(page)
  await pauseClock(page)

  // The member has gone meanwhile (another admin removed them): the load fails, the member is cleared.
  await page.route('**/api/admin/member-details/**', (route) =>
    route.fulfill({ status: 404, json: { detail: 'No member has that username.' } }),
  )
  await tool.getByRole('button', { name: 'Submit' }).click()
  await expect(alert).toHaveText('User not found!')
  await expect(form).toBeHidden()
  await expect(tool.getByText('Member ID')).toBeHidden()
  await page.clock.runFor(4900)
  await expect(alert).toHaveText('User not found!')
  await page.clock.runFor(100)
  await expect(alert).toHaveText('')
})

test('says when the usernames cannot be loaded: refused, or the network failed', async ({ page }, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  await page.route('**/api/admin/members?*', (route) => route.fulfill({ status: 403, json: { detail: 'No' } }))
  const tool = await openTool(page)
  await expect(tool.getByRole('alert').first()).toHaveText('Could not load users')
  await expect(tool.getByLabel('Member')).toBeDisabled()

  await page.unroute('**/api/admin/members?*')
  await page.route('**/api/admin/members?*', (route) => route.abort('internetdisconnected'))
  await page.reload()
  // A lost connection is tried twice more before the tool gives up.
  await expect(tool.getByRole('alert').first()).toHaveText('Failed to load users', { timeout: 15_000 })
})

test('edits and saves: field errors as the server’s, ✓ Saved for 4 s then the member reloads; failure 4 s; Cancel', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'detailed')
  const newFirst = `Dana${testInfo.retry || ''}`
  await page.clock.install()
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await openTool(page)
  const { tool, form } = await loadMember(page, member.username)
  const name = tool.getByRole('definition').nth(1)

  await form.getByLabel('Phone', { exact: true }).fill('941-555-01')
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('94155501')
  await form.getByLabel('Zip').fill('#1')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await expect(form.getByText('Please enter a valid ZIP or postal code.')).toBeVisible()
  await expectNoAccessibilityViolations(page)

  await form.getByLabel('First name').fill(newFirst)
  await form.getByLabel('Phone', { exact: true }).fill('9415550123')
  await form.getByLabel('Membership type').selectOption('Platinum')
  await form.getByLabel('Address 1').fill('12 Harbour Walk')
  await form.getByLabel('City').fill('Sarasota')
  await form.getByLabel('State').fill('FL')
  await form.getByLabel('Zip').fill('34236')
  await form.getByLabel('Driver’s License').fill('D123-456')
  await form.getByLabel('Company').fill('Bayfront Charts')
  await form.getByLabel('Profile picture (optional)').setInputFiles({
    name: 'dana.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  })
  await expect(
    form.getByRole('img', { name: `Preview of ${member.firstName} ${member.lastName}’s new profile picture` }),
  ).toBeVisible()

  await pauseClock(page)
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('✓ Saved')
  await expect(name).toHaveText(`${member.firstName} ${member.lastName}`)
  await page.clock.runFor(3900)
  await expect(form.getByRole('status')).toHaveText('✓ Saved')
  await page.clock.runFor(100)
  await expect(form.getByRole('status')).toHaveText('')
  // Reloaded: the summary, the stored picture, and an empty file chooser.
  await expect(name).toHaveText(`${newFirst} ${member.lastName}`)
  await expect(tool.getByRole('definition').nth(3)).toHaveText('(941) 555-0123')
  await expect(form.getByRole('img', { name: `${newFirst} ${member.lastName}’s profile picture` })).toBeVisible()
  await expect(form.getByLabel('Profile picture (optional)')).toHaveValue('')
  await expect(form.getByLabel('Membership type')).toHaveValue('Platinum')
  await expectNothingSticksOutSideways(page)

  // A failed save says so for 4 s.
  await page.route('**/api/update/update/user/', (route) => route.fulfill({ status: 500, json: { detail: 'Down' } }))
  await form.getByLabel('City').fill('Venice')
  await form.getByRole('button', { name: 'Save' }).click()
  const failed = form.getByRole('alert').last()
  await expect(failed).toHaveText('Failed to update member.')
  await page.clock.runFor(3900)
  await expect(failed).toHaveText('Failed to update member.')
  await page.clock.runFor(100)
  await expect(failed).toHaveText('')
  await page.unroute('**/api/update/update/user/')

  // A wrong file is refused at once; Cancel puts the fields back and clears the file and the messages.
  await form
    .getByLabel('Profile picture (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(form.getByText('Please choose a PNG or JPEG image.')).toBeVisible()
  await form.getByLabel('Profile picture (optional)').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(1024 * 1024 + 1),
  })
  await expect(form.getByText('The picture must be under 1 MB.')).toBeVisible()
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('')
  await form.getByLabel('Phone', { exact: true }).fill('12')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeVisible()
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form.getByLabel('City')).toHaveValue('Sarasota')
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('9415550123')
  await expect(form.getByLabel('Profile picture (optional)')).toHaveValue('')
  await expect(form.getByText('The picture must be under 1 MB.')).toBeHidden()
  await expect(form.getByText('Phone number must be exactly 10 digits.')).toBeHidden()
})

test('renews the membership year by hand: not offered in the first year, granted once, then not offered until due', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'detailed')
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await openTool(page)
  const { tool, form } = await loadMember(page, member.username)
  const renew = tool.getByRole('button', { name: 'Renew membership year' })
  const nextYear = clubDateLabel(addClubYears(yearsAgo(0), 1))

  await form.getByLabel('Membership start date').fill(yearsAgo(0))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('✓ Saved')
  await expect(
    tool.getByText(`In their first membership year: the first renewal falls due on ${nextYear}.`),
  ).toBeVisible()
  await expect(renew).toHaveCount(0)
  await expect(tool.getByText(`Member since ${clubDateLabel(yearsAgo(0))};`)).toBeVisible()

  await form.getByLabel('Membership start date').fill(yearsAgo(2))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('✓ Saved')
  await renew.click()
  const outcome = tool.getByRole('status').last()
  await expect(outcome).toContainText(
    /^Membership year from \w+ \d{1,2}, \d{4} started: [\d,]+ annual points; [\d,]+ unused points lapsed\. Balance now [\d,]+\.$/,
  )
  await expect(tool.getByText(/Mariner Points now\./)).toContainText(
    (await outcome.textContent())?.match(/Balance now ([\d,]+)/)?.[1] ?? 'never',
  )
  await expect(renew).toHaveCount(0)
  await expect(
    tool.getByText(`This membership year’s points have been granted; the next renewal falls due on ${nextYear}.`),
  ).toBeVisible()
  await expectNoAccessibilityViolations(page)
})

test('staff change a member’s e-mail address and emergency contact; an address another account holds is refused', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'emailed')
  const holder = accountFor(testInfo, 'member')
  const newEmail = `${member.username}.${Date.now()}@example.org`
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await openTool(page)
  const { tool, form } = await loadMember(page, member.username)
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(member.email)
  await expect(form.getByLabel('Driver’s License')).toBeVisible()
  const contact = form.getByRole('group', { name: 'Emergency contact' })

  // Taken whatever its case: the server's 409 names the field, and nothing is saved.
  await form.getByLabel('Email', { exact: true }).fill(holder.email.toUpperCase())
  await contact.getByLabel('Emergency contact name').fill('Robin Stern')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('That e-mail address is already in use.', { exact: true })).toBeVisible()
  await expect(form.getByRole('alert').last()).toHaveText(
    'Failed to update member. That e-mail address is already in use.',
  )
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoAccessibilityViolations(page)

  await form.getByLabel('Email', { exact: true }).fill('not an address')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()

  await form.getByLabel('Email', { exact: true }).fill(newEmail)
  await contact.getByLabel('Emergency contact phone').fill('+1 941-555-0155')
  await expect(contact.getByLabel('Emergency contact phone')).toHaveValue('9415550155')
  await contact.getByLabel('Relationship').fill('Spouse')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('✓ Saved')
  // Reloaded after '✓ Saved': the summary and the fields show what is stored.
  await expect(tool.getByRole('definition').nth(2)).toHaveText(newEmail, { timeout: 8000 })
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(newEmail)
  await expect(contact.getByLabel('Emergency contact name')).toHaveValue('Robin Stern')
  await expect(contact.getByLabel('Emergency contact phone')).toHaveValue('9415550155')
  await expect(contact.getByLabel('Relationship')).toHaveValue('Spouse')
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
})
