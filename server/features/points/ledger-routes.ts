import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import { ledgerAnswerSchema } from '../../../common/points-ledger.ts'
import { isAdmin } from '../../../common/user-roles.ts'
import { Problem, problemAnswers } from '../../problem.ts'
import { findMemberByRef } from '../accounts/members.ts'
import { memberLedger } from './member-ledger.ts'

export interface LedgerRoutesOptions {
  now: () => Date
}

/** The points ledgers of the portal (member-api §3). */
const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  const tags = ['Bookings']

  /**
   * The member a path names, if the caller may read them: themselves, or anyone for an admin. To a member, someone
   * else's ledger is answered as if that member did not exist, so the answer never tells which member ids are taken.
   */
  async function ownMember(ref: string, request: FastifyRequest) {
    const member = await findMemberByRef(app.db, ref)
    const caller = request.member!
    if (!member || (member.id !== caller.id && !isAdmin(caller.userType))) {
      throw new Problem(404, { detail: 'No such member.' })
    }
    return member
  }

  for (const [path, full, summary] of [
    ['/booking/member/:id', false, 'A member’s latest ten ledger rows'],
    ['/booking/membership/:id', true, 'A member’s ledger since the membership year began'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary,
          description:
            'Newest first; each row’s balance is the one before it plus its points. Own ledger, or any for an admin.',
          params: memberRefParamsSchema,
          response: { 200: ledgerAnswerSchema, ...problemAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const member = await ownMember(request.params.id, request)
        return memberLedger(app.db, member, full, options.now())
      },
    )
  }
}

export default ledgerRoutes
