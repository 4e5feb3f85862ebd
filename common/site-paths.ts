/** The public pages, each prerendered at build time: the sitemap lists them and the page budget measures them. */
export const publicPagePaths: readonly string[] = [
  '/',
  '/fleet',
  '/membership',
  '/events',
  '/events/gallery',
  '/private-dining',
  '/srq-yacht-management',
  '/founders',
  '/contact',
  '/privacy-policy',
]

/**
 * Pages that render in the browser instead of at build time (sign-in, reset, portal, admin, the captains' dock).
 * The server answers them with the app shell; every other page is prerendered, and any
 * path that is neither gets the 404 page with HTTP 404.
 */
export const clientRenderedPaths: readonly string[] = [
  '/login',
  '/forgot_password',
  '/new_password',
  '/member-portal',
  '/admin',
  '/crew',
]

/** Where the prerendered 404 page is written; never served with HTTP 200. */
export const notFoundPagePath = '/404'
