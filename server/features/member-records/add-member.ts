import { sql } from 'drizzle-orm'
import { childrenOf, type NewMember } from '../../../common/new-member.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { welcomeEmail, welcomeSetPasswordEmail } from '../accounts/account-emails.ts'
import { type MemberRow, members } from '../accounts/members-table.ts'
import { AccountTakenError, uniqueViolation } from '../accounts/members.ts'
import { newSecretToken, tokenDigest } from '../accounts/secret-tokens.ts'
import { passwordResetTokens } from '../accounts/session-tables.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { changePoints, lockMember } from '../points/points-ledger.ts'
import { savePicture } from '../profile/member-pictures.ts'
import type { StoredPicture } from '../profile/picture-processing.ts'
import { type BankDetails, hasBankDetails, saveBankDetails } from './bank-accounts.ts'
import type { Keyring } from './bank-secrets.ts'

/** How long a new member's set-password link works. */
export const SET_PASSWORD_VALID_DAYS = 7

export interface NewMemberRecord {
  admin: Pick<MemberRow, 'id'>
  fields: Omit<NewMember, 'password'>
  /** The first password's hash, when staff chose one; without it the member sets their own through a link. */
  passwordHash: string | null
  picture: StoredPicture | undefined
  keyring: Keyring
  setPassword: { publicUrl: string; secret: string }
  now: Date
}

const orNull = (value: string) => value || null

function bankDetailsOf(fields: NewMemberRecord['fields']): BankDetails {
  return {
    depositoryName: fields.depository_name,
    branch: fields.branch,
    city: fields.city,
    state: fields.state,
    zipCode: fields.zip_code,
    nameOnAccount: fields.name_on_acc,
    accountType: fields.type_of_acc || null,
    routingNumber: fields.routing_no,
    accountNumber: fields.acc_no,
  }
}

/**
 * Stores a new member and everything that comes with them in one transaction, so a refusal (a username or e-mail
 * taken, decided by the unique indexes) leaves nothing behind. The welcome e-mail is queued in it; kick the outbox after.
 */
export async function addMember(db: Db, record: NewMemberRecord): Promise<MemberRow> {
  return db.transaction((tx) => storeMember(tx, record)).catch(takenProblem)
}

/** A unique index refused the username or e-mail address: the form shows `message` beside the `field` it names. */
function takenProblem(error: unknown): never {
  const constraint = uniqueViolation(error)
  if (constraint === undefined) throw error
  const taken = new AccountTakenError(constraint.includes('email') ? 'email' : 'username')
  const field = taken.field === 'email' ? 'email_id' : 'username'
  throw new Problem(409, { message: taken.message, detail: taken.message, field })
}

async function storeMember(tx: Db, record: NewMemberRecord): Promise<MemberRow> {
  const { fields, admin, passwordHash, picture, keyring, setPassword, now } = record
  const bank = bankDetailsOf(fields)
  const [inserted] = await tx
    .insert(members)
    .values({
      username: fields.username,
      email: fields.email_id,
      passwordHash,
      passwordChangedAt: passwordHash ? sql`now()` : null,
      userType: 'user',
      firstName: fields.first_name,
      lastName: fields.last_name,
      phoneNumber: fields.phone_number,
      address1: fields.member_address1,
      address2: orNull(fields.member_address2),
      city: fields.member_city,
      state: fields.member_state,
      zipCode: fields.member_zip,
      driversLicense: orNull(fields.dl),
      companyName: orNull(fields.company_name),
      tier: fields.membership_type,
      ...(fields.membership_started_on ? { membershipStartedOn: fields.membership_started_on } : {}),
      referral: orNull(fields.referral_information),
      spouseName: orNull(fields.spouse),
      spousePhone: orNull(fields.spouse_phone),
      spouseEmail: orNull(fields.spouse_email),
      children: childrenOf(fields),
      emergencyName: fields.emergency_name,
      emergencyEmail: orNull(fields.emergency_email),
      emergencyPhone: fields.emergency_contact,
      emergencyRelationship: fields.emergency_relationship,
    })
    .returning()
  if (!inserted) throw new Error('The member was not stored')
  let member = inserted
  if (fields.points > 0) {
    const locked = await lockMember(tx, member.id)
    if (!locked) throw new Error('The new member could not be locked')
    const opening = {
      kind: 'credit' as const,
      points: fields.points,
      description: 'Points on joining',
      actorId: admin.id,
    }
    member = { ...member, pointsBalance: await changePoints(tx, locked, [opening], now) }
  }
  const withBank = hasBankDetails(bank)
  if (withBank) await saveBankDetails(tx, keyring, member.id, bank)
  if (picture) await savePicture(tx, member.id, picture)
  await recordAudit(tx, {
    actorId: admin.id,
    action: 'member.add',
    targetMemberId: member.id,
    details: {
      tier: member.tier,
      points: member.pointsBalance,
      bank_details: withBank,
      picture: picture !== undefined,
      children: fields.child_num,
      set_password_link: passwordHash === null,
    },
  })
  if (passwordHash) {
    await enqueueEmail(tx, welcomeEmail(member))
  } else {
    const token = newSecretToken()
    await tx.insert(passwordResetTokens).values({
      tokenDigest: tokenDigest(setPassword.secret, token),
      memberId: member.id,
      expiresAt: sql`now() + ${SET_PASSWORD_VALID_DAYS} * interval '1 day'`,
    })
    const url = `${setPassword.publicUrl}/new_password?token=${encodeURIComponent(token)}`
    await enqueueEmail(tx, welcomeSetPasswordEmail(member, url, SET_PASSWORD_VALID_DAYS))
  }
  return member
}
