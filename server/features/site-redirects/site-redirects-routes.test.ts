import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'

describe('site redirects', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | undefined

  afterEach(async () => {
    await app?.close()
  })

  it('sends /apply-for-membership to the configured electronic-signature form, without caching the answer', async () => {
    app = await buildTestApp({ env: { MEMBERSHIP_APPLICATION_URL: 'https://sign.example.org/forms/club-application' } })
    for (const url of ['/apply-for-membership', '/apply-for-membership/']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe('https://sign.example.org/forms/club-application')
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('has a placeholder form address until one is configured', async () => {
    app = await buildTestApp()
    const response = await app.inject({ url: '/apply-for-membership' })
    expect(response.headers.location).toBe('https://forms.example.com/mariner-yacht-club/membership-application')
  })

  it('sends /new-member-portal to /member-portal for good', async () => {
    app = await buildTestApp()
    const response = await app.inject({ url: '/new-member-portal' })
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe('/member-portal')
  })
})
