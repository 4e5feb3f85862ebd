import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

// No other test books Rally Point or quotes its prices; each project changes its own tour type and puts it back.
const vesselId = 'rallypoint'
const tourFor = (testInfo: TestInfo) => (testInfo.project.name === 'desktop' ? 'Overnight' : 'Multi-day')
const labelFor = (tour: string) => (tour === 'Multi-day' ? 'Multi-day (per day)' : tour)

async function priceInForce(page: Page, tour: string) {
  const vessels = (await (await page.request.get('/api/booking/vessels')).json()) as Array<{
    vessel_id: string
    prices: Record<string, number>
  }>
  return vessels.find((vessel) => vessel.vessel_id === vesselId)?.prices[tour]
}

// The two tests change the same tour type: one at a time.
test.describe.configure({ mode: 'default' })

test.afterEach(async ({ page }, testInfo) => {
  // Whatever happened, the default is back for every other test.
  await page.request.put(`/api/admin/vessels/${vesselId}/prices`, { data: { prices: { [tourFor(testInfo)]: null } } })
})

test('staff override a tour type’s price and see it in force', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  const tour = tourFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const { defaults } = (await (await page.request.get(`/api/admin/vessels/${vesselId}/prices`)).json()) as {
    defaults: Record<string, number>
  }
  const fallback = defaults[tour] ?? 0
  const price = fallback + 1234

  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Prices' }).click()
  await page.getByLabel('Vessel').selectOption("52' Rally Point")
  await expect(page).toHaveURL(`/admin?tab=prices&vessel=${vesselId}`)
  const phone = testInfo.project.name === 'phone'
  const row = page.locator(phone ? 'li' : 'tr').filter({ hasText: labelFor(tour) })
  await expect(row).toContainText(`${fallback.toLocaleString('en-US')} points`)
  await expect(row.getByRole('button', { name: /Reset to default/ })).toHaveCount(0)

  const field = page.getByLabel(`New price for ${labelFor(tour)}`)
  await field.fill(price.toLocaleString('en-US'))
  await page.getByRole('button', { name: 'Save' }).click()
  const saved = page.getByRole('dialog', { name: 'Successfull' })
  await expect(saved).toContainText(`52' Rally Point: ${tour} is now ${price.toLocaleString('en-US')} points.`)
  await saved.getByRole('button', { name: 'Close' }).click()
  await expect(row).toContainText('Override')
  await expect(row).toContainText(`${price.toLocaleString('en-US')} points`)
  await expect(field).toHaveValue('')
  expect(await priceInForce(page, tour)).toBe(price)
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})

test('a refused price says why, and Reset to default sends the default back into force', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  const tour = tourFor(testInfo)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const overridden = await page.request.put(`/api/admin/vessels/${vesselId}/prices`, {
    data: { prices: { [tour]: 4321 } },
  })
  expect(overridden.status()).toBe(200)
  const { defaults } = (await overridden.json()) as { defaults: Record<string, number> }
  const fallback = defaults[tour] ?? 0

  await page.goto(`/admin?tab=prices&vessel=${vesselId}`)
  const phone = testInfo.project.name === 'phone'
  const row = page.locator(phone ? 'li' : 'tr').filter({ hasText: labelFor(tour) })
  await expect(row).toContainText('4,321 points')
  const field = page.getByLabel(`New price for ${labelFor(tour)}`)
  await field.fill('0')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(row.getByText('Price must be at least 1 point.')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill('')

  await row.getByRole('button', { name: `Reset to default for ${tour}` }).click()
  const reset = page.getByRole('dialog', { name: 'Successfull' })
  await expect(reset).toContainText(`${tour} is back to its default, ${fallback.toLocaleString('en-US')} points.`)
  await reset.getByRole('button', { name: 'Close' }).click()
  await expect(row).not.toContainText('Override')
  expect(await priceInForce(page, tour)).toBe(fallback)
  expect(errors).toEqual([])
})
