/** How many submissions of one form the end-to-end server allows a client per window (FORM_RATE_LIMIT_MAX). */
export const FORM_RATE_LIMIT_MAX = 3
