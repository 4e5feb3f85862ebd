import { publicPagePaths } from '../../common/site-paths.ts'

/** Prerendered to build/client/sitemap.xml. */
export function loader() {
  const urls = publicPagePaths
    .map((path) => `  <url><loc>${new URL(path, import.meta.env.PUBLIC_URL).href}</loc></url>`)
    .join('\n')
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { 'content-type': 'application/xml; charset=utf-8' } },
  )
}
