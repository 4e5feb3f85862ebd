export interface SiteLink {
  label: string
  to: string
}

/** The eight sections of the site, in the navigation's order. */
export const sectionLinks: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Events', to: '/events' },
  { label: 'Fleet', to: '/fleet' },
  { label: 'Membership', to: '/membership' },
  { label: 'SRQ Yacht Management', to: '/srq-yacht-management' },
  { label: 'Founders', to: '/founders' },
  { label: 'Private Dining', to: '/private-dining' },
  { label: 'Contact', to: '/contact' },
]

export const helpfulLinks: readonly SiteLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Events', to: '/events' },
  { label: 'Fleet', to: '/fleet' },
  { label: 'Membership', to: '/membership' },
  { label: 'SRQ Yacht Management', to: '/srq-yacht-management' },
  { label: 'Founders', to: '/founders' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
]
