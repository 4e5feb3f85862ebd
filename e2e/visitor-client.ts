import { type APIRequestContext, test as base, expect } from '@playwright/test'
import { FORM_RATE_LIMIT_MAX } from './e2e-settings.ts'

/** A client address of the test's own, so the server's per-client rate limit is the test's alone. */
function uniqueClientAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1
  return `10.${part()}.${part()}.${part()}`
}

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, use) => {
    await use(uniqueClientAddress())
  },
  extraHTTPHeaders: async ({ clientAddress }, use) => {
    await use({ 'x-forwarded-for': clientAddress })
  },
})

export { expect }

/** Uses up the client's allowance on a form, so its next submission meets the server's real 429. */
export async function exhaustRateLimit(request: APIRequestContext, path: string, payload: object) {
  for (let attempt = 0; attempt < FORM_RATE_LIMIT_MAX; attempt += 1) {
    const response = await request.post(`/api/visitors/${path}`, { data: payload })
    expect(response.status()).toBe(200)
  }
}
