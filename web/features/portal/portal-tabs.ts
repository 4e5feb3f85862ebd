/** The portal's four tabs (portal-and-admin.md §4), kept in the address (`?tab=`) so Back and reload keep them. */
export const portalTabs = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'updateDetails', label: 'Update Details' },
  { id: 'bookings', label: 'Booking History' },
  { id: 'billing', label: 'Billing' },
] as const

export type PortalTab = (typeof portalTabs)[number]['id']

export function tabFrom(search: URLSearchParams): PortalTab {
  const wanted = search.get('tab')
  return portalTabs.find((tab) => tab.id === wanted)?.id ?? 'dashboard'
}

export function tabHref(tab: PortalTab): string {
  return tab === 'dashboard' ? '/member-portal' : `/member-portal?tab=${tab}`
}
