import { expect, type Locator, type Page, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways } from './page-checks.ts'

const TIME_IN_WORDS = /^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M$/
const DAY_IN_WORDS = /^\w+ \d{1,2}, \d{4}$/
const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/

/** The preview's values under one header, from the table's column or from every card's line of that name. */
async function valuesUnder(page: Page, preview: Locator, header: string, phone: boolean): Promise<string[]> {
  if (phone) {
    const terms = preview.getByRole('term').filter({ hasText: new RegExp(`^${header}$`) })
    const values = (await terms.all()).map((term) => term.locator('xpath=following-sibling::dd[1]').textContent())
    return (await Promise.all(values)).map((value) => value ?? '')
  }
  const headers = await preview.getByRole('columnheader').allTextContents()
  const index = headers.indexOf(header)
  expect(index, `a column named ${header}`).toBeGreaterThanOrEqual(0)
  const rows = await preview
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .all()
  const values = rows.map((row) => row.getByRole('cell').nth(index).textContent())
  return (await Promise.all(values)).map((value) => value ?? '')
}

test('the export preview names its columns in words and writes dates, phones and consent for people; cards on a phone', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const asked = await page.request.post('/api/visitors/become-a-member', {
    data: {
      visitor_name: `Preview ${testInfo.project.name} ${testInfo.retry}`,
      email: 'preview-check@example.com',
      phone_no: '9415550188',
      req_help: 'Other',
      ques: 'Is there a waiting list?',
      email_consent: true,
      sms_consent: false,
    },
    headers: { 'x-forwarded-for': `10.78.${testInfo.workerIndex}.${testInfo.retry + 1}` },
  })
  expect(asked.status()).toBe(200)
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Export Data' }).click()
  const tool = page.getByRole('region', { name: 'Export Data' })

  await tool.getByRole('button', { name: 'Load Visitor Data' }).click()
  const visitors = tool.getByRole('region', { name: 'Preview of visitors.csv' })
  await expect(visitors).toBeVisible()
  const headers = phone
    ? [...new Set(await visitors.getByRole('term').allTextContents())]
    : await visitors.getByRole('columnheader').allTextContents()
  expect(headers).toEqual(expect.arrayContaining(['Form', 'Submitted', 'Name', 'E-mail', 'Phone']))
  for (const raw of ['submitted_at', 'email_consent', 'sms_consent', 'source_page', 'phone'])
    expect(headers).not.toContain(raw)
  for (const value of await valuesUnder(page, visitors, 'Submitted', phone)) expect(value).toMatch(TIME_IN_WORDS)
  for (const value of await valuesUnder(page, visitors, 'Phone', phone)) expect(value).toMatch(PHONE)
  for (const header of ['E-mail consent', 'SMS consent']) {
    for (const value of await valuesUnder(page, visitors, header, phone)) expect(value).toMatch(/^(Yes|No|)$/)
  }
  await expect(visitors).not.toContainText(/\btrue\b|\bfalse\b|\d{4}-\d\d-\d\dT/)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)

  await tool.getByRole('button', { name: 'Load Member Data' }).click()
  const members = tool.getByRole('region', { name: 'Preview of members.csv' })
  await expect(members).toBeVisible()
  const since = await valuesUnder(page, members, 'Member since', phone)
  expect(since.length).toBeGreaterThan(0)
  for (const value of since) expect(value).toMatch(DAY_IN_WORDS)
  for (const value of await valuesUnder(page, members, 'Added', phone)) expect(value).toMatch(TIME_IN_WORDS)
  for (const value of await valuesUnder(page, members, 'Account', phone)) expect(value).toMatch(/^(Member|Staff)$/)
  if (phone) {
    // Each card fits the screen: nothing cut off, nothing to scroll sideways.
    for (const card of (await members.getByRole('listitem').all()).slice(0, 5)) {
      const box = await card.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390)
    }
    await expect(members.getByRole('table')).toHaveCount(0)
  }
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
})
