import { create } from 'zustand'
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware'
import type { MemberProfile } from '../../../common/accounts.ts'
import type { UserType } from '../../../common/user-roles.ts'
import { readStorage, REGISTRATION_DRAFT_KEY, removeStorage, writeStorage } from '../../lib/browser-storage.ts'
import { postLogout } from './post-logout.ts'
import { loggedOut, type PersistedSession, type SessionUser, toSessionUser } from './session-user.ts'

/** The browser's memory of who is signed in (portal-and-admin.md §3); the session itself is the server's cookie. */
export const AUTH_STORAGE_KEY = 'auth-storage'

export interface AuthState {
  isLoggedIn: boolean
  user: SessionUser | null
  user_type: string | null
  /** The server confirmed this tab's session since the app started; kept in memory only, so each start checks. */
  sessionChecked: boolean
  /** The stored session has been read; until then the state is the logged-out one the prerendered pages show. */
  hydrated: boolean
  login: (profile: MemberProfile, userType: UserType) => void
  /** Forgets the session without telling the server (it already says there is none). */
  forceLogout: () => void
  /** Ends the session on the server at once; forgets it here once `clearAfter` (if any) has also settled. */
  logout: (clearAfter?: Promise<unknown>) => Promise<void>
  checkSession: () => Promise<void>
}

const storage: PersistStorage<PersistedSession> = {
  // Checked with zod, which is loaded only when there is something to check: a first visit never downloads it.
  getItem: async (name) => {
    const raw = readStorage(name)
    if (raw === null) return null
    let stored: Partial<StorageValue<unknown>>
    try {
      stored = JSON.parse(raw) as Partial<StorageValue<unknown>>
    } catch {
      return null
    }
    const { readPersistedSession } = await import('./persisted-session.ts')
    return { state: readPersistedSession(stored?.state), version: stored?.version }
  },
  setItem: (name, value) => writeStorage(name, JSON.stringify(value)),
  removeItem: removeStorage,
}

// Each login or logout starts a new epoch, so an answer to a session check started before it cannot undo it.
let epoch = 0
let sessionCheck: Promise<void> | null = null

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...loggedOut,
      sessionChecked: false,
      hydrated: false,
      login: (profile, userType) => {
        epoch += 1
        set({ isLoggedIn: true, user: toSessionUser(profile), user_type: userType, sessionChecked: true })
        removeStorage(REGISTRATION_DRAFT_KEY)
      },
      forceLogout: () => {
        epoch += 1
        set({ ...loggedOut, sessionChecked: true })
        removeStorage(REGISTRATION_DRAFT_KEY)
      },
      logout: async (clearAfter) => {
        // The server ends the session first, so a quick new login cannot be ended by this logout's late answer.
        const ended = get().isLoggedIn ? postLogout().catch(() => undefined) : undefined
        await Promise.all([ended, clearAfter])
        get().forceLogout()
      },
      checkSession: () => {
        sessionCheck ??= (async () => {
          const started = epoch
          try {
            const { getCurrentUser } = await import('./get-current-user.ts')
            const profile = await getCurrentUser()
            if (epoch === started && get().isLoggedIn) get().login(profile, profile.user_type)
          } catch {
            if (epoch === started) get().forceLogout()
          } finally {
            sessionCheck = null
          }
        })()
        return sessionCheck
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage,
      // Read in an effect once the page is interactive, so the first render matches the prerendered HTML.
      skipHydration: true,
      partialize: ({ isLoggedIn, user, user_type }): PersistedSession =>
        isLoggedIn && user && user_type ? { isLoggedIn, user, user_type } : loggedOut,
      merge: (stored, current) => ({
        ...current,
        ...((stored as PersistedSession | undefined) ?? loggedOut),
        hydrated: true,
      }),
    },
  ),
)
