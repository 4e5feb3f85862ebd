import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One fixed window of requests per client and route, shared by every instance of the server. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
})
