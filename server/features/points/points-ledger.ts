import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  placeholderRow,
  placeholderValues,
  preparedStatement,
  preparedStatements,
} from '../../db/prepared-statements.ts'
import { Problem } from '../../problem.ts'
import { type MemberRow, members } from '../accounts/members-table.ts'
import { findMemberByUsername, NO_MEMBER_WITH_USERNAME } from '../accounts/members.ts'
import { pointsLedger } from './points-ledger-table.ts'

export type PointsKind = (typeof pointsLedger.$inferInsert)['kind']

export interface PointsChange {
  kind: PointsKind
  /** Signed: a booking's charge is negative, a refund positive. */
  points: number
  description: string
  bookingId?: string
  actorId?: number
  /** For an `annual` row: the first day of the membership year it grants. */
  membershipYear?: string
}

/** A change would take the balance below zero; nothing was written. */
export class InsufficientPointsError extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`The balance of ${balance} Mariner Points does not cover ${needed}`)
    this.name = 'InsufficientPointsError'
  }
}

/**
 * Locks the member's row until the transaction ends and reads it. Everything that reads a member's bookings to apply
 * a rule, or changes their points, starts here, so two requests for one member take turns, on any instance.
 */
export async function lockMember(tx: Db, memberId: number): Promise<MemberRow | undefined> {
  const [member] = await lockMemberStatement(tx).execute({ memberId })
  return member
}

const lockMemberStatement = preparedStatement((tx) =>
  tx
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('memberId')))
    .for('update')
    .prepare('lock_member'),
)

/** Locks the member `username` names (any case) as `lockMember` does; a 404 Problem when no one has it. */
export async function lockMemberNamed(tx: Db, username: string): Promise<MemberRow> {
  const found = await findMemberByUsername(tx, username)
  const member = found && (await lockMember(tx, found.id))
  if (!member) throw new Problem(404, { detail: NO_MEMBER_WITH_USERNAME })
  return member
}

/**
 * Writes the changes, in order, to the ledger of a member locked with `lockMember` in this transaction, each row
 * carrying the balance after it, and sets the member's balance to the last. Answers the new balance.
 */
export async function changePoints(
  tx: Db,
  member: Pick<MemberRow, 'id' | 'pointsBalance'>,
  changes: readonly PointsChange[],
  at: Date,
): Promise<number> {
  let balance = member.pointsBalance
  const rows = changes.map((change): Record<LedgerColumn, unknown> => {
    if (balance + change.points < 0) throw new InsufficientPointsError(balance, -change.points)
    balance += change.points
    return {
      memberId: member.id,
      createdAt: at,
      kind: change.kind,
      points: change.points,
      balanceAfter: balance,
      bookingId: change.bookingId ?? null,
      description: change.description,
      actorId: change.actorId ?? null,
      membershipYear: change.membershipYear ?? null,
    }
  })
  if (rows.length === 0) return balance
  await changePointsStatement(tx, rows.length).execute({
    memberId: member.id,
    balance,
    ...placeholderValues(ledgerColumns, rows),
  })
  return balance
}

const ledgerColumns = [
  'memberId',
  'createdAt',
  'kind',
  'points',
  'balanceAfter',
  'bookingId',
  'description',
  'actorId',
  'membershipYear',
] as const
type LedgerColumn = (typeof ledgerColumns)[number]

/** One statement: the ledger rows are written with the balance they lead to, or neither is. */
const changePointsStatement = preparedStatements((tx, count) => {
  const values = Array.from({ length: count }, (_, index) => placeholderRow<typeof pointsLedger>(ledgerColumns, index))
  const written = tx
    .$with('written_ledger_rows')
    .as(tx.insert(pointsLedger).values(values).returning({ id: pointsLedger.id }))
  return tx
    .with(written)
    .update(members)
    .set({ pointsBalance: sql`${sql.placeholder('balance')}::integer`, updatedAt: sql`now()` })
    .where(eq(members.id, sql.placeholder('memberId')))
    .prepare(`change_points_${count}`)
})
