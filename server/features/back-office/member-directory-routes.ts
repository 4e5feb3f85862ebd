import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { usernamesSchema } from '../../../common/back-office.ts'
import { clubIsoTime } from '../../../common/club-time.ts'
import {
  type DirectoryMember,
  memberDirectoryQuerySchema,
  memberDirectorySchema,
  type MemberStatus,
} from '../../../common/member-directory.ts'
import type { Db } from '../../db/database.ts'
import { members } from '../accounts/members-table.ts'
import { problemAnswers } from '../../problem.ts'

const statusCondition: Record<MemberStatus, SQL | undefined> = {
  active: eq(members.isActive, true),
  removed: eq(members.isActive, false),
  all: undefined,
}

/** Members (never staff) by surname, then first name; removed ones with when they were removed. */
export async function memberDirectory(db: Db, status: MemberStatus): Promise<DirectoryMember[]> {
  const rows = await db
    .select({
      id: members.id,
      member_id: members.memberId,
      username: members.username,
      first_name: members.firstName,
      last_name: members.lastName,
      tier: members.tier,
      is_active: members.isActive,
      deactivatedAt: members.deactivatedAt,
    })
    .from(members)
    .where(and(eq(members.userType, 'user'), statusCondition[status]))
    .orderBy(asc(sql`lower(${members.lastName})`), asc(sql`lower(${members.firstName})`), asc(members.username))
  return rows.map(({ deactivatedAt, ...member }) => ({
    ...member,
    removed_at: !member.is_active && deactivatedAt ? clubIsoTime(deactivatedAt) : null,
  }))
}

/** The member directory every back-office tool picks a member from, and the usernames its older screens list. */
const memberDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usernames/usernames/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'The usernames of every active member',
        description: 'Alphabetical, for the back office’s member lists; staff accounts are not members.',
        response: { 200: usernamesSchema, ...problemAnswers(401, 403) },
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
    '/admin/members',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'The club’s members, to pick one by name, member number or username',
        description:
          'Members only: staff accounts are never listed. By surname, then first name. `status` chooses the active ' +
          'members (unless given), the removed ones (with `removed_at`, to reactivate them) or all.',
        querystring: memberDirectoryQuerySchema,
        response: { 200: memberDirectorySchema, ...problemAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      return memberDirectory(app.db, request.query.status)
    },
  )
}

export default memberDirectoryRoutes
