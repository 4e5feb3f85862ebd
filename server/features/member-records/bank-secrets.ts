import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Bank numbers sealed with AES-256-GCM (decisions §3): a random 12-byte IV per value, and additional authenticated data
 * naming the member and the field, so a sealed value copied onto another member or field does not open. A value is
 * stored as `v1.<iv>.<tag>.<ciphertext>` (base64url) with the id of its key beside it, so keys can be rotated.
 */

export type BankSecretField = 'routing_number' | 'account_number'

export interface SecretContext {
  memberId: number
  field: BankSecretField
}

export interface Keyring {
  /** Seals every new value. */
  currentId: string
  /** Every key that may open a value, the current one included, by id. */
  keys: ReadonlyMap<string, Buffer>
}

export interface SealedSecret {
  sealed: string
  keyId: string
}

/** A sealed value that will not open: altered, moved, or sealed with a key that is no longer configured. */
export class SecretRefused extends Error {
  constructor(reason: string) {
    super(`A sealed bank detail was refused: ${reason}`)
    this.name = 'SecretRefused'
  }
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A key's public name: the first 16 hex digits of its SHA-256; it tells keys apart without revealing them. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

export function keyring(current: Buffer, previous: readonly Buffer[] = []): Keyring {
  for (const key of [current, ...previous]) {
    if (key.length !== 32) throw new Error('An AES-256 key must be 32 bytes')
  }
  const keys = new Map<string, Buffer>()
  for (const key of [current, ...previous]) keys.set(keyIdOf(key), key)
  return { currentId: keyIdOf(current), keys }
}

function additionalData({ memberId, field }: SecretContext): Buffer {
  return Buffer.from(`member:${memberId}:${field}`, 'utf8')
}

export function sealSecret(ring: Keyring, value: string, context: SecretContext): SealedSecret {
  const key = ring.keys.get(ring.currentId)!
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(additionalData(context))
  const ciphertext = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return { sealed: [VERSION, ...parts].join('.'), keyId: ring.currentId }
}

export function openSecret(ring: Keyring, { sealed, keyId }: SealedSecret, context: SecretContext): string {
  const key = ring.keys.get(keyId)
  if (!key) throw new SecretRefused(`no configured key has the id ${keyId}`)
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.')
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
    throw new SecretRefused('not a v1 sealed value')
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
    decipher.setAAD(additionalData(context))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new SecretRefused('it fails authentication')
  }
}
