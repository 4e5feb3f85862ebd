import { createHash } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { databaseFailureOf } from '../../db/database-errors.ts'
import type { Db } from '../../db/database.ts'
import { Problem } from '../../problem.ts'
import { idempotentAnswers } from './idempotent-answers-table.ts'

export interface Outcome {
  statusCode: number
  body: unknown
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed?: boolean
}

/** The optional header of every call that moves points (member-api §0). */
export const idempotencyHeaderSchema = z.object({ 'idempotency-key': z.string().optional() }).loose()

/** Answers an outcome, saying so when it is the replay of an earlier request's answer. */
export function sendOutcome(reply: FastifyReply, outcome: Outcome) {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true')
  return reply.code(outcome.statusCode).send(outcome.body)
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/
const KEPT_MS = 24 * 60 * 60 * 1000
const CLAIM_KEY = 'idempotent_answers_account_id_key_pk'

const kept = () => sql`now() - (${KEPT_MS} * interval '1 millisecond')`

/** Deletes answers older than a day; a key may be used again after that. */
export async function forgetOldAnswers(db: Db): Promise<void> {
  await db.delete(idempotentAnswers).where(lte(idempotentAnswers.createdAt, kept()))
}

interface Work {
  /** Runs in one transaction; a Problem it throws becomes the answer, and nothing it wrote is kept. */
  run(tx: Db): Promise<Outcome>
  /** The refusal for a database error the work expects (a slot another booking holds), or undefined for others. */
  problemFor?(error: unknown): Problem | undefined
}

function problemOf(error: unknown, work: Work): Problem | undefined {
  if (error instanceof Problem) return error
  return work.problemFor?.(error)
}

async function transaction(db: Db, work: Work, inside: (tx: Db) => Promise<Outcome>): Promise<Outcome> {
  try {
    return await db.transaction(inside)
  } catch (error) {
    const problem = problemOf(error, work)
    if (!problem) throw error
    return { statusCode: problem.statusCode, body: problem.body }
  }
}

/**
 * Runs a change once per `Idempotency-Key` (member-api §0): the same key from the same account within 24 hours gets
 * the first answer again and changes nothing more. The key is claimed inside the change's own transaction, so a twin
 * request racing it waits on the claim and then replays the answer, on any instance.
 */
export async function runOnce(db: Db, request: FastifyRequest, accountId: number, work: Work): Promise<Outcome> {
  const key = request.headers['idempotency-key']
  if (key === undefined) return transaction(db, work, work.run)
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new Problem(400, { detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' })
  }
  const digest = createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
    .digest('base64url')
  const mine = and(eq(idempotentAnswers.accountId, accountId), eq(idempotentAnswers.key, key))

  for (let attempt = 0; attempt < 3; attempt++) {
    const [stored] = await db
      .select()
      .from(idempotentAnswers)
      .where(and(mine, gt(idempotentAnswers.createdAt, kept())))
    if (stored && stored.statusCode > 0) {
      if (stored.requestDigest !== digest) {
        throw new Problem(409, { detail: 'This Idempotency-Key was already used for a different request.' })
      }
      return { statusCode: stored.statusCode, body: stored.body, replayed: true }
    }
    try {
      const outcome = await transaction(db, work, async (tx) => {
        await tx.delete(idempotentAnswers).where(and(mine, lte(idempotentAnswers.createdAt, kept())))
        await tx.insert(idempotentAnswers).values({ accountId, key, requestDigest: digest, statusCode: 0, body: {} })
        const done = await work.run(tx)
        await tx.update(idempotentAnswers).set({ statusCode: done.statusCode, body: done.body }).where(mine)
        return done
      })
      if (outcome.statusCode >= 400) {
        // A refusal rolled the claim back; it is kept now, so a retry hears the same.
        await db
          .insert(idempotentAnswers)
          .values({
            accountId,
            key,
            requestDigest: digest,
            statusCode: outcome.statusCode,
            body: outcome.body as object,
          })
          .onConflictDoNothing()
      }
      return outcome
    } catch (error) {
      const failure = databaseFailureOf(error)
      if (failure?.code !== '23505' || failure.constraint !== CLAIM_KEY) throw error
    }
  }
  throw new Problem(409, { detail: 'Another request with this Idempotency-Key is still being answered.' })
}
