import { and, asc, eq, inArray, isNull, like, lt, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { scheduledWork, type ScheduledWorkRow } from './scheduled-work-table.ts'

/** Does one piece of work inside the transaction that claimed it: what it writes and its marking done commit together. */
export type WorkHandler = (
  tx: Db,
  work: { key: string; dueAt: Date; payload: Record<string, unknown>; now: Date },
) => Promise<void>

export interface WorkToSchedule {
  kind: string
  /** Unique per piece of work: scheduling the same key again changes nothing. */
  key: string
  dueAt: Date
  payload: Record<string, unknown>
}

/** Schedules work in `tx`'s transaction; a key already scheduled (by any instance) is left as it is. */
export async function scheduleWork(tx: Db, work: WorkToSchedule): Promise<void> {
  await tx.insert(scheduledWork).values(work).onConflictDoNothing({ target: scheduledWork.key })
}

/** Cancels the pending work whose key starts with `keyPrefix` (waiting for any instance doing one of them now). */
export async function cancelWork(tx: Db, keyPrefix: string, now: Date): Promise<void> {
  await tx
    .update(scheduledWork)
    .set({ cancelledAt: now })
    .where(
      and(
        like(scheduledWork.key, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
        isNull(scheduledWork.doneAt),
        isNull(scheduledWork.cancelledAt),
      ),
    )
}

/** How long done and called-off work stays as a record (of the alerts sent, say) before housekeeping deletes it. */
export const FINISHED_WORK_KEPT_DAYS = 30

/** Deletes work done or called off before `before`; pending and failing work stays whatever its age. */
export async function forgetFinishedWork(db: Db, before: Date): Promise<number> {
  const forgotten = await db
    .delete(scheduledWork)
    .where(or(lt(scheduledWork.doneAt, before), lt(scheduledWork.cancelledAt, before)))
    .returning({ id: scheduledWork.id })
  return forgotten.length
}

interface Logger {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface ScheduledWorkOptions {
  db: Db
  logger: Logger
  now: () => Date
  pollMs: number
  /** Called after a run that did some work, such as to send at once the e-mail it enqueued. */
  afterWork?: () => void
}

const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 60 * 60 * 1000
const MAX_ERROR_LENGTH = 500
/** Bounds one run, so a flood of due work never keeps an instance from its other duties for long. */
const MAX_PER_RUN = 100

/** The wait after the `attempts`-th failure: 30 s, doubling, at most an hour. */
export function workRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
}

/**
 * Runs due work on this instance (decision 21). Each piece is claimed with `FOR UPDATE SKIP LOCKED` and done in the
 * claiming transaction, so two instances never do the same piece, and a piece whose handler fails is rolled back and
 * retried later with back-off (`locked_until`). Handlers are registered per kind.
 */
export function createScheduledWork({ db, logger, now, pollMs, afterWork }: ScheduledWorkOptions) {
  const handlers = new Map<string, WorkHandler>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let stopped = true

  function dueCondition(at: Date) {
    return and(
      isNull(scheduledWork.doneAt),
      isNull(scheduledWork.cancelledAt),
      lte(scheduledWork.dueAt, at),
      or(isNull(scheduledWork.lockedUntil), lte(scheduledWork.lockedUntil, at)),
    )
  }

  /** Claims and does one due piece of work; false when none is due (or every due one is being done elsewhere). */
  async function doOne(): Promise<boolean> {
    const at = now()
    let claimed: ScheduledWorkRow | undefined
    try {
      return await db.transaction(async (tx) => {
        ;[claimed] = await tx
          .select()
          .from(scheduledWork)
          .where(and(dueCondition(at), inArray(scheduledWork.kind, [...handlers.keys()])))
          .orderBy(asc(scheduledWork.dueAt))
          .limit(1)
          .for('update', { skipLocked: true })
        if (!claimed) return false
        const handler = handlers.get(claimed.kind)!
        await handler(tx, { key: claimed.key, dueAt: claimed.dueAt, payload: claimed.payload, now: at })
        await tx
          .update(scheduledWork)
          .set({ doneAt: at, attempts: claimed.attempts + 1, lockedUntil: null })
          .where(eq(scheduledWork.id, claimed.id))
        return true
      })
    } catch (error) {
      if (!claimed) throw error
      const attempts = claimed.attempts + 1
      logger.warn({ err: error, key: claimed.key, attempts }, 'Scheduled work failed; it will be tried again')
      await db
        .update(scheduledWork)
        .set({
          attempts,
          lastError: String(error instanceof Error ? error.message : error).slice(0, MAX_ERROR_LENGTH),
          lockedUntil: new Date(at.getTime() + workRetryDelayMs(attempts)),
        })
        .where(eq(scheduledWork.id, claimed.id))
      return true
    }
  }

  async function drain(): Promise<number> {
    if (handlers.size === 0) return 0
    let done = 0
    while (done < MAX_PER_RUN && (await doOne())) done += 1
    if (done > 0) afterWork?.()
    return done
  }

  /** Does the work due now; one run at a time on this instance. Resolves to how many pieces it took. */
  function runDue(): Promise<number> {
    running ??= drain().finally(() => {
      running = undefined
    })
    return running
  }

  function tick() {
    runDue()
      .catch((error: unknown) =>
        logger.error({ err: error }, 'Scheduled work: cannot read the schedule; will keep trying'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs)
      })
  }

  return {
    handle(kind: string, handler: WorkHandler) {
      if (handlers.has(kind)) throw new Error(`Scheduled work of kind ${kind} already has a handler`)
      handlers.set(kind, handler)
    },
    runDue,
    start() {
      if (!stopped) return
      stopped = false
      timer = setTimeout(tick, pollMs)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}

export type ScheduledWork = ReturnType<typeof createScheduledWork>
