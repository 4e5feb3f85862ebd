import { createHmac, randomBytes } from 'node:crypto'

/** 256 random bits, safe in a cookie or a link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps of a session or reset token: a digest keyed with SESSION_SECRET, so neither a copy of the
 * database nor a guess can be turned into a working token.
 */
export function tokenDigest(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url')
}
