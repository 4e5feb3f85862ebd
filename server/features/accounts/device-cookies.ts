import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has signed in as a
 * member gets a long-lived, signed token bound to that username. Its later sign-ins as that member are counted and
 * limited per device, so guesses made elsewhere, which lock the username for unknown browsers, never lock its owner
 * out of their own devices. One browser may remember several members (a shared family computer).
 */

const COOKIE_LIFETIME_SECONDS = 365 * 24 * 60 * 60
const MEMBERS_PER_DEVICE = 5
const LOGIN_PATH = '/api/validate-user/validate-user'
/** One entry: a random nonce and its signature, both base64url, so neither reveals the username. */
const ENTRY = /^([\w-]{22})\.([\w-]{43})$/

export interface DeviceCookies {
  /** The nonce of this browser's valid device token for `username`, or null when the browser is unknown for it. */
  trustedDevice(request: FastifyRequest, username: string): string | null
  /** Remembers this browser for `username` with a fresh token, keeping its tokens for other members. */
  remember(request: FastifyRequest, reply: FastifyReply, username: string): void
}

export function deviceCookies({ secret, https }: { secret: string; https: boolean }): DeviceCookies {
  // A key of its own, derived from the session secret, so a device token can never pass for anything else.
  const key = createHmac('sha256', secret).update('device-cookie-key').digest()
  // __Secure- lets the cookie be limited to the login call, which __Host- would not.
  const name = https ? '__Secure-myc_device' : 'myc_device'

  const signature = (username: string, nonce: string) =>
    createHmac('sha256', key).update(`${username.trim().toLowerCase()}\n${nonce}`).digest()

  function entries(request: FastifyRequest): Array<{ nonce: string; mac: Buffer; raw: string }> {
    const value = request.cookies[name]
    if (!value) return []
    return value.split('~').flatMap((raw) => {
      const match = ENTRY.exec(raw)
      return match?.[1] && match[2] ? [{ nonce: match[1], mac: Buffer.from(match[2], 'base64url'), raw }] : []
    })
  }

  const belongsTo = (username: string) => (entry: { nonce: string; mac: Buffer }) => {
    const expected = signature(username, entry.nonce)
    return entry.mac.length === expected.length && timingSafeEqual(entry.mac, expected)
  }

  return {
    trustedDevice(request, username) {
      return entries(request).find(belongsTo(username))?.nonce ?? null
    },

    remember(request, reply, username) {
      const nonce = randomBytes(16).toString('base64url')
      const fresh = `${nonce}.${signature(username, nonce).toString('base64url')}`
      const others = entries(request)
        .filter((entry) => !belongsTo(username)(entry))
        .map((entry) => entry.raw)
      reply.setCookie(name, [fresh, ...others].slice(0, MEMBERS_PER_DEVICE).join('~'), {
        path: LOGIN_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: https,
        maxAge: COOKIE_LIFETIME_SECONDS,
      })
    },
  }
}
