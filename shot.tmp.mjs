import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4382'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport })
  await page.goto(`${base}/login`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('Sarasota-Admin-1')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(`${base}/admin`)
  await page.goto(`${base}/admin?tab=members&screen=add`)
  await page.getByLabel('Username').fill('x')
  await page.getByLabel('Phone').fill('94155')
  await page.getByLabel('Email').fill('a@')
  await page.getByLabel('Picture (optional)').setInputFiles({ name: 'n.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await page.screenshot({ path: `/tmp/w1/add-${name}.png`, fullPage: true })
  await page.goto(`${base}/admin?tab=members&screen=remove`)
  await page.getByRole('button', { name: 'Remove Member' }).click()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/w1/remove-${name}.png`, fullPage: true })
  await page.close()
}
await browser.close()
