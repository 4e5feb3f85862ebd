import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  emailSchema,
  type MemberProfile,
  newPasswordSchema,
  tierInputSchema,
  usernameSchema,
} from '../../../common/accounts.ts'
import type { AdminMember } from '../../../common/member-admin.ts'
import { text } from '../../../common/text.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import type { Db } from '../../db/database.ts'
import { changePoints } from '../points/points-ledger.ts'
import { type MemberRow, members } from './members-table.ts'
import type { PasswordHasher } from './password-hashing.ts'

/** The answer when a username names no one. */
export const NO_MEMBER_WITH_USERNAME = 'No member has that username.'

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

/** A member with the time their picture last changed, or null without one: what a profile answer needs. */
export type MemberWithPicture = MemberRow & { pictureUpdatedAt: Date | null }

/** Where a member's picture is read; the version changes with the picture, so browsers fetch a new one at once. */
function pictureUrl(memberId: number, pictureUpdatedAt: Date): string {
  return `/api/members/${memberId}/picture?v=${pictureUpdatedAt.getTime()}`
}

/** The profile as the portal reads it (portal-and-admin.md §3); never the password hash. */
export function memberProfile(member: MemberWithPicture): MemberProfile {
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
    picture_url: member.pictureUpdatedAt ? pictureUrl(member.id, member.pictureUpdatedAt) : null,
    tier: member.tier,
    points_balance: member.pointsBalance,
    email_id: member.email,
    emergency_name: member.emergencyName,
    emergency_contact: member.emergencyPhone,
    emergency_relationship: member.emergencyRelationship,
    membership_started_on: member.membershipStartedOn,
    user_type: member.userType,
  }
}

/** The admin member load (portal-and-admin.md §3): what Update User Details shows and edits. */
export function memberAdminView(member: MemberWithPicture): AdminMember {
  return {
    id: member.id,
    member_id: member.memberId,
    username: member.username,
    first_name: member.firstName,
    last_name: member.lastName,
    phone_number: member.phoneNumber,
    email_id: member.email,
    member_address1: member.address1,
    member_address2: member.address2,
    member_city: member.city,
    member_state: member.state,
    member_zip: member.zipCode,
    membership_type: member.tier,
    dl: member.driversLicense,
    company_name: member.companyName,
    emergency_name: member.emergencyName,
    emergency_contact: member.emergencyPhone,
    emergency_relationship: member.emergencyRelationship,
    membership_started_on: member.membershipStartedOn,
    picture_url: member.pictureUpdatedAt ? pictureUrl(member.id, member.pictureUpdatedAt) : null,
    is_active: member.isActive,
    points_balance: member.pointsBalance,
    user_type: member.userType,
  }
}

export const newAccountSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
  // A captain's sign-in belongs to a captain on the roster: staff give one there (member-api §9), never from here.
  userType: z.enum(['user', 'admin'], 'must be one of user, admin'),
  email: emailSchema,
  firstName: text(80).min(1, 'First name is required.'),
  lastName: text(80).min(1, 'Last name is required.'),
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

/** The constraint a unique violation broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const failure = databaseFailureOf(error)
  return failure?.code === '23505' ? (failure.constraint ?? '') : undefined
}

/** Creates a member or administrator; the input is checked with `newAccountSchema`. */
export async function createAccount(db: Db, hasher: PasswordHasher, input: NewAccount): Promise<MemberRow> {
  const account = newAccountSchema.parse(input)
  const passwordHash = await hasher.hash(account.password)
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
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
        })
        .returning()
      if (!row) throw new Error('The account was not stored')
      if (account.points === 0) return row
      const opening = { kind: 'credit' as const, points: account.points, description: 'Points on joining' }
      return { ...row, pointsBalance: await changePoints(tx, row, [opening], new Date()) }
    })
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint === undefined) throw error
    throw new AccountTakenError(constraint.includes('email') ? 'email' : 'username')
  }
}

/** A member named by a path: the numeric id, or the printed member number (`MYC-00007`, any case). */
export function findMemberByRef(db: Db, ref: string): Promise<MemberRow | undefined> {
  const printed = /^MYC-(\d+)$/i.exec(ref)
  const id = Number(printed ? printed[1] : ref)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return Promise.resolve(undefined)
  return db
    .select()
    .from(members)
    .where(eq(members.id, id))
    .then(([row]) => row)
}
