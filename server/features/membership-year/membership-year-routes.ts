import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRefParamsSchema } from '../../../common/booking/booking-api.ts'
import { clubDateLabel, clubDateOf } from '../../../common/club-time.ts'
import { membershipRenewedSchema, renewalStateSchema } from '../../../common/membership-year.ts'
import { runPeriodically } from '../../plugins/periodic-task.ts'
import { findMemberByRef } from '../accounts/members.ts'
import { renewalState, renewDueMembers, renewMember } from './membership-renewal.ts'
import { Problem, problemAnswers } from '../../problem.ts'

export interface MembershipYearRoutesOptions {
  now: () => Date
  carryOver: boolean
  /** How often each instance looks for members whose year is due; hourly unless given. */
  renewEveryMs?: number
}

const HOUR_MS = 3_600_000

/** Membership years (issue 16): staff renew one member by hand; every instance renews everyone due on a schedule. */
const membershipYearRoutes: FastifyPluginAsyncZod<MembershipYearRoutesOptions> = async (
  app,
  { now, carryOver, renewEveryMs = HOUR_MS },
) => {
  const settings = () => ({ today: clubDateOf(now()), at: now(), carryOver })

  // Hourly rather than daily, so a restart never postpones a renewal by a day; a run with no one due locks no one.
  // On PostgreSQL an advisory lock lets one instance at a time walk the members.
  runPeriodically(app, renewEveryMs, 'renew the membership years due', async () => {
    const run = await renewDueMembers(app.database, settings())
    if (run.renewed > 0) app.log.info({ renewed: run.renewed }, 'Renewed membership years')
    for (const failure of run.failed) app.log.error(failure, 'Could not renew a membership year; left as it was')
  })

  app.get(
    '/admin/members/:id/renewal',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'Whether a member’s membership year can be renewed now',
        description:
          'By the rule the renewal itself follows: `due` is true when the current membership year has not been ' +
          'granted and is not the member’s first; otherwise `reason` says why (`first-year`, `granted`, or ' +
          '`removed`). `next_renewal_on` is the first day of the next membership year. `id` is the numeric id or ' +
          'the member number (MYC-00007).',
        params: memberRefParamsSchema,
        response: { 200: renewalStateSchema, ...problemAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await findMemberByRef(app.db, request.params.id)
      if (!member) throw new Problem(404, { detail: 'There is no such member.' })
      return renewalState(app.db, member, settings().today)
    },
  )

  app.post(
    '/admin/members/:id/renew',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Back office'],
        summary: 'Start a member’s membership year now',
        description:
          'If the member’s current membership year (from the latest anniversary of their start date) has not been ' +
          'granted, grants it: one `annual` ledger row of the tier’s annual points. Unless `POINTS_CARRY_OVER` is ' +
          'true the balance becomes the annual points and the unused ones lapse (`lapsed`). The weekend-outing and ' +
          'trip allowances count per membership year already. 409 when the year is already granted, when it is still ' +
          'the member’s first year (its points were the opening balance) or the member is removed. Audited as ' +
          '`membership.renew`; the member’s open tabs hear `points_changed`. `id` is the numeric id or the member ' +
          'number (MYC-00007).',
        params: memberRefParamsSchema,
        response: { 200: membershipRenewedSchema, ...problemAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const found = await findMemberByRef(app.db, request.params.id)
      if (!found) throw new Problem(404, { detail: 'There is no such member.' })
      if (!found.isActive) {
        throw new Problem(409, { detail: `${found.username} is removed; reactivate them first.` })
      }
      const outcome = await renewMember(app.db, found.id, settings(), request.member!.id)
      if (!outcome) throw new Problem(404, { detail: 'There is no such member.' })
      if (!outcome.renewed) {
        const detail =
          outcome.reason === 'first-year'
            ? `${outcome.member.username} is still in their first membership year (from ${clubDateLabel(outcome.year)}); its points were their opening balance.`
            : `${outcome.member.username}’s membership year from ${clubDateLabel(outcome.year)} has already been granted.`
        throw new Problem(409, { detail })
      }
      return {
        username: outcome.member.username,
        membership_year: outcome.year,
        granted: outcome.granted,
        lapsed: outcome.lapsed,
        current_points: outcome.currentPoints,
      }
    },
  )
}

export default membershipYearRoutes
