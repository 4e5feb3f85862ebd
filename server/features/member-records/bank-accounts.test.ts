import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { addAccount } from '../../test/test-accounts.ts'
import { memberBankAccounts } from './bank-account-table.ts'
import { maskedBankDetails, resealBankDetails, saveBankDetails } from './bank-accounts.ts'
import { keyIdOf, keyring, openSecret } from './bank-secrets.ts'

const oldKey = Buffer.alloc(32, 11)
const newKey = Buffer.alloc(32, 12)
const details = {
  depositoryName: 'First Harbor Bank',
  branch: '',
  city: 'Sarasota',
  state: 'FL',
  zipCode: '34236',
  nameOnAccount: 'Pat Sailor',
  accountType: 'Savings' as const,
  routingNumber: '011000015',
  accountNumber: '5550001234',
}

describe('stored bank details and key rotation', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app?.close()
  })

  const rowOf = async (memberId: number) =>
    (await app.db.select().from(memberBankAccounts).where(eq(memberBankAccounts.memberId, memberId)))[0]!

  it('keeps the last four digits apart and shows only them', async () => {
    const member = await addAccount(app)
    await saveBankDetails(app.db, keyring(oldKey), member.id, details)
    expect(await maskedBankDetails(app.db, member.id)).toEqual({
      depository_name: 'First Harbor Bank',
      branch: null,
      city: 'Sarasota',
      state: 'FL',
      zip_code: '34236',
      name_on_acc: 'Pat Sailor',
      type_of_acc: 'Savings',
      routing_last4: '0015',
      account_last4: '1234',
    })
  })

  it('re-seals every number under an old key with the new key, and leaves current ones alone', async () => {
    const stale = await addAccount(app)
    const current = await addAccount(app)
    await saveBankDetails(app.db, keyring(oldKey), stale.id, details)
    await saveBankDetails(app.db, keyring(newKey), current.id, { ...details, accountNumber: '5550009999' })
    const untouched = await rowOf(current.id)

    const rotated = keyring(newKey, [oldKey])
    expect(await resealBankDetails(app.db, rotated)).toBeGreaterThanOrEqual(2)
    const moved = await rowOf(stale.id)
    expect(moved.routingKeyId).toBe(keyIdOf(newKey))
    expect(moved.accountKeyId).toBe(keyIdOf(newKey))
    // The new key alone now opens them: the old one can be dropped.
    const newOnly = keyring(newKey)
    const open = (field: 'routing_number' | 'account_number', sealed: string, keyId: string) =>
      openSecret(newOnly, { sealed, keyId }, { memberId: stale.id, field })
    expect(open('routing_number', moved.routingNumberSealed!, moved.routingKeyId!)).toBe('011000015')
    expect(open('account_number', moved.accountNumberSealed!, moved.accountKeyId!)).toBe('5550001234')
    expect(await rowOf(current.id)).toEqual(untouched)
    expect(await resealBankDetails(app.db, rotated)).toBe(0)
  })
})
