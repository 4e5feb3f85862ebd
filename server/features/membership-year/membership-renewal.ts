import { and, asc, eq, sql } from 'drizzle-orm'
import { membershipYearOf } from '../../../common/membership-year.ts'
import type { ClubDate } from '../../../common/club-time.ts'
import { membershipTiers } from '../../../common/membership-tiers.ts'
import {
  nextRenewalOn,
  renewalDescription,
  renewalDue,
  renewalGrant,
  type RenewalState,
} from '../../../common/membership-year.ts'
import { databaseFailureOf } from '../../db/database-errors.ts'
import type { Database, Db } from '../../db/database.ts'
import { type MemberRow, members } from '../accounts/members-table.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { publishMemberEvent } from '../live-events/member-events.ts'
import { pointsLedger } from '../points/points-ledger-table.ts'
import { changePoints, lockMember } from '../points/points-ledger.ts'

export interface RenewalSettings {
  /** The club's day (America/New_York) the renewal runs on. */
  today: ClubDate
  /** When the ledger row is written. */
  at: Date
  carryOver: boolean
}

export type RenewalOutcome =
  | { renewed: true; member: MemberRow; year: ClubDate; granted: number; lapsed: number; currentPoints: number }
  | { renewed: false; member: MemberRow; year: ClubDate; reason: 'first-year' | 'granted' }

const ANNUAL_KEY = 'points_ledger_annual_key'

/** The first days of the membership years already granted to a member. */
async function grantedYears(db: Db, memberId: number): Promise<ClubDate[]> {
  const granted = await db
    .select({ year: pointsLedger.membershipYear })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.memberId, memberId), eq(pointsLedger.kind, 'annual')))
  return granted.flatMap((row) => (row.year ? [row.year] : []))
}

/** Whether staff may renew a member today, by the rule a renewal is granted by, and when the next renewal falls due. */
export async function renewalState(db: Db, member: MemberRow, today: ClubDate): Promise<RenewalState> {
  const due = renewalDue({
    startedOn: member.membershipStartedOn,
    today,
    grantedYears: await grantedYears(db, member.id),
  })
  const year = { membership_year: due.year, next_renewal_on: nextRenewalOn(member.membershipStartedOn, today) }
  if (!member.isActive) return { due: false, reason: 'removed', ...year }
  return { due: due.due, reason: due.due ? null : due.reason, ...year }
}

/**
 * Grants the member's current membership year if it is due: one `annual` ledger row (written under the member's lock),
 * the `points_changed` live event on commit, and, when staff asked for it (`actorId`), a `membership.renew` audit entry.
 * A renewal the scheduler or `npm run points:renew` makes is recorded by its ledger row alone (no audit row: there is
 * no admin to name). Safe to run any number of times, at once, on any instance: the lock makes them take turns and the
 * unique index refuses a second grant for the same year. Answers undefined for no such member.
 */
export async function renewMember(
  db: Db,
  memberId: number,
  settings: RenewalSettings,
  actorId?: number,
): Promise<RenewalOutcome | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const member = await lockMember(tx, memberId)
      if (!member) return undefined
      const due = renewalDue({
        startedOn: member.membershipStartedOn,
        today: settings.today,
        grantedYears: await grantedYears(tx, memberId),
      })
      if (!due.due) return { renewed: false, member, year: due.year, reason: due.reason }
      const { annualPoints } = membershipTiers.find((tier) => tier.name === member.tier)!
      const grant = renewalGrant(annualPoints, member.pointsBalance, settings.carryOver)
      const description = renewalDescription(due.year, annualPoints, grant.lapsed)
      const change = { kind: 'annual' as const, points: grant.points, description, actorId, membershipYear: due.year }
      const balance = await changePoints(tx, member, [change], settings.at)
      if (actorId !== undefined) {
        await recordAudit(tx, {
          actorId,
          action: 'membership.renew',
          targetMemberId: member.id,
          details: {
            membership_year: due.year,
            tier: member.tier,
            granted: annualPoints,
            lapsed: grant.lapsed,
            before: member.pointsBalance,
            after: balance,
          },
        })
      }
      await publishMemberEvent(tx, member.id, { event: 'points_changed', current_points: balance })
      return {
        renewed: true,
        member: { ...member, pointsBalance: balance },
        year: due.year,
        granted: annualPoints,
        lapsed: grant.lapsed,
        currentPoints: balance,
      }
    })
  } catch (error) {
    // Only a grant racing one that committed first can get here; the member's lock makes even that unlikely.
    if (databaseFailureOf(error)?.constraint !== ANNUAL_KEY) throw error
    const [member] = await db.select().from(members).where(eq(members.id, memberId))
    if (!member) throw error
    return {
      renewed: false,
      member,
      year: membershipYearOf(member.membershipStartedOn, settings.today).from,
      reason: 'granted',
    }
  }
}

