import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import formbody from '@fastify/formbody'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detailSchema, loginAnswerSchema, loginSchema, memberProfileSchema } from '../../../common/accounts.ts'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import type { DeviceCookies } from './device-cookies.ts'
import {
  type AttemptSource,
  failureDelayMs,
  type LoginThrottleSettings,
  loginThrottle,
  refusal,
} from './login-throttle.ts'
import { members } from './members-table.ts'
import { findMemberByUsername, memberProfile } from './members.ts'
import type { PasswordHasher } from './password-hashing.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface LoginRoutesOptions {
  hasher: PasswordHasher
  throttle: LoginThrottleSettings
  devices: DeviceCookies
}

const INVALID_CREDENTIALS = 'Invalid credentials'

/** Sign-in, the session check and sign-out (portal-and-admin.md §7). */
const loginRoutes: FastifyPluginAsyncZod<LoginRoutesOptions> = async (app, { hasher, throttle: settings, devices }) => {
  // These calls take form-encoded bodies as the specification's pages send them; the rest of the API takes JSON.
  await app.register(formbody)
  const throttle = loginThrottle(app.db, settings)
  runPeriodically(app, settings.windowMs, 'delete ended sign-in failure windows', () => throttle.deleteEndedWindows())
  const tags = ['Accounts']

  app.post(
    '/validate-user/validate-user/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in',
        description:
          'Checks a username (any case) and password and starts a session in an HttpOnly cookie. Unknown usernames ' +
          'and wrong passwords get the same answer; repeated failures are slowed, then refused with 429. A browser ' +
          'that has signed in as this member before (its device cookie) is limited on its own, so guesses from ' +
          'elsewhere never lock the member out of it.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...problemAnswers(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { username, password } = request.body
      const device = devices.trustedDevice(request, username)
      const source: AttemptSource = device ? { device } : { username, clientIp: request.ip }

      // Counted before the password is checked, so that parallel guesses cannot all pass a check made beforehand.
      const { attempts, refusedForMs } = await throttle.countAttempt(source)
      if (refusedForMs > 0) {
        const { retryAfterSeconds, detail } = refusal(refusedForMs)
        reply.header('retry-after', String(retryAfterSeconds))
        throw new Problem(429, { detail })
      }

      const member = await findMemberByUsername(app.db, username)
      if (!(await hasher.verify(member?.passwordHash, password)) || !member?.passwordHash) {
        await sleep(failureDelayMs(attempts))
        throw new Problem(401, { detail: INVALID_CREDENTIALS })
      }
      await throttle.forgive(source)
      if (!member.isActive) {
        throw new Problem(403, { detail: 'This membership is no longer active. Please contact the club.' })
      }

      if (hasher.needsRehash(member.passwordHash)) {
        await app.db
          .update(members)
          .set({ passwordHash: await hasher.hash(password) })
          .where(eq(members.id, member.id))
      }
      await app.sessions.start(request, reply, member.id)
      devices.remember(request, reply, member.username)
      request.log.info({ memberId: member.id }, 'Signed in')
      return { status: 'SUCCESS' as const, detail: 'Login successful', user_type: member.userType }
    },
  )

  app.get(
    '/validate-user/current-user/',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The signed-in member',
        response: { 200: memberProfileSchema, ...problemAnswers(401, 403) },
      },
    },
    async (request) => {
      return memberProfile(request.member!)
    },
  )

  app.post(
    '/validate-user/logout/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log out',
        description: 'Ends this browser’s session on the server and clears its cookie; harmless without a session.',
        response: { 200: detailSchema },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply)
      return { detail: 'Logged out' }
    },
  )
}

export default loginRoutes
