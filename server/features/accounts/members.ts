import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  emailSchema,
  type MemberProfile,
  newPasswordSchema,
  tierInputSchema,
  usernameSchema,
} from '../../../common/accounts.ts'
import { userTypes } from '../../../common/user-roles.ts'
import type { Db } from '../../db/database.ts'
import { type MemberRow, members } from './members-table.ts'
import type { PasswordHasher } from './password-hashing.ts'

export function findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
  return db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.username})`, username.trim().toLowerCase()))
    .then(([row]) => row)
}

export function findActiveMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  return db
    .select()
    .from(members)
    .where(and(eq(sql`lower(${members.email})`, email.trim().toLowerCase()), eq(members.isActive, true)))
    .then(([row]) => row)
}

/** The profile as the portal reads it (portal-and-admin.md §3); never the password hash. */
export function memberProfile(member: MemberRow & { hasPicture: boolean }): MemberProfile {
  const cityLine = [member.city, [member.state, member.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return {
    id: member.id,
    member_id: member.memberId,
    username: member.username,
    first_name: member.firstName,
    middle_name: member.middleName,
    last_name: member.lastName,
    phone_number: member.phoneNumber,
    address: member.address1,
    member_address: [member.address1, member.address2, cityLine].filter(Boolean).join(', ') || null,
    city: member.city,
    state: member.state,
    zip_code: member.zipCode,
    drivers_license: member.driversLicense,
    company_name: member.companyName,
    picture_url: member.hasPicture ? `/api/members/${member.id}/picture` : null,
    tier: member.tier,
    points_balance: member.pointsBalance,
    email_id: member.email,
    emergency_name: member.emergencyName,
    emergency_contact: member.emergencyPhone,
    emergency_relationship: member.emergencyRelationship,
    user_type: member.userType,
  }
}

export const newAccountSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  userType: z.enum(userTypes, `must be one of ${userTypes.join(', ')}`),
  email: emailSchema,
  firstName: z.string().trim().min(1, 'First name is required.').max(80),
  lastName: z.string().trim().min(1, 'Last name is required.').max(80),
  tier: tierInputSchema.default('Silver'),
  points: z.coerce.number().int('Points must be a whole number.').min(0, 'Points cannot be negative.').default(0),
})
export type NewAccount = z.input<typeof newAccountSchema>

/** A username or e-mail address that another account (perhaps a deactivated one) already holds. */
export class AccountTakenError extends Error {
  constructor(readonly field: 'username' | 'email') {
    super(field === 'username' ? 'That username is already taken.' : 'That e-mail address is already in use.')
    this.name = 'AccountTakenError'
  }
}

function uniqueViolation(error: unknown): string | undefined {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error
  if (typeof cause !== 'object' || cause === null || !('code' in cause) || cause.code !== '23505') return undefined
  return 'constraint' in cause && typeof cause.constraint === 'string' ? cause.constraint : ''
}

/** Creates a member or administrator; the input is checked with `newAccountSchema`. */
export async function createAccount(db: Db, hasher: PasswordHasher, input: NewAccount): Promise<MemberRow> {
  const account = newAccountSchema.parse(input)
  const passwordHash = await hasher.hash(account.password)
  try {
    const [row] = await db
      .insert(members)
      .values({
        username: account.username,
        email: account.email,
        passwordHash,
        passwordChangedAt: sql`now()`,
        userType: account.userType,
        firstName: account.firstName,
        lastName: account.lastName,
        tier: account.tier,
        pointsBalance: account.points,
      })
      .returning()
    if (!row) throw new Error('The account was not stored')
    return row
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint === undefined) throw error
    throw new AccountTakenError(constraint.includes('email') ? 'email' : 'username')
  }
}
