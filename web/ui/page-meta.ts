import type { MetaDescriptor } from 'react-router'
import { club } from '../../common/club.ts'

interface PageMetaInput {
  title: string
  description: string
  path: string
}

/** Title, description, canonical link and social preview tags for a prerendered page. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = new URL(path, import.meta.env.PUBLIC_URL).href
  const fullTitle = title === club.name ? title : `${title} | ${club.name}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: club.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ]
}
