/** The back office's tabs (portal-and-admin.md §2), kept in the address (`?tab=`); none is open until chosen. */
export const adminTabs = [
  { id: 'fleet', label: 'Fleet Calendar' },
  { id: 'weather', label: 'Weather' },
  { id: 'points', label: 'Adjust Points' },
  { id: 'membership', label: 'Update Membership' },
  { id: 'details', label: 'Update User Details' },
  { id: 'members', label: 'Add/Remove Members' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'collections', label: 'Collections' },
  { id: 'captains', label: 'Captains' },
  { id: 'prices', label: 'Prices' },
  { id: 'peak-dates', label: 'Peak Dates' },
  { id: 'capacity', label: 'Capacity' },
  { id: 'exports', label: 'Export Data' },
  { id: 'audit', label: 'Audit Log' },
] as const

export type AdminTab = (typeof adminTabs)[number]['id']

export function adminTabFrom(search: URLSearchParams): AdminTab | undefined {
  const wanted = search.get('tab')
  return adminTabs.find((tab) => tab.id === wanted)?.id
}

export const adminTabHref = (tab: AdminTab) => `/admin?tab=${tab}`

/** The invoice tool with a booking loaded, from wherever staff see one (the fleet calendar, Bookings). */
export const invoiceHref = (booking: string) => `/admin?${new URLSearchParams({ tab: 'invoices', booking })}`
