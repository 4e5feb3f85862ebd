import { eq, sql } from 'drizzle-orm'
import type { Caller } from '../../caller.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { captainSetPasswordEmail } from '../accounts/account-emails.ts'
import { members } from '../accounts/members-table.ts'
import { AccountTakenError, uniqueViolation } from '../accounts/members.ts'
import { newSecretToken, tokenDigest } from '../accounts/secret-tokens.ts'
import { passwordResetTokens } from '../accounts/session-tables.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { captains } from '../captains/captain-tables.ts'
import { lockCaptain } from '../captains/captain-operations.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { SET_PASSWORD_VALID_DAYS } from '../member-records/add-member.ts'

/** Sign-ins are one per e-mail address, so a captain who is also a member needs a second address for the dock. */
export const EMAIL_HELD_ELSEWHERE =
  'The captain’s e-mail address already belongs to another account, and each sign-in needs its own. ' +
  'Edit the captain to give another address, then try again.'

export interface SetPasswordLinks {
  publicUrl: string
  secret: string
}

/**
 * Gives a captain on the roster a sign-in (member-api §9): an account of type `captain` with no password, and a
 * one-time link by e-mail to choose one, as new members get. A username or e-mail address another account holds
 * answers 409 with the field.
 */
export async function giveCaptainAccount(
  db: Db,
  caller: Caller,
  captainId: number,
  username: string,
  links: SetPasswordLinks,
): Promise<{ username: string }> {
  try {
    return await db.transaction(async (tx) => {
      const captain = await lockCaptain(tx, captainId)
      if (captain.retiredAt) throw new Problem(409, { detail: `${captain.name} has retired.` })
      if (captain.accountId !== null) throw new Problem(409, { detail: `${captain.name} already has a sign-in.` })
      const [first = captain.name, ...rest] = captain.name.trim().split(/\s+/)
      const [account] = await tx
        .insert(members)
        .values({
          username,
          email: captain.email,
          passwordHash: null,
          userType: 'captain',
          firstName: first,
          lastName: rest.join(' '),
          phoneNumber: captain.phoneNumber,
        })
        .returning()
      if (!account) throw new Error('The captain’s account was not stored')
      await tx.update(captains).set({ accountId: account.id }).where(eq(captains.id, captainId))
      const token = newSecretToken()
      await tx.insert(passwordResetTokens).values({
        tokenDigest: tokenDigest(links.secret, token),
        memberId: account.id,
        expiresAt: sql`now() + ${SET_PASSWORD_VALID_DAYS} * interval '1 day'`,
      })
      const url = `${links.publicUrl}/new_password?token=${encodeURIComponent(token)}`
      await enqueueEmail(tx, captainSetPasswordEmail(account, url, SET_PASSWORD_VALID_DAYS))
      await recordAudit(tx, {
        actorId: caller.account.id,
        action: 'captain.account',
        targetMemberId: null,
        details: { captain_id: captainId, name: captain.name, username: account.username },
      })
      return { username: account.username }
    })
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint === undefined) throw error
    if (constraint.includes('email')) throw new Problem(409, { detail: EMAIL_HELD_ELSEWHERE, field: 'email' })
    const taken = new AccountTakenError('username')
    throw new Problem(409, { detail: taken.message, field: taken.field })
  }
}
