import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emailOutbox } from './email-outbox-table.ts'
import {
  addFaultAccount,
  BROCHURE_PATH,
  brochureRequest,
  callApi,
  logInCookie,
  printFigures,
  weekdaysAhead,
} from '../../test/fault-load.ts'
import { useServerProcesses } from '../../test/server-processes.ts'
import { testPasswordHashEnv } from '../../test/test-app.ts'
import { startTestSmtpServer, unusedPort } from '../../test/test-smtp-server.ts'

/**
 * The mail server down for a while, then back: two instances keep taking forms and issuing invoices meanwhile, the
 * outbox keeps every message, and once the mail server listens again each arrives exactly once.
 */

vi.setConfig({ testTimeout: 600_000 })

const { start, serverDatabase } = useServerProcesses()
const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const FORMS = 24
const INVOICES = 6

async function until(probe: () => Promise<boolean>) {
  while (!(await probe())) await new Promise((resolve) => setTimeout(resolve, 250))
}

function messageIdOf(raw: string): string {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? ''
}

describe('the mail server down, then back', () => {
  it('delivers every message written meanwhile exactly once, and the outbox ends with all of them sent', async () => {
    const database = await serverDatabase()
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'club-mail-outage-'))
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }))
    const smtpPort = await unusedPort()
    const env = {
      ...database.env,
      ...testPasswordHashEnv,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: '200',
      OUTBOX_DIR: outboxDir,
      FORM_RATE_LIMIT_MAX: '1000000',
    }
    const servers = [await start(env), await start(env)]
    const direct = await database.open()
    cleanups.push(() => direct.close())
    await addFaultAccount(direct.db, 'mailadmin', { userType: 'admin' })
    await addFaultAccount(direct.db, 'mailmember')
    const adminCookie = await logInCookie(servers[0]!.url, 'mailadmin')
    const memberCookie = await logInCookie(servers[1]!.url, 'mailmember')

    const forms = await Promise.all(
      Array.from({ length: FORMS }, (_, index) =>
        callApi(servers[index % 2]!.url, 'POST', BROCHURE_PATH, { body: brochureRequest(`Outage visitor ${index}`) }),
      ),
    )
    expect(forms.map((answer) => answer.status)).toEqual(forms.map(() => 200))
    const invoices = []
    for (const [index, date] of weekdaysAhead(INVOICES).entries()) {
      const booked = await callApi(servers[index % 2]!.url, 'POST', '/api/booking/bookings', {
        cookie: memberCookie,
        body: { vessel_id: 'peace', tour_type: 'Full Day', date },
      })
      expect(booked.status).toBe(201)
      invoices.push(
        await callApi(servers[(index + 1) % 2]!.url, 'POST', `/api/invoices/${String(booked.body.booking_id)}/issue`, {
          cookie: adminCookie,
        }),
      )
    }
    expect(invoices.map((answer) => answer.status)).toEqual(invoices.map(() => 200))

    // Every message has been tried against the closed port and failed, so each now waits for its retry.
    await until(async () => {
      const rows = await direct.db.select().from(emailOutbox)
      return rows.length === FORMS + INVOICES && rows.every((row) => row.attempts >= 1 && row.sentAt === null)
    })
    const failedAttempts = (await direct.db.select().from(emailOutbox)).reduce((sum, row) => sum + row.attempts, 0)

    const smtp = await startTestSmtpServer({ port: smtpPort })
    cleanups.push(() => smtp.close())
    await until(async () => (await direct.db.select().from(emailOutbox)).every((row) => row.sentAt !== null))
    // One more round of polls on both instances, in case either would send anything a second time.
    await new Promise((resolve) => setTimeout(resolve, 2000))

    const rows = await direct.db.select().from(emailOutbox)
    const expectedIds = rows.map((row) => `<${row.id}@localhost>`).sort()
    const receivedIds = smtp.received.map((message) => messageIdOf(message.raw)).sort()
    const lost = expectedIds.filter((id) => !receivedIds.includes(id)).length
    const duplicates = receivedIds.length - new Set(receivedIds).size
    printFigures('Mail server down, then back', {
      'requests made': FORMS + 2 * INVOICES,
      'answered 2xx': forms.length + 2 * invoices.length,
      'messages queued': rows.length,
      'failed attempts while down': failedAttempts,
      'messages received': smtp.received.length,
      'faults injected': 1,
      'messages lost': lost,
      'messages delivered twice': duplicates,
    })
    expect(receivedIds).toEqual(expectedIds)
    expect(duplicates).toBe(0)
    expect(rows.every((row) => row.lockedUntil === null && row.lastError === null)).toBe(true)
    const invoiceMails = smtp.received.filter((message) => /^Subject: .*invoice/im.test(message.raw))
    expect(invoiceMails).toHaveLength(INVOICES)
  })
})
