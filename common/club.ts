/**
 * Facts about the club, used by the header, footer, pages, structured data and e-mails alike.
 * Links marked as placeholders are for the club to replace with its own.
 */
export const club = {
  name: 'Mariner Yacht Club',
  tagline: 'A luxury boat club providing the pure joy of boating without the hassles.',
  city: 'Sarasota, Florida',
  foundedYear: 2024,
  address: {
    street: '1 Quay Commons',
    city: 'Sarasota',
    region: 'FL',
    postalCode: '34236',
    country: 'US',
  },
  geo: { latitude: 27.3376, longitude: -82.5453 },
  phones: [
    { label: 'Membership', display: '(941) 555-0142', e164: '+19415550142' },
    { label: 'Concierge', display: '(941) 555-0187', e164: '+19415550187' },
  ],
  email: 'info@marineryachtclub.com',
  openingHours: 'Daily, 8:30 am to one hour after sunset',
  /** Placeholders: the club's own profiles. */
  social: {
    facebook: 'https://www.facebook.com/marineryachtclub',
    x: 'https://x.com/marineryachtclub',
    instagram: 'https://www.instagram.com/marineryachtclub',
    linkedin: 'https://www.linkedin.com/company/marineryachtclub',
  },
  /** Placeholders: documents and pages the club hosts elsewhere. */
  links: {
    provisioningMenu: 'https://www.marineryachtclub.com/documents/provisioning-menu.pdf',
    userManual: 'https://www.marineryachtclub.com/documents/member-user-manual.pdf',
    photographerGallery: 'https://www.example-photography.com/mariner-yacht-club',
  },
  photographer: 'Gulf Light Photography',
  cateringPartner: 'Bayfront Provisions Catering',
  poweredBy: { name: 'Harbor Digital', url: 'https://www.example-harbor-digital.com' },
} as const

/** The number a member is asked to call ("Please call the club"): the concierge. */
export const clubCallPhone = club.phones[1]

export function formatAddress(): string {
  const { street, city, region, postalCode } = club.address
  return `${street}, ${city}, ${region} ${postalCode}`
}
