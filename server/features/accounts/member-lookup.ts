import { isAdmin } from '../../../common/user-roles.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import type { MemberRow } from './members-table.ts'
import { findMemberByUsername, NO_MEMBER_WITH_USERNAME } from './members.ts'

/** The member `username` names, in any case; a 404 Problem when no one has it. */
export async function memberNamed(db: Db, username: string): Promise<MemberRow> {
  const member = await findMemberByUsername(db, username)
  if (!member) throw new Problem(404, { detail: NO_MEMBER_WITH_USERNAME })
  return member
}

/**
 * The member a call acts on: the caller when `username` is left out or is their own (any case), or, for an admin, any
 * member (404 when no one has it). A member naming someone else is refused with 403 and `refusal`, whether or not that
 * username exists, so the answer never tells which usernames are taken.
 */
export async function memberActedOn(
  db: Db,
  caller: MemberRow,
  username: string | undefined,
  refusal: string,
): Promise<MemberRow> {
  if (username === undefined || username.toLowerCase() === caller.username.toLowerCase()) return caller
  if (!isAdmin(caller.userType)) throw new Problem(403, { detail: refusal })
  return memberNamed(db, username)
}
