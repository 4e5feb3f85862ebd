import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  detailSchema,
  forgotPasswordAnswerSchema,
  forgotPasswordSchema,
  RESET_COOLDOWN_MS,
  resetPasswordSchema,
} from '../../../common/accounts.ts'
import { enqueueEmail } from '../email/enqueue-email.ts'
import { passwordChangedEmail, passwordResetEmail } from './account-emails.ts'
import { loginFailures, passwordResetRequests, passwordResetTokens } from './session-tables.ts'
import { endMemberSessions } from './sessions.ts'
import { members } from './members-table.ts'
import { findActiveMemberByEmail } from './members.ts'
import type { PasswordHasher } from './password-hashing.ts'
import { newSecretToken, tokenDigest } from './secret-tokens.ts'
import { accountThrottleKey } from './login-throttle.ts'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface PasswordResetRoutesOptions {
  publicUrl: string
  secret: string
  hasher: PasswordHasher
  /** Per client, as for the visitor forms: bounds the e-mail one address can make the club send. */
  rateLimit: { max: number; timeWindowMs: number }
}

const TOKEN_VALID_MINUTES = 30
const REQUESTED_MESSAGE = 'If this e-mail address belongs to a member, a reset link is on its way.'
const BAD_TOKEN = 'This reset link is invalid or has expired. Please request a new one.'

function milliseconds(ms: number) {
  return sql`(${ms} * interval '1 millisecond')`
}

/** Forgot password and reset password (public-site.md §7, decisions §3). */
const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, options) => {
  // These calls take form-encoded bodies as the specification's pages send them; the rest of the API takes JSON.
  await app.register(formbody)
  const digestOf = (token: string) => tokenDigest(options.secret, token)
  const config = {
    access: 'public' as const,
    rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs },
  }
  const tags = ['Accounts']

  runPeriodically(app, 60 * 60 * 1000, 'delete old password reset requests', async () => {
    await app.db
      .delete(passwordResetRequests)
      .where(sql`${passwordResetRequests.requestedAt} < now() - ${milliseconds(RESET_COOLDOWN_MS)}`)
  })

  /** A one-time link for the active member who owns `email`, if one does; nothing otherwise. */
  async function sendResetLink(email: string): Promise<void> {
    const queued = await app.db.transaction(async (tx) => {
      const member = await findActiveMemberByEmail(tx, email)
      if (!member) return false
      const token = newSecretToken()
      await tx.insert(passwordResetTokens).values({
        tokenDigest: digestOf(token),
        memberId: member.id,
        expiresAt: sql`now() + ${milliseconds(TOKEN_VALID_MINUTES * 60_000)}`,
      })
      const resetUrl = `${options.publicUrl}/new_password?token=${encodeURIComponent(token)}`
      await enqueueEmail(tx, passwordResetEmail(member, resetUrl, TOKEN_VALID_MINUTES))
      return true
    })
    if (queued) app.emailOutbox.kick()
  }

  app.post(
    '/forgot/forgot-password',
    {
      config,
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description:
          'Sends a one-time link, valid for 30 minutes, if the address belongs to an active member. The answer is ' +
          'the same for every address; a second request for one address within 60 seconds gets 429.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: forgotPasswordSchema,
        // A 429 is either this address's cooldown or the client's rate limit (which carries only a detail).
        response: { 200: forgotPasswordAnswerSchema, ...problemAnswers(400, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase()
      const [claim] = await app.db
        .insert(passwordResetRequests)
        .values({ email, requestedAt: sql`now()` })
        .onConflictDoUpdate({
          target: passwordResetRequests.email,
          set: { requestedAt: sql`now()` },
          setWhere: sql`${passwordResetRequests.requestedAt} <= now() - ${milliseconds(RESET_COOLDOWN_MS)}`,
        })
        .returning({ email: passwordResetRequests.email })

      if (claim) {
        // The answer leaves before the address is looked up, so its timing cannot tell a member's address from any
        // other; the link is made and queued after it.
        reply.send({ message: REQUESTED_MESSAGE, start_timer: true, remaining_time: RESET_COOLDOWN_MS })
        app.afterAnswer.run(reply, 'send a password reset link', () => sendResetLink(email))
        return reply
      }

      const [row] = await app.db
        .select({
          remainingMs: sql<number>`greatest(1000, ceil(extract(epoch from (${passwordResetRequests.requestedAt} + ${milliseconds(RESET_COOLDOWN_MS)} - now())) * 1000))::int`,
        })
        .from(passwordResetRequests)
        .where(eq(passwordResetRequests.email, email))
      const remainingMs = Math.min(RESET_COOLDOWN_MS, row?.remainingMs ?? RESET_COOLDOWN_MS)
      const message = `Please wait ${Math.ceil(remainingMs / 1000)} seconds before asking for another link.`
      reply.header('retry-after', String(Math.ceil(remainingMs / 1000)))
      throw new Problem(429, { detail: message, message, start_timer: true, remaining_time: remainingMs })
    },
  )

  app.post(
    '/forgot/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'Choose a new password with a reset link',
        description:
          'Accepts a reset token once, within 30 minutes of the request, if the new password meets the policy. ' +
          'Every session of the member ends.',
        body: resetPasswordSchema,
        response: { 200: detailSchema, ...problemAnswers(400) },
      },
    },
    async (request) => {
      const digest = digestOf(request.body.token)
      const usable = and(
        eq(passwordResetTokens.tokenDigest, digest),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      )
      const [candidate] = await app.db
        .select({ memberId: passwordResetTokens.memberId })
        .from(passwordResetTokens)
        .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
        .where(and(usable, eq(members.isActive, true)))
      if (!candidate) throw new Problem(400, { detail: BAD_TOKEN })

      // Hashing is slow, so it happens before the transaction; the token is only spent inside it.
      const passwordHash = await options.hasher.hash(request.body.new_password)
      const changed = await app.db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(usable)
          .returning({ memberId: passwordResetTokens.memberId })
        if (!spent) return false
        const [member] = await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(members.id, spent.memberId))
          .returning()
        if (!member) return false
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.memberId, member.id), isNull(passwordResetTokens.usedAt)))
        await endMemberSessions(tx, member.id)
        await tx.delete(loginFailures).where(eq(loginFailures.key, accountThrottleKey(member.username)))
        await enqueueEmail(tx, passwordChangedEmail(member))
        return true
      })
      if (!changed) throw new Problem(400, { detail: BAD_TOKEN })

      app.emailOutbox.kick()
      return { detail: 'Your password has been changed. You can now log in with it.' }
    },
  )
}

export default passwordResetRoutes
