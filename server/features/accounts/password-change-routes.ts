import { setTimeout as sleep } from 'node:timers/promises'
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { changePasswordSchema, detailSchema } from '../../../common/accounts.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { passwordChangedEmail } from './account-emails.ts'
import {
  type AttemptSource,
  failureDelayMs,
  type LoginThrottleSettings,
  loginThrottle,
  refusal,
} from './login-throttle.ts'
import { members } from './members-table.ts'
import type { PasswordHasher } from './password-hashing.ts'
import { endMemberSessions } from './sessions.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface PasswordChangeRoutesOptions {
  hasher: PasswordHasher
  throttle: LoginThrottleSettings
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.'
export const PASSWORD_CHANGED = 'Your password has been changed. Every other device has been signed out.'

/** A signed-in member or member of staff changes their own password (member-api §4). */
const passwordChangeRoutes: FastifyPluginAsyncZod<PasswordChangeRoutesOptions> = async (
  app,
  { hasher, throttle: settings },
) => {
  const throttle = loginThrottle(app.db, settings)

  app.post(
    '/validate-user/change-password/',
    {
      config: { access: 'account' },
      schema: {
        tags: ['Accounts'],
        summary: 'Change one’s own password',
        description:
          'The caller’s own password, whoever they are: there is no way to name another account. The current ' +
          'password is checked as a login is, and counted towards the same limits (its username and the client’s ' +
          'address): a wrong one answers 403, and once over the limit every attempt answers 429 with `Retry-After`. ' +
          'The new password follows the policy (400 otherwise). Every other session of the account ends; the ' +
          'caller’s stays, and the member is e-mailed that the password changed.',
        body: changePasswordSchema,
        response: { 200: detailSchema, ...problemAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const member = request.member!
      const source: AttemptSource = { username: member.username, clientIp: request.ip }

      // Counted before the password is checked, as a login is, so parallel guesses cannot all pass the check.
      const { attempts, refusedForMs } = await throttle.countAttempt(source)
      if (refusedForMs > 0) {
        const { retryAfterSeconds, detail } = refusal(refusedForMs)
        reply.header('retry-after', String(retryAfterSeconds))
        throw new Problem(429, { detail })
      }
      if (!(await hasher.verify(member.passwordHash, request.body.current_password))) {
        await sleep(failureDelayMs(attempts))
        throw new Problem(403, { detail: WRONG_CURRENT_PASSWORD })
      }
      await throttle.forgive(source)

      // Hashing is slow, so it happens before the transaction.
      const passwordHash = await hasher.hash(request.body.new_password)
      await app.db.transaction(async (tx) => {
        const [changed] = await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(members.id, member.id))
          .returning()
        if (!changed) throw new Error('The member whose password changed was not found')
        await endMemberSessions(tx, member.id, { keep: request.sessionDigest ?? undefined })
        await enqueueEmail(tx, passwordChangedEmail(changed, { inPortal: true }))
      })
      app.emailOutbox.kick()
      request.log.info({ memberId: member.id }, 'Changed their password')
      return { detail: PASSWORD_CHANGED }
    },
  )
}

export default passwordChangeRoutes
