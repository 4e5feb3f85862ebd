import { and, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statements.ts'
import { publishSessionsEnded } from '../live-events/member-events.ts'
import { memberPictures, members } from './members-table.ts'
import type { MemberWithPicture } from './members.ts'
import { newSecretToken } from './secret-tokens.ts'
import { sessions } from './session-tables.ts'

export interface SessionTimeouts {
  /** A session nobody used for this long has ended. */
  idleTimeoutMs: number
  /** A session ends this long after sign-in, however active. */
  absoluteTimeoutMs: number
}

/** How stale `last_seen_at` may get before a request refreshes it: one write a minute per session at most. */
const TOUCH_AFTER_MS = 60_000

function millisecondsAgo(ms: number) {
  return sql`now() - (${ms} * interval '1 millisecond')`
}

export async function createSession(
  db: Db,
  digestOf: (token: string) => string,
  timeouts: SessionTimeouts,
  facts: { memberId: number; userAgent: string | null; clientIp: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken()
  const [row] = await db
    .insert(sessions)
    .values({
      tokenDigest: digestOf(token),
      memberId: facts.memberId,
      expiresAt: sql`now() + (${timeouts.absoluteTimeoutMs} * interval '1 millisecond')`,
      userAgent: facts.userAgent,
      clientIp: facts.clientIp,
    })
    .returning({ expiresAt: sessions.expiresAt })
  if (!row) throw new Error('The session was not stored')
  return { token, expiresAt: row.expiresAt }
}

export type SignedInMember = MemberWithPicture

/** Every signed-in request starts with this query. */
const sessionMemberQuery = preparedStatement((db) =>
  db
    .select({
      member: members,
      lastSeenAt: sessions.lastSeenAt,
      // Read here so that showing the member's profile costs no second query.
      pictureUpdatedAt: memberPictures.updatedAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(memberPictures, eq(memberPictures.memberId, members.id))
    .where(
      and(
        eq(sessions.tokenDigest, sql.placeholder('digest')),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - (${sql.placeholder('idleMs')} * interval '1 millisecond')`),
        eq(members.isActive, true),
      ),
    )
    .prepare('session_member'),
)

/** The member a live session belongs to, or null when the session is unknown, ended or its member deactivated. */
export async function findSessionMember(
  db: Db,
  digest: string,
  timeouts: SessionTimeouts,
): Promise<SignedInMember | null> {
  const [row] = await sessionMemberQuery(db).execute({ digest, idleMs: timeouts.idleTimeoutMs })
  if (!row) return null
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenDigest, digest))
  }
  return { ...row.member, pictureUpdatedAt: row.pictureUpdatedAt }
}

/** Which of these sessions are still live: not ended, not timed out, their member still active. */
export async function liveSessions(
  db: Db,
  digests: readonly string[],
  timeouts: SessionTimeouts,
): Promise<Set<string>> {
  if (digests.length === 0) return new Set()
  const rows = await db
    .select({ digest: sessions.tokenDigest })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        inArray(sessions.tokenDigest, [...digests]),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, millisecondsAgo(timeouts.idleTimeoutMs)),
        eq(members.isActive, true),
      ),
    )
  return new Set(rows.map((row) => row.digest))
}

/** Ends one session (a logout); the member's live event sockets on every instance hear of it at once. */
export async function deleteSession(db: Db, digest: string): Promise<void> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenDigest, digest))
    .returning({ memberId: sessions.memberId })
  if (ended) await publishSessionsEnded(db, ended.memberId)
}

/**
 * Ends every session of a member (a password reset, a password change, a deactivation), but for the one `keep` names:
 * the browser that changed the password stays signed in. Call it inside the change's transaction, so both happen or
 * neither; the member's live event sockets on every instance hear of it when it commits, and those of ended sessions
 * close at once.
 */
export async function endMemberSessions(db: Db, memberId: number, { keep }: { keep?: string } = {}): Promise<void> {
  const others = keep === undefined ? undefined : ne(sessions.tokenDigest, keep)
  await db.delete(sessions).where(and(eq(sessions.memberId, memberId), others))
  await publishSessionsEnded(db, memberId)
}

export async function deleteEndedSessions(db: Db, timeouts: SessionTimeouts): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, millisecondsAgo(timeouts.idleTimeoutMs))))
}
