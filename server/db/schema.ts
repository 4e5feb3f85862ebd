// Every table of the application is exported from here; drizzle-kit reads this file to generate migrations.
export * from '../features/email/email-outbox-table.ts'
export * from '../features/rate-limit/rate-limit-table.ts'
export * from '../features/visitors/visitor-tables.ts'
export * from '../features/accounts/members-table.ts'
export * from '../features/accounts/session-tables.ts'
export * from '../features/bookings/booking-tables.ts'
export * from '../features/points/points-ledger-table.ts'
export * from '../features/audit/audit-log-table.ts'
