/** After logging out, the page moves to /login after this delay (portal-and-admin.md §9). */
export const LOGOUT_REDIRECT_MS = 500

/** How long the forgot-password banners stay (public-site.md §9). */
export const RESET_LINK_SENT_BANNER_MS = 10_000
export const RESET_ERROR_BANNER_MS = 13_000

/** "Password Changed Successfully" shows this long before the page moves to /login. */
export const PASSWORD_CHANGED_NOTICE_MS = 5000
