import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export interface MemberChild {
  name: string
  dob: string | null
  mobile: string | null
  email: string | null
}

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/**
 * A member or a member of staff (portal-and-admin.md §3). Usernames and e-mail addresses are unique whatever their
 * case; a removed member is deactivated, never deleted, so their history stays and both stay reserved (decisions §3).
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The number the club prints on cards and statements. */
    memberId: text('member_id')
      .notNull()
      .generatedAlwaysAs(sql`'MYC-' || lpad(id::text, greatest(5, length(id::text)), '0')`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null until the member has set a password (new members set their own through a one-time link). */
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: ['user', 'admin', 'captain'] })
      .notNull()
      .default('user'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    driversLicense: text('drivers_license'),
    companyName: text('company_name'),
    tier: text('tier', { enum: ['Silver', 'Gold', 'Platinum', 'Diamond'] })
      .notNull()
      .default('Silver'),
    /** Changed only with a row in `points_ledger`, in the same transaction, with this row locked. */
    pointsBalance: integer('points_balance').notNull().default(0),
    /** The first day of the first membership year; allowances count per year from here. */
    membershipStartedOn: date('membership_started_on')
      .notNull()
      .default(sql`(now() at time zone 'America/New_York')::date`),
    /** How the member heard of the club, as staff noted it when adding them. */
    referral: text('referral'),
    spouseName: text('spouse_name'),
    spousePhone: text('spouse_phone'),
    spouseEmail: text('spouse_email'),
    /** Zero to four children, in the order staff entered them. */
    children: jsonb('children').$type<MemberChild[]>().notNull().default([]),
    emergencyName: text('emergency_name'),
    emergencyEmail: text('emergency_email'),
    emergencyPhone: text('emergency_phone'),
    emergencyRelationship: text('emergency_relationship'),
    isActive: boolean('is_active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('members_email_key').on(sql`lower(${table.email})`),
    check('members_user_type_check', sql`${table.userType} in ('user', 'admin', 'captain')`),
    check('members_tier_check', sql`${table.tier} in ('Silver', 'Gold', 'Platinum', 'Diamond')`),
    check('members_points_balance_check', sql`${table.pointsBalance} >= 0`),
    check(
      'members_children_check',
      sql`jsonb_typeof(${table.children}) = 'array' and jsonb_array_length(${table.children}) <= 4`,
    ),
  ],
)

export type MemberRow = typeof members.$inferSelect

/** A member's profile picture, re-encoded and stripped of metadata; kept apart so reading a member never loads it. */
export const memberPictures = pgTable('member_pictures', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  image: bytea('image').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
