import { expect, test } from '@playwright/test'
import { clubYear } from '../web/features/site-shell/club-year.ts'
import { expectNoAccessibilityViolations, expectNothingSticksOutSideways, watchForErrors } from './page-checks.ts'

const pages = [
  { path: '/', title: 'Mariner Yacht Club', h1: 'The Pure Joy of Luxury Boating Without the Hassle' },
  { path: '/fleet', title: 'Vessels | Mariner Yacht Club', h1: 'Vessels' },
  { path: '/membership', title: 'Membership | Mariner Yacht Club', h1: 'Membership' },
  { path: '/events', title: 'Events | Mariner Yacht Club', h1: 'Events' },
  {
    path: '/events/gallery',
    title: 'Grand Opening At Quay Commons | Mariner Yacht Club',
    h1: 'Grand Opening At Quay Commons',
  },
  { path: '/private-dining', title: 'Private Dining | Mariner Yacht Club', h1: 'Private Dining' },
  { path: '/srq-yacht-management', title: 'SRQ Yacht Management | Mariner Yacht Club', h1: 'SRQ Yacht Management' },
  { path: '/founders', title: 'Founders | Mariner Yacht Club', h1: 'Founders' },
  { path: '/contact', title: 'Contact Us | Mariner Yacht Club', h1: 'Contact Us' },
  { path: '/privacy-policy', title: 'Privacy Policy | Mariner Yacht Club', h1: 'Privacy Policy' },
]

for (const { path, title, h1 } of pages) {
  test(`${path} renders its content with the shell, accessibly and without errors`, async ({ page, request }) => {
    const errors = watchForErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toContainText(`© ${clubYear(new Date())} Mariner Yacht Club`)
    await expectNothingSticksOutSideways(page)
    await expectNoAccessibilityViolations(page)
    expect(errors).toEqual([])

    const html = await (await request.get(path)).text()
    expect(html, 'prerendered with its content').toContain(`>${h1.replace('&', '&amp;')}</h1>`)
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path === '/' ? '/' : path}"/>`)
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/brand/social-card.png"/>')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html).toContain('"@type":"LocalBusiness"')
  })
}

test('the footer’s copyright year is the year at the club when the page is read, from the first paint', async ({
  page,
}) => {
  const errors = watchForErrors(page)
  // New Year's Eve in Sarasota, already 2031 in UTC; the prerendered pages were built in another year.
  await page.clock.setFixedTime(new Date('2031-01-01T03:00:00Z'))
  // What the footer says once the page is parsed, before any of the app's scripts has run.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const footer = document.querySelector('footer')?.cloneNode(true)
      if (!(footer instanceof Element)) return
      for (const script of footer.querySelectorAll('script')) script.remove()
      document.documentElement.dataset.footerWhenParsed = footer.textContent ?? ''
    }),
  )
  const copyright = '© 2030 Mariner Yacht Club. All rights reserved.'
  await page.goto('/fleet')
  await expect(page.locator('html')).toHaveAttribute('data-footer-when-parsed', new RegExp(copyright))
  await expect(page.getByRole('contentinfo')).toContainText(copyright)
  await expectNoAccessibilityViolations(page)

  // A page rendered in the browser says the same; so does one reached without a page load.
  await page.goto('/login')
  await expect(page.getByRole('contentinfo')).toContainText(copyright)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(page.getByRole('contentinfo')).toContainText(copyright)
  expect(errors).toEqual([])
})

