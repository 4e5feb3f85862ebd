import { z } from 'zod'
import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'
import type { MemberProfile, UserType } from '../../../common/accounts.ts'
import { readStorage, REGISTRATION_DRAFT_KEY, removeStorage, writeStorage } from './browser-storage.ts'
import { getCurrentUser } from './get-current-user.ts'
import { postLogout } from './post-logout.ts'
import { type SessionUser, sessionUserSchema, toSessionUser } from './session-user.ts'

/** The browser's memory of who is signed in (portal-and-admin.md §3); the session itself is the server's cookie. */
export const AUTH_STORAGE_KEY = 'auth-storage'

const persistedSessionSchema = z.union([
  z.object({ isLoggedIn: z.literal(true), user: sessionUserSchema, user_type: z.string().min(1) }),
  z.object({ isLoggedIn: z.literal(false), user: z.null(), user_type: z.null() }),
])
export type PersistedSession = z.infer<typeof persistedSessionSchema>

export const loggedOut: PersistedSession = { isLoggedIn: false, user: null, user_type: null }

/** Whatever storage holds, read as a consistent session: anything missing, stale or tampered with is logged out. */
export function readPersistedSession(stored: unknown): PersistedSession {
  const session = persistedSessionSchema.safeParse(stored)
  return session.success ? session.data : loggedOut
}

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
  getItem: (name) => {
    const raw = readStorage(name)
    if (raw === null) return null
    try {
      return JSON.parse(raw) as ReturnType<PersistStorage<PersistedSession>['getItem']>
    } catch {
      return null
    }
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
        readPersistedSession({ isLoggedIn, user, user_type }),
      merge: (stored, current) => ({ ...current, ...readPersistedSession(stored), hydrated: true }),
    },
  ),
)
