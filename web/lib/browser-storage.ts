/**
 * localStorage that never throws: storage can be switched off, full or blocked, and the site must still work (only
 * without remembering).
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Not remembered; nothing else depends on it.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored to remove.
  }
}

/** The admin's unfinished registration form (portal-and-admin.md §3); cleared on login, logout and session check. */
export const REGISTRATION_DRAFT_KEY = 'user-form-storage'
