import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './test/test-app.ts'

describe('API answers', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>
  const listing = Array.from({ length: 100 }, (_, index) => ({ vessel: `Vessel ${index}`, points: 100 + index }))

  beforeAll(async () => {
    app = await buildTestApp()
    // A stand-in for any call with a long answer, such as a ledger or an export.
    app.get('/api/test/listing', { config: { access: 'public' } }, async () => listing)
  })

  afterAll(async () => {
    await app?.close()
  })

  it('are compressed for clients that accept it', async () => {
    const brotli = await app.inject({ url: '/api/test/listing', headers: { 'accept-encoding': 'br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(listing)

    const gzip = await app.inject({ url: '/api/test/listing', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(listing)
  })

  it('are sent as they are to clients that do not accept compression, and when small', async () => {
    const plain = await app.inject({ url: '/api/test/listing' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(listing)

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})
