import { accountFor, logInThroughForm, resetLinkSentTo } from './account-helpers.ts'
import { expect, test } from './visitor-client.ts'
import { expectNoAccessibilityViolations, watchForErrors } from './page-checks.ts'

test('a member logs in and lands on the member portal, with nothing secret kept in the browser', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'member')
  const errors = watchForErrors(page)
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Welcome to Mariner Yacht Club' })).toBeVisible()
  await expect(page.getByText('Please log in to continue')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot_password')
  await expectNoAccessibilityViolations(page)

  await logInThroughForm(page, { username: member.username.toUpperCase(), password: member.password })
  await expect(page).toHaveURL('/member-portal')
  await expect(page.getByRole('heading', { name: `Hello, ${member.firstName}` })).toBeVisible()
  await expect(page.getByText('Gold Member')).toBeVisible()
  await expectNoAccessibilityViolations(page)

  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '{}')
  expect(stored.state).toMatchObject({ isLoggedIn: true, user_type: 'user', user: { username: member.username } })
  expect(JSON.stringify(stored)).not.toMatch(/password|token|argon/i)
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'myc_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(errors).toEqual([])
})

test('an administrator logs in and lands on Admin Services', async ({ page }, testInfo) => {
  const admin = accountFor(testInfo, 'admin')
  await logInThroughForm(page, admin)
  await expect(page).toHaveURL('/admin?tab=fleet')
  await expect(page.getByRole('heading', { name: 'Admin Services' })).toBeVisible()
  await expect(page.getByText(`Signed in as ${admin.firstName} ${admin.lastName} · Administrator`)).toBeVisible()
  await expectNoAccessibilityViolations(page)
})

test('a wrong password shows the server’s answer and keeps the visitor on the login page', async ({
  page,
}, testInfo) => {
  const member = accountFor(testInfo, 'member')
  await logInThroughForm(page, { username: member.username, password: 'Not-My-Password-1' })
  await expect(page.locator('#login-error')).toHaveText('Invalid credentials')
  await expect(page).toHaveURL('/login')
  await logInThroughForm(page, { username: 'nobody-at-all', password: 'Not-My-Password-1' })
  await expect(page.locator('#login-error')).toHaveText('Invalid credentials')
})

test.describe('the route guard', () => {
  test('sends a visitor who is not logged in to /login from both private pages', async ({ page }) => {
    for (const path of ['/member-portal', '/admin']) {
      await page.goto(path)
      await expect(page).toHaveURL('/login')
    }
  })

  test('sends a member who opens /admin to /membership', async ({ page }, testInfo) => {
    await logInThroughForm(page, accountFor(testInfo, 'member'))
    await expect(page).toHaveURL('/member-portal')
    await page.goto('/admin')
    await expect(page).toHaveURL('/membership')
  })

  test('sends an administrator who opens /member-portal to /login', async ({ page }, testInfo) => {
    await logInThroughForm(page, accountFor(testInfo, 'admin'))
    await expect(page).toHaveURL('/admin?tab=fleet')
    await page.goto('/member-portal')
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('link', { name: 'Admin Services' }).first()).toBeVisible()
  })

  test('logs the browser out when the server no longer knows its session', async ({ page }, testInfo) => {
    await logInThroughForm(page, accountFor(testInfo, 'member'))
    await expect(page).toHaveURL('/member-portal')
    await page.context().clearCookies()
    await page.goto('/member-portal')
    await expect(page).toHaveURL('/login')
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('auth-storage'))) ?? '{}')
    expect(stored.state?.isLoggedIn).toBe(false)
  })
})

test('logging out ends the session on the server and returns to /login after half a second', async ({
  page,
}, testInfo) => {
  await logInThroughForm(page, accountFor(testInfo, 'member'))
  await expect(page).toHaveURL('/member-portal')
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'myc_session')

  // Timed inside the page (the click, then the first change of address), so a slow test runner cannot skew it.
  await page.evaluate(() => {
    const times = { clickedAt: 0, leftAt: 0 }
    Object.assign(window, { logoutTimes: times })
    document.addEventListener('click', () => (times.clickedAt = performance.now()), { capture: true, once: true })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        times.leftAt ||= performance.now()
        original(...args)
      }
    }
  })
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
  const { clickedAt, leftAt } = await page.evaluate(
    () => (window as unknown as { logoutTimes: { clickedAt: number; leftAt: number } }).logoutTimes,
  )
  expect(clickedAt).toBeGreaterThan(0)
  expect(leftAt - clickedAt).toBeGreaterThanOrEqual(500)

  const reuse = await page.request.get('/api/validate-user/current-user/', {
    headers: { cookie: `myc_session=${cookie?.value}` },
  })
  expect(reuse.status()).toBe(401)
  await page.goto('/member-portal')
  await expect(page).toHaveURL('/login')
})

test.describe('forgot and reset password', () => {
  test('the e-mailed link sets a new password that then logs in', async ({ page }, testInfo) => {
    // Three logins at the production hash cost, a mail round trip and two page loads: about 17 s on an idle machine.
    test.slow()
    const account = accountFor(testInfo, 'reset')
    const newPassword = `Fresh-Tide-${Date.now()}`
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot Password?' }).click()
    await expect(page).toHaveURL('/forgot_password')
    await expectNoAccessibilityViolations(page)
    const send = page.getByRole('button', { name: 'Send Reset Link' })
    await expect(send).toBeDisabled()
    await page.getByLabel('Email').fill(account.email)
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: /./ })).toContainText(
      'Reset link sent successfully!Check your email inbox and spam folder.',
    )
    await expect(page.getByRole('button', { name: /^Please wait \(\d+s\)$/ })).toBeDisabled()

    const link = new URL(await resetLinkSentTo(account.email))
    await page.goto(`${link.pathname}${link.search}`)
    await expectNoAccessibilityViolations(page)
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Re-enter Password').fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Change Password' }).click()
    const mismatch = page.getByRole('alertdialog', { name: 'Try again' })
    await expect(mismatch).toContainText('Please make sure your passwords match!')
    await mismatch.getByRole('button', { name: 'Close' }).click()

    await page.getByLabel('Re-enter Password').fill(newPassword)
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByText('Password Changed Successfully')).toBeVisible()
    await expect(page).toHaveURL('/login', { timeout: 8000 })

    await logInThroughForm(page, { username: account.username, password: account.password })
    await expect(page.locator('#login-error')).toHaveText('Invalid credentials')
    await logInThroughForm(page, { username: account.username, password: newPassword })
    await expect(page).toHaveURL('/member-portal')

    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel('New Password').fill('Another-Tide-2')
    await page.getByLabel('Re-enter Password').fill('Another-Tide-2')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(
      'This reset link is invalid or has expired. Please request a new one.',
    )
  })

  test('the cooldown countdown survives a reload and a second request meets the server’s 429', async ({ page }) => {
    const email = `someone-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    await page.goto('/forgot_password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const waiting = page.getByRole('button', { name: /^Please wait \(\d+s\)$/ })
    await expect(waiting).toBeDisabled()

    await page.reload()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(waiting).toBeDisabled()
    const seconds = Number(/\((\d+)s\)/.exec((await waiting.textContent()) ?? '')?.[1])
    expect(seconds).toBeGreaterThan(40)
    expect(seconds).toBeLessThanOrEqual(60)

    const again = await page.request.post('/api/forgot/forgot-password', { form: { email } })
    expect(again.status()).toBe(429)
    expect(await again.json()).toMatchObject({ start_timer: true })
  })
})
