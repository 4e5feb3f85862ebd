import { eq, sql } from 'drizzle-orm'
import type { MemberDetails } from '../../../common/member-details.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import type { MemberWithPicture } from '../accounts/members.ts'
import { findPictureUpdatedAt, savePicture } from './member-pictures.ts'
import type { StoredPicture } from './picture-processing.ts'

/** An optional field sent empty is cleared; one left out (undefined) is left out of the update, so it stays. */
function cleared(value: string | undefined): string | null | undefined {
  return value === '' ? null : value
}

function columnChanges(details: MemberDetails): Partial<typeof members.$inferInsert> {
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
  }
}

/** Writes the member's details and, if given, their new picture, together or not at all. */
export function saveMemberDetails(
  db: Db,
  memberId: number,
  details: MemberDetails,
  picture: StoredPicture | undefined,
): Promise<MemberWithPicture> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ ...columnChanges(details), updatedAt: sql`now()` })
      .where(eq(members.id, memberId))
      .returning()
    if (!member) throw new Error('The member to update was not found')
    const pictureUpdatedAt = picture
      ? await savePicture(tx, memberId, picture)
      : await findPictureUpdatedAt(tx, memberId)
    return { ...member, pictureUpdatedAt }
  })
}
