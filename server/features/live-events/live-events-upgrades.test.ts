import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { openSocket, refusedUpgrade } from '../../test/websocket-client.ts'
import { addAccount, logIn, sessionCookieOf } from '../../test/test-accounts.ts'

describe('a WebSocket upgrade to an address that takes none (issue 20 §15a)', () => {
  let app: FastifyInstance
  let origin: string

  beforeAll(async () => {
    app = await buildTestApp()
    await app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await app?.close()
  })

  const wsUrl = (path: string) => `${origin.replace('http:', 'ws:')}${path}`

  it.each(['/api/health', '/api/docs', '/api/docs/json', '/nowhere', '/api/web_socket/ws/1/more'])(
    '%s: answers 404 over HTTP, never 101',
    async (path) => {
      expect(await refusedUpgrade(wsUrl(`${path}?probe=1`), { origin })).toEqual({
        status: 404,
        body: { detail: expect.stringContaining(path) },
      })
    },
  )

  it('still upgrades the live events address', async () => {
    const member = await addAccount(app)
    const cookie = sessionCookieOf(await logIn(app, { username: member.username, password: 'Correct-Horse-1' }))
    const tab = await openSocket(wsUrl(`/api/web_socket/ws/${member.id}`), { cookie, origin })
    expect(tab.socket.readyState).toBe(tab.socket.OPEN)
    tab.socket.close()
    await tab.closed
  })
})
