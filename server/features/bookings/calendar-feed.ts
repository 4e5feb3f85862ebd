import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, gte, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { bookings, calendarFeeds, vessels } from './booking-tables.ts'
import type { CalendarEntry } from './calendar-file.ts'

/** How long a feed keeps an outing after it ends, and a cancelled one, so calendars see it end or go. */
const RECENT_DAYS = 30

const signatureOf = (secret: string, feedId: string) =>
  createHmac('sha256', secret).update(`calendar-feed:${feedId}`).digest('base64url')

/**
 * A feed's secret: its `feed_id` and a signature of it keyed with SESSION_SECRET. Guessing one means guessing the
 * signature (256 bits); a copy of the database alone opens nothing; rotating the `feed_id` revokes the old one.
 */
export const feedToken = (secret: string, feedId: string) => `${feedId}.${signatureOf(secret, feedId)}`

/** The `feed_id` a token names, if its signature is right; compared in constant time. */
export function feedIdOf(secret: string, token: string): string | undefined {
  const [feedId, signature, ...rest] = token.split('.')
  if (!feedId || !signature || rest.length > 0 || !z.uuid().safeParse(feedId).success) return undefined
  const expected = Buffer.from(signatureOf(secret, feedId))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected) ? feedId : undefined
}

/** The member's feed, made on the first ask; its `feed_id`. */
export async function memberFeedId(db: Db, memberId: number): Promise<string> {
  await db.insert(calendarFeeds).values({ memberId }).onConflictDoNothing()
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId))
  if (!feed) throw new Error('The calendar feed was not stored')
  return feed.feedId
}

/** A new `feed_id` for the member: the old address answers 404 from now on. */
export async function rotateFeed(db: Db, memberId: number): Promise<string> {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ memberId })
    .onConflictDoUpdate({
      target: calendarFeeds.memberId,
      set: { feedId: sql`gen_random_uuid()`, createdAt: sql`now()` },
    })
    .returning()
  if (!feed) throw new Error('The calendar feed was not stored')
  return feed.feedId
}

/** The outings of the active member whose feed this is, from a month back; nothing for a removed member. */
export async function feedEntries(db: Db, feedId: string, now: Date): Promise<CalendarEntry[] | undefined> {
  const [owner] = await db
    .select({ memberId: calendarFeeds.memberId })
    .from(calendarFeeds)
    .innerJoin(members, eq(members.id, calendarFeeds.memberId))
    .where(and(eq(calendarFeeds.feedId, feedId), eq(members.isActive, true)))
  if (!owner) return undefined
  return db
    .select({ booking: bookings, vessel: { name: vessels.name, lengthFeet: vessels.lengthFeet } })
    .from(bookings)
    .innerJoin(vessels, eq(vessels.key, bookings.vesselKey))
    .where(
      and(
        eq(bookings.memberId, owner.memberId),
        gte(bookings.endAt, new Date(now.getTime() - RECENT_DAYS * 86_400_000)),
      ),
    )
    .orderBy(bookings.startAt)
}
