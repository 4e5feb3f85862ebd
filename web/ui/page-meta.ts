import type { MetaDescriptor } from 'react-router'
import { club } from '../../common/club.ts'

interface PageMetaInput {
  title: string
  description: string
  path: string
  /** Keeps the page out of search results (sign-in, reset, portal, admin). */
  noindex?: boolean
}

const socialImage = { path: '/brand/social-card.png', width: 1200, height: 630 }

function absolute(path: string): string {
  return new URL(path, import.meta.env.PUBLIC_URL).href
}

/** The club as a local business, for search engines (schema.org). */
function localBusiness() {
  const { address, geo } = club
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: club.name,
    description: club.tagline,
    url: absolute('/'),
    logo: absolute('/brand/burgee.svg'),
    image: absolute(socialImage.path),
    telephone: club.phones[0].e164,
    email: club.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    sameAs: Object.values(club.social),
  }
}

/**
 * Title, description, canonical link, social preview tags and structured data for a page; a page kept out of search
 * results gets only its title, description and the noindex rule, as nobody shares or previews it.
 */
export function pageMeta({ title, description, path, noindex = false }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === club.name ? title : `${title} | ${club.name}`
  if (noindex) {
    return [{ title: fullTitle }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }]
  }
  const url = absolute(path)
  const image = absolute(socialImage.path)
  const imageAlt = `${club.name}: the pure joy of luxury boating without the hassle`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: club.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(socialImage.width) },
    { property: 'og:image:height', content: String(socialImage.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    { 'script:ld+json': localBusiness() },
  ]
}
