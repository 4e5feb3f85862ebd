import formbody from '@fastify/formbody'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { detailSchema } from '../../../common/accounts.ts'
import {
  memberPointsSchema,
  pointsUpdatedSchema,
  pointsUpdateSchema,
  usernameQuerySchema,
  usernamesSchema,
} from '../../../common/back-office.ts'
import { refusalAnswerSchema } from '../../../common/booking/booking-api.ts'
import { members } from '../accounts/members-table.ts'
import { memberNamed } from '../accounts/member-lookup.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { refusedBy } from '../bookings/booking-problem.ts'
import { idempotencyHeaderSchema, runOnce, sendOutcome } from '../idempotency/run-once.ts'
import { changePoints, InsufficientPointsError, lockMemberNamed } from '../points/points-ledger.ts'

export interface PointsRoutesOptions {
  now: () => Date
}

const problems = { 400: detailSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema }

/** The members list and the Adjust Points screen's calls (portal-and-admin.md §7; member-api §5). */
const pointsRoutes: FastifyPluginAsyncZod<PointsRoutesOptions> = async (app, { now }) => {
  await app.register(formbody)
  const tags = ['Back office']

  app.get(
    '/usernames/usernames/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The usernames of every active member',
        description: 'Alphabetical, for the back office’s member lists; staff accounts are not members.',
        response: { 200: usernamesSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({ username: members.username })
        .from(members)
        .where(and(eq(members.isActive, true), eq(members.userType, 'user')))
        .orderBy(asc(members.username))
      return { usernames: rows.map((row) => row.username) }
    },
  )

  app.get(
    '/points/points/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A member’s Mariner Points balance',
        querystring: usernameQuerySchema,
        response: { 200: memberPointsSchema, ...problems },
      },
    },
    async (request) => {
      const member = await memberNamed(app.db, request.query.username)
      return { username: member.username, points: member.pointsBalance }
    },
  )

  app.put(
    '/points/update-points/',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Credit or debit a member’s Mariner Points',
        description:
          '`update_points` is signed: positive credits, negative debits. One ledger row (shown in the member’s ' +
          'Booking History), the balance and an audit entry are written together; a debit below zero answers 422 ' +
          'with `rule: "points"` and changes nothing. The member’s open portal tabs hear `points_changed`. Send an ' +
          '`Idempotency-Key` to make retries safe.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        headers: idempotencyHeaderSchema,
        body: pointsUpdateSchema,
        response: { 200: pointsUpdatedSchema, ...problems, 409: detailSchema, 422: refusalAnswerSchema },
      },
    },
    async (request, reply) => {
      const { username, update_points: change, description } = request.body
      const admin = request.member!
      const outcome = await runOnce(app.db, request, admin.id, {
        run: async (tx) => {
          const member = await lockMemberNamed(tx, username)
          let balance: number
          try {
            balance = await changePoints(
              tx,
              member,
              [{ kind: change > 0 ? 'credit' : 'debit', points: change, description, actorId: admin.id }],
              now(),
            )
          } catch (error) {
            if (!(error instanceof InsufficientPointsError)) throw error
            throw refusedBy({
              rule: 'points',
              detail: `${member.username} has ${member.pointsBalance.toLocaleString('en-US')} Mariner Points; a debit of ${(-change).toLocaleString('en-US')} would take the balance below zero.`,
            })
          }
          await recordAudit(tx, {
            actorId: admin.id,
            action: 'points.adjust',
            targetMemberId: member.id,
            details: { change, description, before: member.pointsBalance, after: balance },
          })
          await app.memberEvents.publish(tx, member.id, { event: 'points_changed', current_points: balance })
          return { statusCode: 200, body: { username: member.username, points: balance, detail: 'Points updated.' } }
        },
      })
      return sendOutcome(reply, outcome)
    },
  )
}

export default pointsRoutes
