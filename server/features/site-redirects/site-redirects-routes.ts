import type { FastifyPluginAsync } from 'fastify'

interface SiteRedirectsOptions {
  membershipApplicationUrl: string
}

/** Addresses that lead elsewhere (decisions §3); answered by the server so they work from any link, even without JavaScript. */
const siteRedirects: FastifyPluginAsync<SiteRedirectsOptions> = async (app, options) => {
  app.get('/apply-for-membership', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').redirect(options.membershipApplicationUrl, 302),
  )
  app.get('/new-member-portal', { schema: { hide: true } }, (_request, reply) => reply.redirect('/member-portal', 301))
}

export default siteRedirects
