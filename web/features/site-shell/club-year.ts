/**
 * The year at the club, for the footer's copyright. Prerendered pages are built once and served for years, so the year
 * is worked out where the page is read: the footer's own inline script writes it while the page is parsed, before the
 * first paint (nothing moves), and a page rendered in the browser works it out as it renders.
 */

// CLUB_TIME_ZONE of common/booking/club-time.ts (a test keeps them equal): that module would bring date-fns into the
// shell every page loads.
const yearAtTheClub = { timeZone: 'America/New_York', year: 'numeric' } as const

export function clubYear(now: Date): string {
  return new Intl.DateTimeFormat('en-US', yearAtTheClub).format(now)
}

/** Sets the text of the element just before the script to the year at the club. */
export const clubYearScript = `document.currentScript.previousElementSibling.textContent=new Intl.DateTimeFormat("en-US",${JSON.stringify(yearAtTheClub)}).format(new Date())`

export const clubYearZone = yearAtTheClub.timeZone
