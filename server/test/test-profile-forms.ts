import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { memberPictures, type MemberRow, members } from '../features/accounts/members-table.ts'
import { afterAll, beforeAll } from 'vitest'
import { addAccount, logIn, sessionCookieOf } from './test-accounts.ts'
import { buildTestApp } from './test-app.ts'

// In a /u pattern a surrogate pair is one code point, so the class matches only a surrogate alone.
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u

export interface FilePart {
  /** The form field; `image` unless given. */
  name?: string
  filename: string
  contentType: string
  bytes: Buffer
}

/**
 * A multipart/form-data body for `app.inject`. Text goes as UTF-8, as browsers send it; text UTF-8 cannot carry (an
 * unpaired surrogate) goes as UTF-16LE, which the server's parser decodes as written, as an attacker could send it.
 */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----test-${randomBytes(12).toString('hex')}`
  const chunks: Buffer[] = []
  const part = (headers: string[], body: Buffer) =>
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`), body, Buffer.from('\r\n'))
  for (const [name, value] of Object.entries(fields)) {
    const disposition = `Content-Disposition: form-data; name="${name}"`
    if (!UNPAIRED_SURROGATE.test(value)) part([disposition], Buffer.from(value, 'utf8'))
    else part([disposition, 'Content-Type: text/plain; charset=utf-16le'], Buffer.from(value, 'utf16le'))
  }
  for (const file of files) {
    part(
      [
        `Content-Disposition: form-data; name="${file.name ?? 'image'}"; filename="${file.filename}"`,
        `Content-Type: ${file.contentType}`,
      ],
      file.bytes,
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export function updateDetails(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const form = multipartForm(fields, files)
  return app.inject({
    method: 'PUT',
    url: '/api/update/update/user/',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  })
}

export function readProfile(app: FastifyInstance, cookie: string, username?: string) {
  const query = username === undefined ? '' : `?${new URLSearchParams({ username })}`
  return app.inject({ method: 'GET', url: `/api/new-userdetail/user-details/${query}`, headers: { cookie } })
}

/** Pixels no encoder can shrink much, so an image's file size follows its dimensions. */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
}

/** A PNG of noise: its size follows its dimensions (800×600 is about 1.4 MB). */
export const pngFile = async (width = 64, height = 48): Promise<FilePart> => ({
  filename: 'me.png',
  contentType: 'image/png',
  bytes: await noise(width, height).png().toBuffer(),
})

/** A PNG of one colour, a few hundred bytes whatever its dimensions. */
export const plainPngFile = async (width: number, height: number): Promise<FilePart> => ({
  filename: 'me.png',
  contentType: 'image/png',
  bytes: await sharp({ create: { width, height, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer(),
})

/** An account with a session: the row a test made, and the cookie that signs it in. */
export interface SignedInAccount {
  account: MemberRow
  cookie: string
}

export async function signInAs(app: FastifyInstance, account: MemberRow): Promise<SignedInAccount> {
  return {
    account,
    cookie: sessionCookieOf(await logIn(app, { username: account.username, password: 'Correct-Horse-1' })),
  }
}

/** Everything an update of a member could write: their row and their picture. */
export async function storedProfile(app: FastifyInstance, id: number) {
  return {
    member: (await app.db.select().from(members).where(eq(members.id, id)))[0],
    picture: (await app.db.select().from(memberPictures).where(eq(memberPictures.memberId, id)))[0],
  }
}

/**
 * A describe block's app with three signed-in accounts: a member (named `memberUsername` if given), another member
 * and an admin; built before its tests, closed after.
 */
export function profileCast(memberUsername?: string) {
  const cast = {} as {
    app: FastifyInstance
    member: SignedInAccount
    other: SignedInAccount
    admin: SignedInAccount
  }
  beforeAll(async () => {
    cast.app = await buildTestApp()
    cast.member = await signInAs(
      cast.app,
      await addAccount(cast.app, memberUsername ? { username: memberUsername } : {}),
    )
    cast.other = await signInAs(cast.app, await addAccount(cast.app))
    cast.admin = await signInAs(cast.app, await addAccount(cast.app, { userType: 'admin' }))
  })
  afterAll(async () => {
    await cast.app?.close()
  })
  return cast
}
