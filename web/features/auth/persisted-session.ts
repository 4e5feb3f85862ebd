import { z } from '../../../common/zod.ts'
import { memberProfileSchema } from '../../../common/accounts.ts'
import { loggedOut, type PersistedSession, type SessionUser } from './session-user.ts'

const sessionUserSchema = memberProfileSchema.pick({
  id: true,
  member_id: true,
  username: true,
  first_name: true,
  last_name: true,
  tier: true,
} satisfies Record<keyof SessionUser, true>)

const persistedSessionSchema: z.ZodType<PersistedSession> = z.union([
  z.object({ isLoggedIn: z.literal(true), user: sessionUserSchema, user_type: z.string().min(1) }),
  z.object({ isLoggedIn: z.literal(false), user: z.null(), user_type: z.null() }),
])

/**
 * Whatever storage holds, read as a consistent session: anything missing, stale or tampered with is logged out. Loaded
 * only when storage holds something, so a first visit never downloads zod.
 */
export function readPersistedSession(stored: unknown): PersistedSession {
  const session = persistedSessionSchema.safeParse(stored)
  return session.success ? session.data : loggedOut
}
