import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { emailOutbox } from './email-outbox-table.ts'
import { enqueueEmail } from './enqueue-email.ts'
import { createMailTransport } from './mail-transport.ts'
import { createOutboxWorker, type OutboxWorker, retryDelayMs } from './outbox-worker.ts'
import { startTestSmtpServer, unusedPort } from '../../test/test-smtp-server.ts'

interface LogEntry {
  level: 'info' | 'warn' | 'error'
  message: string
  fields: object
}

let database: Database
let logs: LogEntry[]
const cleanups: (() => Promise<void>)[] = []

const logger = {
  info: (fields: object, message: string) => logs.push({ level: 'info', message, fields }),
  warn: (fields: object, message: string) => logs.push({ level: 'warn', message, fields }),
  error: (fields: object, message: string) => logs.push({ level: 'error', message, fields }),
}

function startWorker(smtpUrl: string, options: { pollMs?: number; batchSize?: number } = {}): OutboxWorker {
  const transport = createMailTransport({ smtpUrl, from: 'club@example.com', outboxDir: '/nonexistent', logger })
  const worker = createOutboxWorker({ db: database.db, transport, logger, pollMs: 100, ...options })
  worker.start()
  cleanups.push(() => worker.stop())
  return worker
}

async function smtpServer(...args: Parameters<typeof startTestSmtpServer>) {
  const server = await startTestSmtpServer(...args)
  cleanups.push(server.close)
  return server
}

async function outboxRow(id: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!row) throw new Error(`No outbox row ${id}`)
  return row
}

describe('the outbox worker', () => {
  beforeEach(async () => {
    database = await createTestDatabase()
    logs = []
  })

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    await database.close()
  })

  it('keeps a message and its attachment while the mail server is down and delivers them once when it is back', async () => {
    const port = await unusedPort()
    const worker = startWorker(`smtp://127.0.0.1:${port}`)
    const chart = Buffer.from('%PDF-1.7 slip chart \u0000\u00ff', 'latin1')
    const { id } = await enqueueEmail(database.db, {
      to: 'skipper@example.com',
      subject: 'Slip assignment',
      text: 'B-12',
      attachments: [{ filename: 'slip-chart.pdf', contentType: 'application/pdf', content: chart }],
    })
    worker.kick()

    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const failed = await outboxRow(id)
    expect(failed.sentAt).toBeNull()
    expect(failed.lockedUntil).toBeNull()
    expect(failed.lastError).toContain('ECONNREFUSED')
    const [{ dueLater } = { dueLater: false }] = await database.db
      .select({ dueLater: sql<boolean>`${emailOutbox.nextAttemptAt} > now()` })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
    expect(dueLater).toBe(true)
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'E-mail not sent; it will be retried' }),
    )

    const server = await smtpServer({ port })
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, id))

    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(1)
    await expect.poll(async () => (await outboxRow(id)).sentAt, { timeout: 10_000 }).not.toBeNull()
    const sent = await outboxRow(id)
    expect(sent.lastError).toBeNull()
    expect(sent.lockedUntil).toBeNull()
    expect(server.received[0]?.envelopeTo).toEqual(['skipper@example.com'])
    const attached =
      /Content-Type: application\/pdf; name=slip-chart\.pdf\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
        server.received[0]?.raw ?? '',
      )
    expect(Buffer.from(attached?.[1]?.replace(/\s/g, '') ?? '', 'base64')).toEqual(chart)

    // Many more polls go by; the message is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(server.received).toHaveLength(1)
  })

  it('run by two instances on one database, sends every message exactly once', async () => {
    const server = await smtpServer({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 20)) })
    const subjects = Array.from({ length: 24 }, (_, index) => `Regatta notice ${index}`)
    for (const subject of subjects) {
      await enqueueEmail(database.db, { to: 'crew@example.com', subject, text: 'See the board.' })
    }

    const first = startWorker(server.url, { batchSize: 3 })
    const second = startWorker(server.url, { batchSize: 3 })
    first.kick()
    second.kick()

    await expect.poll(() => server.received.length, { timeout: 20_000 }).toBe(subjects.length)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const deliveredSubjects = server.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim())
    expect(deliveredSubjects.toSorted()).toEqual(subjects.toSorted())
    const [{ unsent } = { unsent: -1 }] = await database.db
      .select({ unsent: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.sentAt} is null`)
    expect(unsent).toBe(0)
  })

  it('never records or logs the SMTP password, even when the mail server quotes it back', async () => {
    const server = await smtpServer({ onAuth: (auth) => new Error(`No entry for ${auth.username}/${auth.password}`) })
    startWorker(`smtp://mailer:Sup3r-s3cret@127.0.0.1:${server.port}`)
    const { id } = await enqueueEmail(database.db, { to: 'office@example.com', subject: 'Invoice', text: 'Attached.' })

    await expect.poll(async () => (await outboxRow(id)).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
    const row = await outboxRow(id)
    expect(row.lastError).toContain('No entry for mailer/[REDACTED]')
    expect(row.lastError).not.toContain('Sup3r-s3cret')
    expect(JSON.stringify(logs)).not.toContain('Sup3r-s3cret')
    expect(server.received).toHaveLength(0)
  })
})

describe('retryDelayMs', () => {
  it('starts at 10 seconds and doubles', () => {
    const noJitter = () => 0.5
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, noJitter))).toEqual([10_000, 20_000, 40_000, 80_000])
  })

  it('keeps retrying hourly after many failures', () => {
    expect(retryDelayMs(12, () => 0.5)).toBe(3_600_000)
    expect(retryDelayMs(1000, () => 0.5)).toBe(3_600_000)
  })

  it('spreads retries by up to a tenth either way', () => {
    expect(retryDelayMs(1, () => 0)).toBe(9000)
    expect(retryDelayMs(1, () => 1)).toBe(11_000)
  })
})