test('the home page has its sections, fleet cards by location and testimonials', async ({ page }) => {
  await page.goto('/')
  const inquire = page.getByRole('link', { name: 'Inquire About Membership' })
  await expect(inquire).toHaveAttribute('href', '/contact')
  await expect(inquire).toHaveAttribute('target', '_blank')
  for (const heading of ['The Best of All Worlds', 'Benefits of Membership', 'Our Fleet', 'Experience Freedom']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  for (const benefit of ['Exclusive Access', 'Best In Class Fleet', '5 Star Staff', 'Flexible Memberships']) {
    await expect(page.getByRole('heading', { level: 3, name: benefit })).toBeVisible()
  }
  const locations = ['Sarasota', 'St. Petersburg', 'Anna Maria', 'Tampa Bay', 'Venice']
  const counts = [10, 2, 5, 2, 1]
  for (const [index, location] of locations.entries()) {
    await expect(page.getByRole('list', { name: `Vessels in ${location}` }).getByRole('listitem')).toHaveCount(
      counts[index] ?? 0,
    )
  }
  const kaiFinAnnaMaria = page.getByRole('link', { name: 'View Vessel: Kai Fin, Anna Maria (opens in a new tab)' })
  await expect(kaiFinAnnaMaria).toHaveAttribute('href', '/fleet#kaifin-anna-maria')
  await expect(kaiFinAnnaMaria).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Explore Membership' })).toHaveAttribute('href', '/membership')
  await expect(page.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button')).toHaveCount(3)
})

test('the membership page shows the four tiers and the membership details', async ({ page }) => {
  await page.goto('/membership')
  for (const tier of ['Silver', 'Gold', 'Platinum', 'Diamond']) {
    await expect(page.getByRole('heading', { level: 3, name: tier })).toBeVisible()
  }
  await expect(page.getByText('Inquire for Details')).toHaveCount(4)
  await expect(page.getByRole('link', { name: 'Request a Member Packet' })).toHaveCount(4)
  await expect(page.getByText('1,850 Mariner Points a year')).toBeVisible()
  await expect(page.getByText('7,500 Mariner Points a year')).toBeVisible()
  for (const heading of [
    'Open Reservations',
    'Vessel Availability',
    'Date and Time Terms',
    'Included in Dues',
    'Not Included in Dues',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible()
  }
  await expect(page.getByText('A booking fee of $85 per outing')).toBeVisible()
  const apply = page.getByRole('link', { name: 'Apply for Membership' })
  await expect(apply).toHaveAttribute('href', '/apply-for-membership')
  await expect(apply).toHaveAttribute('target', '_blank')
})

test('the fleet page lists every listing with its points and a way to book', async ({ page }) => {
  await page.goto('/fleet')
  await expect(page.locator('main section[id] h3')).toHaveCount(20)
  const peace = page.locator('#peace')
  await expect(peace.getByRole('heading', { level: 3 })).toHaveText("63' Peace")
  await expect(peace).toContainText('399 Mariner Points')
  await expect(peace).toContainText('Sarasota')
  const book = peace.getByRole('link', { name: 'Become a Member to Book' })
  await expect(book).toHaveAttribute('href', '/contact')
  await expect(book).toHaveAttribute('target', '_blank')
  await expect(page.locator('#kaifin-anna-maria')).toContainText('Anna Maria')
  await expect(page.getByRole('heading', { level: 2, name: 'Membership Levels' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a Member', exact: true })).toHaveAttribute(
    'href',
    '/membership',
  )
})

test('the events pages link to the gallery, membership and a private tour', async ({ page }) => {
  await page.goto('/events')
  for (const event of [
    'Anchors Away & Luxury All Day',
    'Grand Opening at Quay Commons',
    'Tour the Fleet',
    'Private Networking Gatherings',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: event })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Sign Up for Future Events' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Find out about Future Events' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Explore Membership' })).toHaveAttribute('href', '/membership')
  await expect(page.getByRole('link', { name: 'Schedule a Private Tour' })).toHaveAttribute('href', '/contact')
  await page.getByRole('link', { name: 'View Private Gallery' }).click()
  await expect(page).toHaveURL('/events/gallery')
  await expect(page.getByRole('button', { name: /^Open picture \d+ of 12 full screen$/ })).toHaveCount(12)
})

test('private dining, yacht management, founders, contact and privacy carry their content', async ({ page }) => {
  await page.goto('/private-dining')
  await expect(page.getByRole('link', { name: 'Explore Our Menu (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  )
  await expect(page.getByRole('link', { name: 'Inquire About Membership' }).first()).toHaveAttribute('href', '/contact')
  await expect(page.getByText('Photo credits:')).toBeVisible()

  await page.goto('/srq-yacht-management')
  await expect(page.getByRole('button', { name: 'Join Us' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How It Works?' })).toBeVisible()
  for (const step of ['Submit Your Boat', 'We Review and Approve', 'Start Earning']) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call Us Anytime' })).toHaveAttribute('href', /^tel:\+1\d{10}$/)

  await page.goto('/founders')
  await expect(page.getByRole('heading', { level: 2, name: 'It began at the dock' })).toBeVisible()

  await page.goto('/privacy-policy')
  await expect(page.getByText('Last updated April 24, 2025')).toBeVisible()
  await expect(page.getByText(/never share mobile information/)).toBeVisible()
  await expect(page.getByText(/not directed to children under 13/)).toBeVisible()
  await expect(page.getByRole('link', { name: /official text of 47 U\.S\.C\. § 227/ })).toHaveAttribute(
    'href',
    'https://www.law.cornell.edu/uscode/text/47/227',
  )
})

test('the 404 page sits inside the site shell', async ({ page }) => {
  const response = await page.goto('/fleet/no-such-vessel')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has sailed away')
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .or(page.getByRole('button', { name: 'Open menu' }))
      .first(),
  ).toBeVisible()
  await expectNoAccessibilityViolations(page)
})

test('redirects: the membership application and the old member portal address', async ({ request }) => {
  const apply = await request.get('/apply-for-membership', { maxRedirects: 0 })
  expect(apply.status()).toBe(302)
  expect(apply.headers().location).toBe('https://forms.example.com/mariner-yacht-club/membership-application')
  const portal = await request.get('/new-member-portal', { maxRedirects: 0 })
  expect(portal.status()).toBe(301)
  expect(portal.headers().location).toBe('/member-portal')
})

test('search engines get a sitemap of every public page and a robots file', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { path } of pages) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`)
  }
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toContain('text/plain')
  expect(await robots.text()).toContain('Sitemap: http://localhost:3000/sitemap.xml')
})
