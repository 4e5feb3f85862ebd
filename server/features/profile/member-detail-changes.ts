import { eq, sql } from 'drizzle-orm'
import type { AdminMemberChanges } from '../../../common/member-admin.ts'
import type { MemberDetails } from '../../../common/member-details.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { type MemberRow, members } from '../accounts/members-table.ts'
import { AccountTakenError, type MemberWithPicture, uniqueViolation } from '../accounts/members.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { lockMember } from '../points/points-ledger.ts'
import { findPictureUpdatedAt, savePicture } from './member-pictures.ts'
import type { StoredPicture } from './picture-processing.ts'

/** An optional field sent empty is cleared; one left out (undefined) is left out of the update, so it stays. */
function cleared(value: string | undefined): string | null | undefined {
  return value === '' ? null : value
}

type ColumnChanges = Partial<
  Pick<
    MemberRow,
    | 'firstName'
    | 'middleName'
    | 'lastName'
    | 'phoneNumber'
    | 'address1'
    | 'address2'
    | 'city'
    | 'state'
    | 'zipCode'
    | 'driversLicense'
    | 'companyName'
    | 'email'
    | 'emergencyName'
    | 'emergencyPhone'
    | 'emergencyRelationship'
    | 'tier'
    | 'membershipStartedOn'
  >
>

/** The member's own form (member-api §4). */
export function memberColumnChanges(details: MemberDetails): ColumnChanges {
  return {
    firstName: details.first_name,
    middleName: cleared(details.middle_name),
    lastName: details.last_name,
    phoneNumber: cleared(details.phone_number),
    address1: cleared(details.address),
    city: cleared(details.city),
    state: cleared(details.state),
    zipCode: cleared(details.zip_code),
    driversLicense: cleared(details.drivers_license),
    companyName: cleared(details.company_name),
    ...emergencyColumnChanges(details),
  }
}

/** The emergency contact, which both forms carry under the same names. */
function emergencyColumnChanges(
  details: Pick<MemberDetails, 'emergency_name' | 'emergency_contact' | 'emergency_relationship'>,
): ColumnChanges {
  return {
    emergencyName: cleared(details.emergency_name),
    emergencyPhone: cleared(details.emergency_contact),
    emergencyRelationship: cleared(details.emergency_relationship),
  }
}

/** Staff's form (portal-and-admin.md §3 admin member update). */
export function adminColumnChanges(details: AdminMemberChanges): ColumnChanges {
  return {
    firstName: details.first_name,
    lastName: details.last_name,
    phoneNumber: cleared(details.phone_number),
    tier: details.membership_type,
    address1: cleared(details.member_address1),
    address2: cleared(details.member_address2),
    city: cleared(details.member_city),
    state: cleared(details.member_state),
    zipCode: cleared(details.memberZip),
    driversLicense: cleared(details.dl),
    companyName: cleared(details.company_name),
    email: details.email_id,
    ...emergencyColumnChanges(details),
    membershipStartedOn: details.membership_started_on,
  }
}

/** How the audit log names each column: the admin member load's field names. */
const auditNames: Record<keyof ColumnChanges, string> = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  address1: 'member_address1',
  address2: 'member_address2',
  city: 'member_city',
  state: 'member_state',
  zipCode: 'member_zip',
  driversLicense: 'dl',
  companyName: 'company_name',
  email: 'email_id',
  emergencyName: 'emergency_name',
  emergencyPhone: 'emergency_contact',
  emergencyRelationship: 'emergency_relationship',
  tier: 'membership_type',
  membershipStartedOn: 'membership_started_on',
}

function changedFields(before: MemberRow, changes: ColumnChanges) {
  const changed: Record<string, { before: unknown; after: unknown }> = {}
  for (const [column, after] of Object.entries(changes) as Array<[keyof ColumnChanges, unknown]>) {
    if (after !== undefined && before[column] !== after) changed[auditNames[column]] = { before: before[column], after }
  }
  return changed
}

/**
 * Writes the member's details and, if given, their new picture, together or not at all. With `actorId` (an admin's
 * change) an audit entry `member.details` lists each changed field before and after (a picture as `replaced`), written
 * only when something changed; a tier change is also noted there as `membership_change`.
 */
export function saveMemberDetails(
  db: Db,
  memberId: number,
  changes: ColumnChanges,
  picture: StoredPicture | undefined,
  actorId?: number,
): Promise<MemberWithPicture> {
  return db
    .transaction(async (tx) => {
      const before = await lockMember(tx, memberId)
      if (!before) throw new Error('The member to update was not found')
      const [member] = await tx
        .update(members)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(members.id, memberId))
        .returning()
      if (!member) throw new Error('The member to update was not found')
      const pictureUpdatedAt = picture
        ? await savePicture(tx, memberId, picture)
        : await findPictureUpdatedAt(tx, memberId)
      const changed: Record<string, unknown> = changedFields(before, changes)
      if (picture) changed.picture = 'replaced'
      if (actorId !== undefined && Object.keys(changed).length > 0) {
        const details: Record<string, unknown> = { changes: changed }
        if (before.tier !== member.tier) details.membership_change = { before: before.tier, after: member.tier }
        await recordAudit(tx, { actorId, action: 'member.details', targetMemberId: memberId, details })
      }
      return { ...member, pictureUpdatedAt }
    })
    .catch(emailTaken)
}

/** Decided by the unique index, so two staff giving one address to two members at once cannot both succeed. */
function emailTaken(error: unknown): never {
  if (!uniqueViolation(error)?.includes('email')) throw error
  throw new Problem(409, { detail: new AccountTakenError('email').message, field: 'email_id' })
}
