import { describe, expect, it } from 'vitest'
import { keyIdOf, keyring, openSecret, SecretRefused, sealSecret } from './bank-secrets.ts'

const oldKey = Buffer.alloc(32, 1)
const newKey = Buffer.alloc(32, 2)
const routing = { memberId: 7, field: 'routing_number' } as const

describe('sealed bank numbers', () => {
  it('round-trips, with a fresh IV each time and the key id beside the value', () => {
    const ring = keyring(oldKey)
    const first = sealSecret(ring, '011000015', routing)
    const second = sealSecret(ring, '011000015', routing)
    expect(first.sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    expect(first.sealed).not.toBe(second.sealed)
    expect(first.sealed).not.toContain('011000015')
    expect(first.keyId).toBe(keyIdOf(oldKey))
    expect(first.keyId).toMatch(/^[0-9a-f]{16}$/)
    expect(openSecret(ring, first, routing)).toBe('011000015')
  })

  it('refuses a tampered value, another member or field, and an unknown key', () => {
    const ring = keyring(oldKey)
    const sealed = sealSecret(ring, '123456789012', { memberId: 7, field: 'account_number' })
    const parts = sealed.sealed.split('.')
    const flipped = Buffer.from(parts[3]!, 'base64url')
    flipped[0]! ^= 1
    const tampered = { ...sealed, sealed: [...parts.slice(0, 3), flipped.toString('base64url')].join('.') }
    expect(() => openSecret(ring, tampered, { memberId: 7, field: 'account_number' })).toThrow(SecretRefused)
    expect(() => openSecret(ring, sealed, { memberId: 8, field: 'account_number' })).toThrow(SecretRefused)
    expect(() => openSecret(ring, sealed, routing)).toThrow(SecretRefused)
    expect(() => openSecret(keyring(newKey), sealed, { memberId: 7, field: 'account_number' })).toThrow(SecretRefused)
    expect(() => openSecret(ring, { ...sealed, sealed: 'v2.a.b.c' }, routing)).toThrow(SecretRefused)
  })

  it('opens a value sealed with a previous key after rotation, and seals new ones with the new key', () => {
    const sealed = sealSecret(keyring(oldKey), '021000021', routing)
    const rotated = keyring(newKey, [oldKey])
    expect(openSecret(rotated, sealed, routing)).toBe('021000021')
    expect(sealSecret(rotated, '021000021', routing).keyId).toBe(keyIdOf(newKey))
  })
})
