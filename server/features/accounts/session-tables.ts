import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './members-table.ts'

/**
 * Signed-in browsers. The cookie holds a random token; only its keyed digest is stored, so a copy of this table
 * cannot be used to sign in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenDigest: text('token_digest').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session stays. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
  },
  (table) => [index('sessions_member_idx').on(table.memberId), index('sessions_expires_at_idx').on(table.expiresAt)],
)

/** Failed sign-ins per account name and per client, counted in windows so that guessing is slowed, then refused. */
export const loginFailures = pgTable('login_failures', {
  /** `account:<lower-case username>` or `client:<address>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
})

/** One-time password reset links; only the token's digest is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenDigest: text('token_digest').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
)

/**
 * When a reset link was last asked for, per e-mail address, registered or not, so the cooldown answers both alike.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    email: text('email').primaryKey(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_requests_requested_at_idx').on(table.requestedAt)],
)
