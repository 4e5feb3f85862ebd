import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from '../accounts/members-table.ts'

/**
 * A member's bank (ACH) details. The routing and account numbers are stored only encrypted (AES-256-GCM), each with the
 * id of the key that sealed it so keys can be rotated; the last four digits are kept apart for the masked view.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    depositoryName: text('depository_name'),
    branch: text('branch'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    nameOnAccount: text('name_on_account'),
    accountType: text('account_type', { enum: ['Checking', 'Savings'] }),
    routingNumberSealed: text('routing_number_sealed'),
    routingKeyId: text('routing_key_id'),
    routingLast4: text('routing_last4'),
    accountNumberSealed: text('account_number_sealed'),
    accountKeyId: text('account_key_id'),
    accountLast4: text('account_last4'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_bank_accounts_type_check', sql`${table.accountType} in ('Checking', 'Savings')`),
    check(
      'member_bank_accounts_routing_key_check',
      sql`(${table.routingNumberSealed} is null) = (${table.routingKeyId} is null)`,
    ),
    check(
      'member_bank_accounts_account_key_check',
      sql`(${table.accountNumberSealed} is null) = (${table.accountKeyId} is null)`,
    ),
  ],
)
