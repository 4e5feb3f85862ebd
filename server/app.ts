import compress from '@fastify/compress'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger, type FastifyReply, type RouteOptions } from 'fastify'
import pino from 'pino'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { clientRenderedPaths as clientRenderedPagePaths, notFoundPagePath } from '../common/site-paths.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { deviceCookies } from './features/accounts/device-cookies.ts'
import loginRoutes from './features/accounts/login-routes.ts'
import passwordChangeRoutes from './features/accounts/password-change-routes.ts'
import { passwordHasher } from './features/accounts/password-hashing.ts'
import passwordResetRoutes from './features/accounts/password-reset-routes.ts'
import sessionPlugin from './features/accounts/session-plugin.ts'
import emailPlugin from './features/email/email-plugin.ts'
import ballotRoutes from './features/ballot/ballot-routes.ts'
import bookingRoutes from './features/bookings/booking-routes.ts'
import fleetRoutes from './features/fleet/fleet-routes.ts'
import captainRoutes from './features/captains/captain-routes.ts'
import dockRoutes from './features/dock/dock-routes.ts'
import waitlistRoutes from './features/waitlist/waitlist-routes.ts'
import floatPlanRoutes from './features/dock/float-plan-routes.ts'
import vesselLogRoutes from './features/dock/vessel-log-routes.ts'
import scheduledWork from './features/scheduled-work/scheduled-work-plugin.ts'
import achRoutes from './features/billing/ach-routes.ts'
import billingRoutes from './features/billing/billing-routes.ts'
import invoiceRoutes from './features/billing/invoice-routes.ts'
import adminBookingRoutes from './features/bookings/admin-booking-routes.ts'
import ledgerRoutes from './features/points/ledger-routes.ts'
import calendarFeedRoutes from './features/bookings/calendar-feed-routes.ts'
import brochureRoutes from './features/brochure/brochure-routes.ts'
import exportRoutes from './features/exports/export-routes.ts'
import healthRoutes from './features/health/health-routes.ts'
import liveEvents, { webSocketOptions } from './features/live-events/live-events-plugin.ts'
import membershipYearRoutes from './features/membership-year/membership-year-routes.ts'
import profileRoutes from './features/profile/profile-routes.ts'
import auditRoutes from './features/audit/audit-routes.ts'
import memberDirectoryRoutes from './features/back-office/member-directory-routes.ts'
import memberStatusRoutes from './features/back-office/member-status-routes.ts'
import membershipRoutes from './features/back-office/membership-routes.ts'
import pointsRoutes from './features/points/points-routes.ts'
import { keyring } from './features/member-records/bank-secrets.ts'
import memberRecordsRoutes from './features/member-records/member-records-routes.ts'
import rateLimiting from './features/rate-limit/rate-limit-plugin.ts'
import siteRedirects from './features/site-redirects/site-redirects-routes.ts'
import visitorRoutes from './features/visitors/visitor-routes.ts'
import weatherRoutes from './features/weather/weather-routes.ts'
import { loggerOptions, RequestLogController, requestId } from './logging.ts'
import afterAnswer from './plugins/after-answer.ts'
import apiDocs from './plugins/api-docs.ts'
import databasePlugin from './plugins/database.ts'
import drain from './plugins/drain.ts'
import errorHandling from './plugins/error-handling.ts'
import sameOriginGuard from './plugins/same-origin-guard.ts'
import { clientErrorHandler } from './plugins/client-error-handler.ts'
import securityHeaders, { securityHeaderValues } from './plugins/security-headers.ts'
import webAppRoutes, { loadWebApp, sendPage } from './plugins/web-app.ts'
import { project } from './project.ts'

export const BODY_LIMIT_BYTES = 1024 * 1024
const DRAIN_QUIET_MS = 250
const DRAIN_LONGEST_MS = 2000

/** Trusts the nearest `hops` proxies, as a load balancer in front of several instances needs. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

export interface AppOptions {
  config: Config
  /** An open database; the app closes it when it closes. */
  database: Database
  /** Where the built web app is; defaults to the project's build. */
  webBuildDir?: string
  /** Paths answered with the app shell; defaults to the web app's client-rendered pages. */
  clientRenderedPaths?: readonly string[]
  /** The process's logger; without one, the app makes its own at the configured level. */
  logger?: FastifyBaseLogger
  /** How often live-event sockets are pinged and their sessions checked; `LIVE_EVENTS_PING_SECONDS` unless given. */
  liveEventsPingIntervalMs?: number
  /** The clock the booking rules read; tests set their own. */
  now?: () => Date
  /** How often this instance renews the membership years due; hourly unless given. */
  membershipRenewalEveryMs?: number
  /** Told of every route as it is added, before any feature's: the tests read the route table through it. */
  onRoute?: (route: RouteOptions) => void
}

/**
 * Builds the server: infrastructure plugins first, then the API features, then the web app.
 * Nothing listens until the caller calls `listen`.
 */
