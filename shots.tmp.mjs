import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h, name] of [[1440, 900, 'desk'], [390, 844, 'phone']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, isMobile: name === 'phone' })
  await page.goto('http://127.0.0.1:3300/login')
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('Sarasota-Admin-1')
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.waitForURL('**/admin')
  await page.goto('http://127.0.0.1:3300/admin?tab=details')
  await page.getByLabel('Member').selectOption('member')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.getByRole('button', { name: 'Save' }).waitFor()
  await page.screenshot({ path: `/tmp/det-${name}.png`, fullPage: true })
}
await browser.close()
