/** Facts about the club used by the web app and the server alike. */
export const club = {
  name: 'Mariner Yacht Club',
  tagline: 'A luxury boat club providing the pure joy of boating without the hassles.',
  city: 'Sarasota, Florida',
} as const