export async function buildApp({
  config,
  database,
  webBuildDir = project.webBuildDir,
  clientRenderedPaths = clientRenderedPagePaths,
  logger,
  liveEventsPingIntervalMs,
  now = () => new Date(),
  membershipRenewalEveryMs,
  onRoute,
}: AppOptions) {
  const https = config.publicUrl.startsWith('https:')
  const webApp = config.serveWeb
    ? await loadWebApp({
        buildDir: webBuildDir,
        https,
        notFoundPagePath,
        publicUrl: config.env === 'production' ? config.publicUrl : undefined,
      })
    : undefined
  const headers = securityHeaderValues({ https })

  const app = Fastify({
    loggerInstance: logger ?? pino(loggerOptions(config.logLevel)),
    logController: new RequestLogController(),
    genReqId: requestId,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    // While it drains, an instance answers what still reaches it on an open connection (each answer closes it) instead
    // of 503: a load balancer may not retry a POST elsewhere, so a 503 would be a request lost.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Raised while routing, before any hook or error handler: an undecodable address such as /api/%E0%A4%A.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      // A WebSocket upgrade's connection is no longer HTTP's to close, and no hook runs here to close it.
      if (request.headers.upgrade) reply.raw.once('finish', () => request.raw.socket.destroy())
      return reply
        .headers(headers)
        .header('x-request-id', request.id)
        .code(400)
        .send({ detail: 'The request address is not valid.' })
    },
    clientErrorHandler: clientErrorHandler(headers),
  }).withTypeProvider<ZodTypeProvider>()

  if (onRoute) app.addHook('onRoute', onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(securityHeaders, { headers })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(databasePlugin, { database })
  await app.register(afterAnswer)
  await app.register(emailPlugin, config.email)
  await app.register(scheduledWork, { now, pollMs: config.scheduledWork.pollMs })
  await app.register(sameOriginGuard, { publicUrl: config.publicUrl })
  await app.register(compress, { encodings: ['br', 'gzip'] })
  await app.register(errorHandling, {
    sendNotFoundPage: webApp && ((request, reply) => sendPage(request, reply, webApp.notFound, 404)),
  })
  await app.register(rateLimiting)
  await app.register(apiDocs, { version: project.version })
  // Before sessions: its onRequest hook marks WebSocket upgrades, and only a marked upgrade's connection is closed after
  // an answer refusing it; a refusal by an earlier hook would leave the connection open.
  await app.register(websocket, webSocketOptions)
  // After the WebSocket plugin, so that an upgrade refused while draining has its connection closed.
  await app.register(drain, { quietMs: DRAIN_QUIET_MS, longestMs: DRAIN_LONGEST_MS })
  await app.register(sessionPlugin, { secret: config.sessionSecret, timeouts: config.accounts.sessions, https })

  await app.register(liveEvents, {
    publicUrl: config.publicUrl,
    pingIntervalMs: liveEventsPingIntervalMs ?? config.liveEvents.pingIntervalMs,
  })
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(brochureRoutes, { prefix: '/api', publicUrl: config.publicUrl })
  await app.register(visitorRoutes, { prefix: '/api', ...config.visitorForms })
  const hasher = passwordHasher(config.accounts.passwordHashCost)
  await app.register(loginRoutes, {
    prefix: '/api',
    hasher,
    throttle: config.accounts.loginThrottle,
    devices: deviceCookies({ secret: config.sessionSecret, https }),
  })
  await app.register(passwordChangeRoutes, { prefix: '/api', hasher, throttle: config.accounts.loginThrottle })
  await app.register(passwordResetRoutes, {
    prefix: '/api',
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    hasher,
    rateLimit: config.visitorForms.rateLimit,
  })
  await app.register(bookingRoutes, { prefix: '/api', ...config.bookings, now })
  await app.register(waitlistRoutes, {
    prefix: '/api',
    cutoffMinutes: config.bookings.cutoffMinutes,
    holdMinutes: config.waitlist.holdMinutes,
    publicUrl: config.publicUrl,
    now,
  })
  await app.register(ledgerRoutes, { prefix: '/api', now })
  await app.register(adminBookingRoutes, { prefix: '/api', now })
  await app.register(calendarFeedRoutes, {
    prefix: '/api',
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    now,
  })
  await app.register(profileRoutes, { prefix: '/api' })
  await app.register(pointsRoutes, { prefix: '/api', now })
  await app.register(membershipRoutes, { prefix: '/api', now })
  await app.register(memberStatusRoutes, { prefix: '/api', now })
  await app.register(memberDirectoryRoutes, { prefix: '/api' })
  await app.register(membershipYearRoutes, {
    prefix: '/api',
    now,
    carryOver: config.membershipYear.carryOver,
    renewEveryMs: membershipRenewalEveryMs,
  })
  const bankKeyring = keyring(config.encryptionKey, config.encryptionPreviousKeys)
  await app.register(memberRecordsRoutes, {
    prefix: '/api',
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    hasher,
    keyring: bankKeyring,
    now,
  })
  await app.register(auditRoutes, { prefix: '/api' })
  await app.register(exportRoutes, { prefix: '/api' })
  await app.register(fleetRoutes, {
    prefix: '/api',
    cutoffMinutes: config.bookings.cutoffMinutes,
    dock: config.dock,
    now,
  })
  await app.register(captainRoutes, { prefix: '/api', now })
  await app.register(dockRoutes, {
    prefix: '/api',
    now,
    settings: config.dock,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  })
  await app.register(ballotRoutes, {
    prefix: '/api',
    now,
    cutoffMinutes: config.bookings.cutoffMinutes,
    publicUrl: config.publicUrl,
  })
  await app.register(floatPlanRoutes, { prefix: '/api', now })
  await app.register(vesselLogRoutes, { prefix: '/api', now, serviceIntervalHours: config.dock.serviceIntervalHours })
  await app.register(invoiceRoutes, { prefix: '/api', now })
  await app.register(billingRoutes, { prefix: '/api' })
  await app.register(achRoutes, { prefix: '/api', now, keyring: bankKeyring, originator: config.ach })
  await app.register(weatherRoutes, {
    prefix: '/api',
    now,
    weather: config.weather,
    cutoffMinutes: config.bookings.cutoffMinutes,
  })
  await app.register(siteRedirects, { membershipApplicationUrl: config.membershipApplicationUrl })

  if (webApp) await app.register(webAppRoutes, { webApp, clientRenderedPaths })

  return app
}
