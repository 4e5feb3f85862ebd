import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { emailOutbox } from './email-outbox-table.ts'
import { enqueueEmail } from './enqueue-email.ts'

describe('enqueueEmail', () => {
  let database: Database

  beforeAll(async () => {
    database = await createTestDatabase()
  })

  afterAll(async () => {
    await database?.close()
  })

  it('stores nothing when the transaction it is part of rolls back, and the message when it commits', async () => {
    const refused = new Error('the submission was refused')
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'office@example.com', subject: 'Rolled back', text: '…' })
        throw refused
      }),
    ).rejects.toBe(refused)

    const { id } = await database.db.transaction((tx) =>
      enqueueEmail(tx, {
        to: ['office@example.com', '"Dock, Master" <dock@example.com>'],
        subject: 'Committed',
        text: 'Plain',
        html: '<p>Rich</p>',
      }),
    )

    const rows = await database.db.select().from(emailOutbox)
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        recipients: 'office@example.com, "Dock, Master" <dock@example.com>',
        subject: 'Committed',
        textBody: 'Plain',
        htmlBody: '<p>Rich</p>',
        attempts: 0,
        sentAt: null,
        lockedUntil: null,
        lastError: null,
      }),
    ])
  })

  it('refuses a message without a recipient', async () => {
    await expect(enqueueEmail(database.db, { to: [], subject: 'Nobody', text: '…' })).rejects.toThrow(
      'An e-mail needs at least one recipient',
    )
  })
})
