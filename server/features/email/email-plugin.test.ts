import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { project } from '../../project.ts'
import type { LogLine } from '../../test/server-process.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { createServerDatabase } from '../../test/test-database.ts'
import { enqueueEmail } from './enqueue-email.ts'
import { escapeHtml } from './escape-html.ts'
import { startTestSmtpServer } from '../../test/test-smtp-server.ts'

const cleanups: (() => Promise<unknown>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The app with its logs kept for the test to read. */
async function app(env: Record<string, string>) {
  const logs: LogLine[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) })
  const built = await buildTestApp({ env, logger })
  cleanups.push(() => built.close())
  await built.ready()
  return { app: built, logs }
}

async function smtpServer(...args: Parameters<typeof startTestSmtpServer>) {
  const server = await startTestSmtpServer(...args)
  cleanups.push(server.close)
  return server
}

describe('e-mail from the app', () => {
  it('is stored with the record it is about, then delivered over SMTP once, with visitor input escaped', async () => {
    const server = await smtpServer()
    const { app: club } = await app({ SMTP_URL: server.url, MAIL_FROM: 'Mariner Yacht Club <office@club.example.com>' })
    const visitorName = '<script>alert(1)</script>'

    // As a route handler does: the e-mail commits with the submission, then the worker is told.
    await club.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        to: 'membership@club.example.com',
        subject: 'New membership enquiry',
        text: `From: ${visitorName}`,
        html: `<p>From: <strong>${escapeHtml(visitorName)}</strong></p>`,
      })
    })
    club.emailOutbox.kick()

    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(1)
    const [mail] = server.received
    expect(mail?.envelopeTo).toEqual(['membership@club.example.com'])
    expect(mail?.raw).toContain('Subject: New membership enquiry')
    expect(mail?.raw).toContain('From: Mariner Yacht Club <office@club.example.com>')
    expect(mail?.raw).toContain('<p>From: <strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong></p>')
    expect(mail?.raw.split('Content-Type: text/html')[1]).not.toContain('<script>')

    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.received).toHaveLength(1)
  })

  it('without SMTP_URL, is written to OUTBOX_DIR as an .eml file and its links are logged', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-outbox-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
    const { app: club, logs } = await app({ OUTBOX_DIR: outboxDir })
    const resetLink = 'http://localhost:3000/reset-password?token=b7c1e2'

    await enqueueEmail(club.db, {
      to: 'member@example.com',
      subject: 'Reset your password',
      text: `Dear member, choose a new password here: ${resetLink}.`,
    })
    club.emailOutbox.kick()

    await expect.poll(() => readdir(outboxDir), { timeout: 10_000 }).toHaveLength(1)
    const [file = ''] = await readdir(outboxDir)
    expect(file).toMatch(/\.eml$/)
    const eml = await readFile(path.join(outboxDir, file), 'utf8')
    expect(eml).toContain('Subject: Reset your password')
    expect(eml).toContain('To: member@example.com')

    const logged = logs.find((line) => line.msg === 'E-mail written to the outbox folder (SMTP_URL is not set)')
    expect(logged).toMatchObject({ to: 'member@example.com', subject: 'Reset your password', links: [resetLink] })
    expect(JSON.stringify(logs)).not.toContain('Dear member')
  })

  it('once closed, leaves nothing running: the process exits by itself', { timeout: 60_000 }, async () => {
    const database = await createServerDatabase()
    cleanups.push(() => database.remove())
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-outbox-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))

    // A poll interval of a minute: a timer the worker failed to clear would keep the process alive that long.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'app-close-fixture.ts')], {
      cwd: project.root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SERVE_WEB: 'false',
        OUTBOX_DIR: outboxDir,
        OUTBOX_POLL_MS: '60000',
        ...database.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    cleanups.push(async () => child.exitCode === null && child.kill())
    const exited = once(child, 'close')
    let report = ''
    const reported = new Promise<void>((resolve) =>
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        report += chunk
        if (report.endsWith(']')) resolve()
      }),
    )

    await Promise.race([reported, exited])
    expect(JSON.parse(report)).not.toContain('Timeout')
    expect(await exited).toEqual([0, null])
    expect(await readdir(outboxDir)).toHaveLength(1)
  })

  it('finishes and records the send in flight before the app closes', async () => {
    let sendingStarted: () => void = () => undefined
    const sending = new Promise<void>((resolve) => (sendingStarted = resolve))
    let accepting: () => void = () => undefined
    const server = await smtpServer({
      beforeAccept: () => {
        sendingStarted()
        return new Promise((resolve) => (accepting = resolve))
      },
    })
    const { app: club, logs } = await app({ SMTP_URL: server.url })
    await enqueueEmail(club.db, { to: 'harbour@example.com', subject: 'Closing time', text: 'Good night.' })
    club.emailOutbox.kick()
    await sending

    let closed = false
    const closing = club.close().then(() => (closed = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(closed).toBe(false)
    accepting()
    await closing

    expect(server.received).toHaveLength(1)
    expect(logs.filter((line) => line.level >= 40)).toEqual([])
  })
})
