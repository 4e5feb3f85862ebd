/** Prerendered to build/client/robots.txt: everything public may be indexed; the signed-in areas may not. */
export function loader() {
  const sitemap = new URL('/sitemap.xml', import.meta.env.PUBLIC_URL).href
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /login',
    'Disallow: /member-portal',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
