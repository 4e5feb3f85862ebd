import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cacheBrochure } from './brochure-cache.ts'
import { generateBrochure } from './generate-brochure.ts'

interface BrochureRoutesOptions {
  /** The address members use; the brochure links to the membership application there. */
  publicUrl: string
}

/** `If-None-Match` lists validators (or `*`); for a GET the weak comparison applies, so `W/"x"` matches `"x"`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === etag
  })
}

const brochureRoutes: FastifyPluginAsyncZod<BrochureRoutesOptions> = async (app, { publicUrl }) => {
  const brochure = cacheBrochure(async () => {
    const started = performance.now()
    const pdf = await generateBrochure({ publicUrl })
    app.log.info({ durationMs: Math.round(performance.now() - started), bytes: pdf.length }, 'Brochure generated')
    return pdf
  })

  app.get(
    '/brochure.pdf',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The membership brochure',
        description:
          'A PDF drawn from the current membership levels and fleet, with the contact details and the link to ' +
          'apply. Generated on the first request and kept for the life of the process; revalidate with ' +
          '`If-None-Match`.',
        tags: ['Brochure'],
        produces: ['application/pdf'],
        response: {
          200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The brochure PDF' }),
          304: z.null().describe('The copy the client holds is current'),
        },
      },
    },
    async (request, reply) => {
      const { pdf, etag } = await brochure()
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=3600')
        // Chrome shows a PDF inside a page of its own that inherits the response's Content-Security-Policy, and the
        // site's (object-src 'none', no inline styles) would leave it blank. The PDF holds no script to restrain.
        .removeHeader('content-security-policy')
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="mariner-yacht-club-brochure.pdf"')
        .send(pdf)
    },
  )
}

export default brochureRoutes
