import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { addAccount, cookiesSetBy, logIn } from '../../test/test-accounts.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

const password = 'Correct-Horse-1'
const wrong = 'Wrong-Horse-1'
const LIMIT = 3

/** A browser: its address and the device cookie it keeps between sign-ins. */
class Browser {
  deviceCookie = ''
  constructor(
    private readonly app: App,
    readonly ip: string,
  ) {}

  async logIn(username: string, attempt: string) {
    const response = await logIn(
      this.app,
      { username, password: attempt },
      { remoteAddress: this.ip, headers: this.deviceCookie ? { cookie: this.deviceCookie } : {} },
    )
    this.deviceCookie = cookiesSetBy(response).get('myc_device') ?? this.deviceCookie
    return response
  }
}

describe('device cookies', () => {
  let app: App
  let browsers = 0
  const newBrowser = () => new Browser(app, `198.18.0.${++browsers}`)

  /** Guesses from browsers the member has never used, each from its own address, until the username is locked. */
  async function lockOut(username: string) {
    for (let guess = 0; guess < LIMIT; guess++) {
      expect((await newBrowser().logIn(username, wrong)).statusCode).toBe(401)
    }
    expect((await newBrowser().logIn(username, password)).statusCode).toBe(429)
  }

  beforeAll(async () => {
    app = await buildTestApp({ env: { LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_MAX_FAILURES_PER_CLIENT: '1000' } })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('are set at sign-in: long-lived, signed, sent only to the login call and never readable by scripts', async () => {
    const member = await addAccount(app)
    const response = await newBrowser().logIn(member.username, password)
    const setCookies = [response.headers['set-cookie']].flat().map(String)
    expect(setCookies[0]).toMatch(/^myc_session=/)
    const device = setCookies.find((cookie) => cookie.startsWith('myc_device='))
    expect(device).toMatch(/^myc_device=[\w-]{22}\.[\w-]{43}; /)
    expect(device).toContain('Max-Age=31536000')
    expect(device).toContain('Path=/api/validate-user/validate-user')
    expect(device).toContain('HttpOnly')
    expect(device).toContain('SameSite=Strict')
    expect(device).not.toContain(member.username)
  })

  it('let the owner’s browser sign in while guesses from elsewhere have locked the username; a new browser is refused', async () => {
    const member = await addAccount(app)
    const home = newBrowser()
    expect((await home.logIn(member.username, password)).statusCode).toBe(200)
    const firstToken = home.deviceCookie

    await lockOut(member.username)
    const atHome = await home.logIn(member.username.toUpperCase(), password)
    expect(atHome.statusCode).toBe(200)
    expect(home.deviceCookie).not.toBe(firstToken)
    expect((await newBrowser().logIn(member.username, password)).statusCode).toBe(429)
  })

  it('limit a known browser on its own: its failures lock only that browser', async () => {
    const member = await addAccount(app)
    const home = newBrowser()
    await home.logIn(member.username, password)
    for (let guess = 0; guess < LIMIT; guess++) {
      expect((await home.logIn(member.username, wrong)).statusCode).toBe(401)
    }
    const refused = await home.logIn(member.username, password)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60)
    expect((await newBrowser().logIn(member.username, password)).statusCode).toBe(200)
  })

  it('prove nothing for another username, nor when altered', async () => {
    const member = await addAccount(app)
    const other = await addAccount(app)
    const home = newBrowser()
    await home.logIn(member.username, password)
    const genuine = home.deviceCookie

    await lockOut(other.username)
    expect((await home.logIn(other.username, password)).statusCode).toBe(429)

    await lockOut(member.username)
    const signature = genuine.slice(genuine.indexOf('.') + 1)
    home.deviceCookie = genuine.replace(signature, `${signature.slice(1)}${signature[0] === 'A' ? 'B' : 'A'}`)
    expect((await home.logIn(member.username, password)).statusCode).toBe(429)
    home.deviceCookie = genuine
    expect((await home.logIn(member.username, password)).statusCode).toBe(200)
  })

  it('let one browser vouch for several members', async () => {
    const first = await addAccount(app)
    const second = await addAccount(app)
    const shared = newBrowser()
    await shared.logIn(first.username, password)
    await shared.logIn(second.username, password)
    expect(shared.deviceCookie.split('~')).toHaveLength(2)

    await lockOut(first.username)
    await lockOut(second.username)
    expect((await shared.logIn(first.username, password)).statusCode).toBe(200)
    expect((await shared.logIn(second.username, password)).statusCode).toBe(200)
    expect(shared.deviceCookie.split('~')).toHaveLength(2)
  })
})

describe('device cookies behind HTTPS', () => {
  it('are Secure and carry the __Secure- prefix', async () => {
    const app = await buildTestApp({ env: { PUBLIC_URL: 'https://club.example.com' } })
    try {
      const member = await addAccount(app)
      const response = await logIn(app, { username: member.username, password })
      const device = [response.headers['set-cookie']]
        .flat()
        .map(String)
        .find((cookie) => cookie.startsWith('__Secure-myc_device='))
      expect(device).toContain('Secure')
      expect(device).toContain('Path=/api/validate-user/validate-user')
    } finally {
      await app.close()
    }
  })
})
