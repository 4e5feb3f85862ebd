import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { clubDateOf } from '../common/club-time.ts'
import { currentSeasonYear, seasonOf } from '../common/fleet-operations/capacity.ts'
import { accountFor, logInThroughForm } from './account-helpers.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const vessels = [
  'peace',
  'rallypoint',
  'memorymaker',
  'memoriesnotdreams',
  'lilbitnauti',
  'kaifin',
  'congetta',
  'fountainepajot',
  'giddyup',
  'wanderlust',
  'goldenticket',
  'happyhour',
  'thirsttrap',
  'topshelf',
  'oceanrode',
]

interface Capacity {
  outings_available: number
  possible_reservations: number
  crew_limited_outings: number
  by_tier: Array<{ tier: string; open_reservations_each: number }>
}

async function capacityOf(page: Page, season: number) {
  const answer = await page.request.get(`/api/admin/capacity?season=${season}`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as Capacity
}

const figure = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd')

/**
 * A season years ahead, its own per project, that no booking reaches: every vessel closed all season but the last ten
 * days of one, so its 20 outings cannot hold the members' possible reservations.
 */
async function closeMostOfSeason(page: Page, testInfo: TestInfo) {
  const season = currentSeasonYear(clubDateOf(new Date())) + (testInfo.project.name === 'desktop' ? 6 : 7)
  const { start, end } = seasonOf(season)
  const blocks = await Promise.all(
    vessels.map((vessel_id, index) =>
      page.request.post('/api/admin/vessel-blocks', {
        data: {
          vessel_id,
          from: { date: start, slot: 'morning' },
          to: { date: index === 0 ? `${season + 1}-04-20` : end, slot: 'afternoon' },
          kind: 'maintenance',
          reason: 'Capacity test: laid up for the season',
        },
      }),
    ),
  )
  // A retry finds its own blocks already placed.
  for (const block of blocks) expect([201, 409]).toContain(block.status())
  return season
}

test('the Capacity tab shows the season’s figures and charts them against the 80% line', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const season = currentSeasonYear(clubDateOf(new Date()))
  await page.getByRole('navigation', { name: 'Admin tools' }).getByRole('link', { name: 'Capacity' }).click()
  await expect(page).toHaveURL('/admin?tab=capacity')
  const tab = page.getByRole('region', { name: 'Capacity' })
  await expect(tab.getByLabel('Season')).toHaveValue(`${season}–${String((season + 1) % 100).padStart(2, '0')}`)

  await expect(tab.locator('.recharts-reference-line-line')).toHaveCount(1)
  await expect(tab.locator('.recharts-label', { hasText: 'Target 80%' })).toBeVisible()
  await expect(tab.getByRole('img', { name: /against the 80% target/ })).toBeVisible()
  await expect(tab.getByRole('img', { name: /Bookings per week/ })).toBeVisible()
  const capacity = await capacityOf(page, season)
  await expect(figure(page, 'Outings available')).toHaveText(capacity.outings_available.toLocaleString('en-US'))
  await expect(figure(page, 'Possible reservations')).toHaveText(capacity.possible_reservations.toLocaleString('en-US'))
  await expect(figure(page, 'Outings the captains can crew')).toHaveText(
    capacity.crew_limited_outings.toLocaleString('en-US'),
  )
  await expect(figure(page, 'Target')).toHaveText('80%')
  const tiers = page.getByRole('region', { name: 'By tier' })
  await expect(tiers.getByRole('row', { name: /^All tiers/ })).toContainText(
    capacity.possible_reservations.toLocaleString('en-US'),
  )
  await expectNothingSticksOutSideways(page)
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})

test('a season whose outings are nearly all blocked is flagged past the target', async ({ page }, testInfo) => {
  const errors = watchForErrors(page)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const season = await closeMostOfSeason(page, testInfo)
  const capacity = await capacityOf(page, season)
  expect(capacity.outings_available).toBe(20)
  expect(capacity.possible_reservations).toBeGreaterThan(16)

  await page.goto(`/admin?tab=capacity&season=${season}`)
  const percent = `${((capacity.possible_reservations / 20) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
  await expect(page.getByRole('alert')).toContainText(
    `possible reservations are ${percent} of the outings available, above 80%`,
  )
  await expect(figure(page, 'Outings available')).toHaveText('20')
  await expect(figure(page, 'Ratio')).toHaveText(percent)
  await expect(page.locator('.recharts-label', { hasText: 'Target 80%' })).toBeVisible()
  expect(errors).toEqual([])
})

test('Add Member warns when one more member of the chosen tier takes the season past the target', async ({
  page,
}, testInfo) => {
  const errors = watchForErrors(page)
  await logInThroughForm(page, accountFor(testInfo, 'admin'))
  await expect(page).toHaveURL('/admin?tab=fleet')
  const season = await closeMostOfSeason(page, testInfo)
  const capacity = await capacityOf(page, season)
  const silverEach = capacity.by_tier.find((tier) => tier.tier === 'Silver')?.open_reservations_each ?? 0
  expect(silverEach).toBeGreaterThan(0)

  // The browser's clock is set inside that season, so Add Member weighs the new member against it as the current one.
  await page.clock.setFixedTime(new Date(`${season}-12-01T12:00:00-05:00`))
  await page.goto('/admin?tab=members&screen=add')
  const warning = page.getByRole('status').filter({ hasText: 'past the 80% target' })
  await expect(page.getByLabel('Membership type')).toBeVisible()
  await expect(warning).toHaveCount(0)
  await page.getByLabel('Membership type').selectOption('Silver')
  const percent = `${(((capacity.possible_reservations + silverEach) / 20) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
  const seasonName = `${season}–${String((season + 1) % 100).padStart(2, '0')}`
  await expect(warning).toHaveText(
    `Adding this Silver member takes the ${seasonName} season to ${percent} of its outings in possible reservations, past the 80% target. You may still add them.`,
  )
  await expectNoAccessibilityViolations(page)
  expect(errors).toEqual([])
})
