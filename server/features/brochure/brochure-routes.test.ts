import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vessels } from '../../../common/fleet.ts'
import { membershipTiers } from '../../../common/membership-tiers.ts'
import { buildTestApp } from '../../test/test-app.ts'

const PUBLIC_URL = 'https://club.example.com'

interface LinkAnnotation {
  subtype: string
  url?: string
}

/** Reads the PDF the way a viewer does: its pages, their text (words joined by single spaces), links and title. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise
  try {
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)))
    const contents = await Promise.all(pages.map((page) => page.getTextContent()))
    const text = contents
      .flatMap((content) => content.items.map((item) => ('str' in item ? item.str : '')))
      .join(' ')
      .replace(/\s+/g, ' ')
    const annotations = (await Promise.all(pages.map((page) => page.getAnnotations()))).flat() as LinkAnnotation[]
    const { info } = await pdf.getMetadata()
    return { pageCount: pdf.numPages, text, links: annotations.flatMap((annotation) => annotation.url ?? []), info }
  } finally {
    await pdf.destroy()
  }
}

describe('GET /api/brochure.pdf', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    app = await buildTestApp({ env: { PUBLIC_URL } })
  })

  afterAll(async () => {
    await app?.close()
  })

  it('answers the brochure as a PDF to show in the browser, cacheable for an hour', async () => {
    const response = await app.inject({ url: '/api/brochure.pdf' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe('inline; filename="mariner-yacht-club-brochure.pdf"')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/)
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('is not sent with the pages’ Content-Security-Policy, which would leave Chrome’s PDF viewer blank', async () => {
    const response = await app.inject({ url: '/api/brochure.pdf' })
    expect(response.headers['content-security-policy']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('has a cover, the club, the levels, two pages of fleet and a closing page', async () => {
    const { pageCount } = await readPdf((await app.inject({ url: '/api/brochure.pdf' })).rawPayload)
    expect(pageCount).toBe(6)
  })

  it('names every membership level and every vessel, in text a reader can select', async () => {
    const { text } = await readPdf((await app.inject({ url: '/api/brochure.pdf' })).rawPayload)
    for (const tier of membershipTiers) {
      expect(text).toContain(tier.name)
      expect(text).toContain(tier.annualPoints.toLocaleString('en-US'))
    }
    for (const vessel of vessels) expect(text).toContain(vessel.name)
    expect(text).toContain('Inquire for Details')
    expect(text).toContain('The Pure Joy of Luxury Boating Without the Hassle')
    expect(text).toContain('Membership is by approval of the club.')
  })

  it('links to the membership application at the public address', async () => {
    const { text, links } = await readPdf((await app.inject({ url: '/api/brochure.pdf' })).rawPayload)
    expect(text).toContain(`${PUBLIC_URL}/apply-for-membership`)
    expect(links).toContain(`${PUBLIC_URL}/apply-for-membership`)
  })

  it('carries its title, author and subject', async () => {
    const { info } = await readPdf((await app.inject({ url: '/api/brochure.pdf' })).rawPayload)
    expect(info).toMatchObject({
      Title: 'Mariner Yacht Club — Membership Brochure',
      Author: 'Mariner Yacht Club',
      Subject: expect.any(String),
    })
  })

  it('is generated once: later and concurrent requests get the same bytes', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/api/brochure.pdf' })))
    const first = responses[0]!
    for (const response of responses) {
      expect(response.rawPayload.equals(first.rawPayload)).toBe(true)
      expect(response.headers.etag).toBe(first.headers.etag)
    }
  })

  it('answers 304 without a body when the client already has it', async () => {
    const { etag } = (await app.inject({ url: '/api/brochure.pdf' })).headers
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({ url: '/api/brochure.pdf', headers: { 'if-none-match': ifNoneMatch } })
      expect(response.statusCode).toBe(304)
      expect(response.body).toBe('')
      expect(response.headers.etag).toBe(etag)
      expect(response.headers['cache-control']).toBe('public, max-age=3600')
    }
    const stale = await app.inject({ url: '/api/brochure.pdf', headers: { 'if-none-match': '"stale"' } })
    expect(stale.statusCode).toBe(200)
  })

  it('is described in the API reference as a PDF', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json()
    const brochure = document.paths['/api/brochure.pdf'].get
    expect(brochure.summary).toBe('The membership brochure')
    expect(brochure.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    })
    expect(Object.keys(brochure.responses)).toEqual(['200', '304'])
  })
})
