import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { emailAttachments, emailOutbox, type EmailOutboxRow } from './email-outbox-table.ts'
import { type MailTransport, SEND_TIMEOUT_MS } from './mail-transport.ts'

interface Logger {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface OutboxWorkerOptions {
  db: Db
  transport: MailTransport
  logger: Logger
  /** How often to look for due messages, besides the kicks. */
  pollMs?: number
  /** How many messages one claim takes; they are sent together. */
  batchSize?: number
}

export interface OutboxWorker {
  start(): void
  /** Looks for due messages now, such as one this process has just enqueued. */
  kick(): void
  /** Stops polling and waits for the messages being sent. */
  stop(): Promise<void>
}

/** How long a claimed message belongs to the worker that claimed it. Longer than any send, so none is sent twice. */
const LEASE_MS = 5 * SEND_TIMEOUT_MS
const RETRY_BASE_MS = 10_000
const RETRY_MAX_MS = 60 * 60 * 1000
const MAX_ERROR_LENGTH = 500

/** The wait after the `attempts`-th failure: 10 s, doubling, at most an hour, ±10% so retries spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(delay * (0.9 + 0.2 * random()))
}

/** Times come from the database's clock, which every instance shares. */
function fromNow(ms: number) {
  return sql`now() + ${ms}::integer * interval '1 millisecond'`
}

/**
 * Sends what is in the outbox. Several instances may run one each: a message is claimed with a lease before it is
 * sent, and a failed one is retried with back-off until it goes.
 */
export function createOutboxWorker({
  db,
  transport,
  logger,
  pollMs = 2000,
  batchSize = 5,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = true
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let kickedWhileRunning = false
  let databaseFailing = false

  function schedule(delayMs: number) {
    clearTimeout(timer)
    timer = setTimeout(run, delayMs)
  }

  function run() {
    timer = undefined
    running = drain().finally(() => {
      running = undefined
      if (!stopped) schedule(kickedWhileRunning ? 0 : pollMs)
      kickedWhileRunning = false
    })
  }

  async function drain() {
    try {
      let claimed: EmailOutboxRow[]
      do {
        claimed = await claimDue()
        await Promise.all(claimed.map(deliver))
      } while (claimed.length === batchSize && !stopped)
      if (databaseFailing) logger.info({}, 'E-mail outbox: the database answers again')
      databaseFailing = false
    } catch (error) {
      if (!databaseFailing) logger.error({ err: error }, 'E-mail outbox: cannot read the outbox; will keep trying')
      databaseFailing = true
    }
  }

  async function claimDue(): Promise<EmailOutboxRow[]> {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(emailOutbox)
      .set({ lockedUntil: fromNow(LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning()
  }

  /** Never rejects: a message whose outcome cannot be recorded is retried when its lease runs out. */
  async function deliver(row: EmailOutboxRow) {
    try {
      const attachments = await db
        .select({
          filename: emailAttachments.filename,
          contentType: emailAttachments.contentType,
          content: emailAttachments.content,
        })
        .from(emailAttachments)
        .where(eq(emailAttachments.emailId, row.id))
        .orderBy(asc(emailAttachments.id))
      await transport.send({
        id: row.id,
        to: row.recipients,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
        attachments: attachments.map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content) })),
      })
    } catch (error) {
      await recordFailure(row, error).catch((recordError: unknown) =>
        logger.error({ err: recordError, emailId: row.id }, 'E-mail outbox: could not record a failed attempt'),
      )
      return
    }
    await db
      .update(emailOutbox)
      .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(emailOutbox.id, row.id))
      .catch((error: unknown) =>
        logger.error({ err: error, emailId: row.id }, 'E-mail sent, but not marked as sent; it may be sent again'),
      )
  }

  async function recordFailure(row: EmailOutboxRow, error: unknown) {
    const attempts = row.attempts + 1
    const delayMs = retryDelayMs(attempts)
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)
    await db
      .update(emailOutbox)
      .set({ attempts, nextAttemptAt: fromNow(delayMs), lockedUntil: null, lastError: reason })
      .where(eq(emailOutbox.id, row.id))
    logger.warn(
      { emailId: row.id, subject: row.subject, attempts, retryInSeconds: Math.round(delayMs / 1000), reason },
      'E-mail not sent; it will be retried',
    )
  }

  return {
    start() {
      stopped = false
      schedule(0)
    },
    kick() {
      if (stopped) return
      if (running) kickedWhileRunning = true
      else schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
