import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { multipartForm } from '../../test/test-profile-forms.ts'

/** Sends `body` as it is over a plain TCP connection, its length declared as sent, and reads the whole answer. */
async function rawRequest(app: FastifyInstance, headers: Record<string, string>, body: Buffer) {
  const { port } = app.server.address() as AddressInfo
  const socket = net.connect(port, '127.0.0.1')
  const head = [
    'PUT /api/update/update/user/ HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    `Content-Length: ${body.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  socket.write(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]))
  const chunks: Buffer[] = []
  for await (const chunk of socket) chunks.push(chunk as Buffer)
  const answer = Buffer.concat(chunks).toString('utf8')
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1])
  const json = answer.slice(answer.indexOf('\r\n\r\n') + 4)
  return { status, body: JSON.parse(json) as Record<string, unknown> }
}

describe('a multipart form cut off before its closing boundary (issue 20 §15b)', () => {
  let app: FastifyInstance
  let member: SignedIn

  beforeAll(async () => {
    app = await buildTestApp()
    await app.listen({ host: '127.0.0.1', port: 0 })
    member = await signedIn(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  const stored = async () => (await app.db.select().from(members).where(eq(members.id, member.id)))[0]!

  it('is refused with 400 and changes nothing, where the whole form is taken', async () => {
    const before = await stored()
    const form = multipartForm({ username: member.username, first_name: 'Ada', last_name: 'Lovelace-Byron' })
    const headers = { cookie: member.cookie, ...form.headers }
    // Cut inside the last field's value: the closing boundary and the end of the name never arrive.
    const cut = form.payload.subarray(0, form.payload.indexOf('Lovelace') + 'Love'.length)

    const truncated = await rawRequest(app, headers, cut)
    expect(truncated).toEqual({
      status: 400,
      body: { detail: 'The form was cut off before its end. Please send it again.' },
    })
    expect(await stored()).toEqual(before)

    // Cut just before the closing boundary: every field whole, the form's end still missing.
    const unclosed = form.payload.subarray(0, form.payload.lastIndexOf(Buffer.from('\r\n--')))
    expect((await rawRequest(app, headers, unclosed)).status).toBe(400)
    expect(await stored()).toEqual(before)

    const whole = await rawRequest(app, headers, form.payload)
    expect(whole.status).toBe(200)
    expect(await stored()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace-Byron' })
  })
})
