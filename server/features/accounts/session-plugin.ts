import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { isAdmin, isCaptain } from '../../../common/user-roles.ts'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import { tokenDigest } from './secret-tokens.ts'
import {
  createSession,
  deleteEndedSessions,
  deleteSession,
  findSessionMember,
  liveSessions,
  type SessionTimeouts,
  type SignedInMember,
} from './sessions.ts'

/**
 * Who may call a route: anyone; any signed-in member or member of staff (`signed-in`); any account at all, captains
 * too (`account`: who am I, my password); administrators or captains (`crew`, the dock calls of member-api §9, which
 * check the outing's captain themselves); or administrators only. A captain reaches `account` and `crew` calls only.
 */
export type RouteAccess = 'public' | 'signed-in' | 'account' | 'crew' | 'admin'

declare module 'fastify' {
  interface FastifySchema {
    /** Copied from `config.access` into the API reference. */
    'x-access'?: RouteAccess
  }
  interface FastifyContextConfig {
    /** Every `/api` route must say who may call it; the server refuses to start otherwise. */
    access?: RouteAccess
  }
  interface FastifyRequest {
    /** The signed-in member, on routes that need one. */
    member: SignedInMember | null
    /** Names the member's session (a digest of its token, never the token), on routes that need one. */
    sessionDigest: string | null
  }
  interface FastifyInstance {
    sessions: {
      /** Signs the member in on this browser: a new session and cookie, ending the one the browser had. */
      start(request: FastifyRequest, reply: FastifyReply, memberId: number): Promise<void>
      /** Signs this browser out; harmless without a session. */
      end(request: FastifyRequest, reply: FastifyReply): Promise<void>
      /** Which of these sessions (by `request.sessionDigest`) are still live, on any instance. */
      whichLive(digests: readonly string[]): Promise<Set<string>>
    }
  }
}

export interface SessionPluginOptions {
  secret: string
  timeouts: SessionTimeouts
  https: boolean
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000

async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions) {
  // The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and for the whole site.
  const cookieName = options.https ? '__Host-myc_session' : 'myc_session'
  const digestOf = (token: string) => tokenDigest(options.secret, token)
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.https }

  await app.register(cookie)
  app.decorateRequest('member', null)
  app.decorateRequest('sessionDigest', null)

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')
    if (!isApi) return
    const access = route.config?.access
    if (access === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} must declare config.access (public, signed-in, account, crew or admin)`,
      )
    }
    // The API reference tells callers, and the tests find every call of a kind, by this extension.
    route.schema = { ...route.schema, 'x-access': access }
  })

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access
    if (access === undefined || access === 'public') return
    // Whatever a signed-in call answers, refusals included, is the caller's own: no cache may keep it.
    reply.header('cache-control', 'no-store')
    const token = request.cookies[cookieName]
    const digest = token ? digestOf(token) : null
    const member = digest ? await findSessionMember(app.db, digest, options.timeouts) : null
    if (!member) {
      return reply.code(401).send({ detail: 'Please log in to continue.' })
    }
    if (access === 'admin' && !isAdmin(member.userType)) {
      return reply.code(403).send({ detail: 'Only club administrators can do that.' })
    }
    if (access === 'crew' && !isAdmin(member.userType) && !isCaptain(member.userType)) {
      return reply.code(403).send({ detail: 'Only club staff and captains can do that.' })
    }
    if (access === 'signed-in' && isCaptain(member.userType)) {
      return reply.code(403).send({ detail: 'A captain’s sign-in is for the dock only.' })
    }
    request.member = member
    request.sessionDigest = digest
  })

  async function end(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[cookieName]
    if (token) await deleteSession(app.db, digestOf(token))
    reply.clearCookie(cookieName, cookieOptions)
  }

  app.decorate('sessions', {
    async start(request, reply, memberId) {
      const previous = request.cookies[cookieName]
      if (previous) await deleteSession(app.db, digestOf(previous))
      const { token, expiresAt } = await createSession(app.db, digestOf, options.timeouts, {
        memberId,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        clientIp: request.ip,
      })
      reply.setCookie(cookieName, token, { ...cookieOptions, expires: expiresAt })
    },
    end,
    whichLive: (digests) => liveSessions(app.db, digests, options.timeouts),
  })

  runPeriodically(app, CLEANUP_EVERY_MS, 'delete ended sessions', () => deleteEndedSessions(app.db, options.timeouts))
}

export default fp(sessionPlugin, { name: 'sessions', dependencies: ['database'] })