/** Any stable number; the same in every instance, and other than the migration lock's. */
const RENEWAL_LOCK_ID = 724_311_016

export interface RenewalRun {
  /** False when another run held the lock, so this one looked at no one. */
  ran: boolean
  renewed: number
  skipped: number
  /** Members whose renewal threw (a date no calendar holds, say): each is left as it was, and the others renewed. */
  failed: RenewalFailure[]
}

export interface RenewalFailure {
  memberId: number
  /** The printed member number, `MYC-00007`, as staff look members up. */
  memberNumber: string
  /** The innermost error's first line: no query, no parameters, nothing about the member but their id. */
  reason: string
}

function reasonOf(error: unknown): string {
  let cause = error
  while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause
  const message = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)
  return message.split('\n')[0]!.slice(0, 200)
}

/**
 * Renews every active member (not staff) whose current year is due. On PostgreSQL only one run at a time walks the
 * members (an advisory lock held by an open transaction on its own connection); a run that finds it taken does nothing,
 * since the run holding it renews everyone due. The embedded database has one instance, so it needs no lock.
 */
export async function renewDueMembers(database: Database, settings: RenewalSettings): Promise<RenewalRun> {
  if (database.driver === 'pglite') return walkMembers(database.db, settings)
  return database.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RENEWAL_LOCK_ID}) as locked`)
    ).rows
    if (!row?.locked) return { ran: false, renewed: 0, skipped: 0, failed: [] }
    return walkMembers(database.db, settings)
  })
}

async function walkMembers(db: Db, settings: RenewalSettings): Promise<RenewalRun> {
  const latestGrant = sql<
    string | null
  >`(select max(${pointsLedger.membershipYear})::text from ${pointsLedger} where ${pointsLedger.memberId} = ${members.id} and ${pointsLedger.kind} = 'annual')`
  const everyone = await db
    .select({ id: members.id, memberNumber: members.memberId, startedOn: members.membershipStartedOn, latestGrant })
    .from(members)
    .where(and(eq(members.isActive, true), eq(members.userType, 'user')))
    .orderBy(asc(members.id))
  // Grants never lie ahead of today, so the latest alone says whether the current year has one. The rule is asked again
  // under each member's lock, so a member changed meanwhile is judged as they are then. Each member is judged and
  // renewed on their own, in their own transaction: one row no rule can read must not stop everyone else's year.
  let renewed = 0
  const failed: RenewalFailure[] = []
  for (const member of everyone) {
    try {
      const grantedYears = member.latestGrant ? [member.latestGrant] : []
      if (!renewalDue({ startedOn: member.startedOn, today: settings.today, grantedYears }).due) continue
      const outcome = await renewMember(db, member.id, settings)
      if (outcome?.renewed) renewed += 1
    } catch (error) {
      failed.push({ memberId: member.id, memberNumber: member.memberNumber, reason: reasonOf(error) })
    }
  }
  return { ran: true, renewed, skipped: everyone.length - renewed - failed.length, failed }
}
