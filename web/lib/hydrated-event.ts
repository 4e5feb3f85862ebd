/** Dispatched on `window` by the app once it has hydrated; see web/lib/hydrate-after-paint.ts. */
export const HYDRATED_EVENT = 'app:hydrated'
