import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { buildTestApp } from '../../test/test-app.ts'
import {
  type FilePart,
  noise,
  plainPngFile,
  pngFile,
  readProfile,
  updateDetails,
  profileCast,
  type SignedInAccount,
  storedProfile,
} from '../../test/test-profile-forms.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

type SignedIn = SignedInAccount

/** A landscape photo whose EXIF says to show it turned a quarter clockwise: red on the left, blue on the right. */
async function sidewaysJpeg(): Promise<FilePart> {
  const halves = Buffer.alloc(600 * 400 * 3)
  for (let pixel = 0; pixel < 600 * 400; pixel += 1) halves[pixel * 3 + (pixel % 600 < 300 ? 0 : 2)] = 255
  const bytes = await sharp(halves, { raw: { width: 600, height: 400, channels: 3 } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'Secret Harbour' } })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .toBuffer()
  return { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', bytes }
}

const file = (bytes: Buffer, filename = 'me.png', contentType = 'image/png'): FilePart => ({
  filename,
  contentType,
  bytes,
})

describe('profile pictures', () => {
  let app: App
  let member: SignedIn
  let other: SignedIn
  let admin: SignedIn

  const storedState = (id: number) => storedProfile(app, id)
  const storedPicture = async (id: number) => {
    const picture = (await storedState(id)).picture
    if (!picture) throw new Error('No picture was stored')
    return { ...picture, image: Buffer.from(picture.image) }
  }
  const upload = (who: SignedIn, picture: FilePart, fields: Record<string, string> = {}) =>
    updateDetails(app, who.cookie, { username: who.account.username, ...fields }, [picture])
  const fetchPicture = (who: SignedIn | undefined, ref: string | number, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/members/${ref}/picture`,
      headers: { cookie: who?.cookie ?? '', ...headers },
    })

  const cast = profileCast()
  beforeAll(() => {
    ;({ app, member, other, admin } = cast)
  })

  describe('upload', () => {
    it('takes a PNG with the details, fitted inside 512×512 as WebP, and points the profile at its version', async () => {
      const response = await upload(member, await plainPngFile(800, 600), { city: 'Sarasota' })
      expect(response.statusCode).toBe(200)
      const stored = await storedPicture(member.account.id)
      expect(stored.contentType).toBe('image/webp')
      expect(await sharp(stored.image).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 })
      const pictureUrl = `/api/members/${member.account.id}/picture?v=${stored.updatedAt.getTime()}`
      expect(response.json()).toMatchObject({ city: 'Sarasota', picture_url: pictureUrl })
      expect((await readProfile(app, member.cookie)).json().picture_url).toBe(pictureUrl)
    })

    it('turns a JPEG upright as its EXIF says and keeps none of its metadata', async () => {
      const jpeg = await sidewaysJpeg()
      expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) })
      expect((await sharp(jpeg.bytes).metadata()).icc).toBeDefined()
      expect((await upload(member, jpeg)).statusCode).toBe(200)

      const stored = await storedPicture(member.account.id)
      const metadata = await sharp(stored.image).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: 341, height: 512 })
      expect(metadata.exif).toBeUndefined()
      expect(metadata.icc).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
      expect(stored.image.includes('Secret Harbour')).toBe(false)
      // Turned a quarter clockwise, the red left half is now on top.
      const { data, info } = await sharp(stored.image).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const colourAt = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ]
      const [red = 0, , blue = 0] = colourAt(170, 20)
      expect(red).toBeGreaterThan(200)
      expect(blue).toBeLessThan(60)
      expect(colourAt(170, 490)[2]).toBeGreaterThan(200)
    })

    it('never enlarges a small picture', async () => {
      expect((await upload(member, await pngFile(64, 48))).statusCode).toBe(200)
      expect(await sharp((await storedPicture(member.account.id)).image).metadata()).toMatchObject({
        width: 64,
        height: 48,
      })
    })

    it('treats a file input left empty as no picture', async () => {
      const before = await storedPicture(member.account.id)
      const response = await upload(member, file(Buffer.alloc(0), '', 'application/octet-stream'), { city: 'Venice' })
      expect(response.statusCode).toBe(200)
      expect(response.json().city).toBe('Venice')
      expect(await storedPicture(member.account.id)).toEqual(before)
    })

    const refusals: Array<[string, () => Promise<FilePart[]>, number, string]> = [
      [
        'a GIF',
        async () => [file(await noise(40, 40).gif().toBuffer(), 'me.gif', 'image/gif')],
        415,
        'Please choose a PNG or JPEG image.',
      ],
      [
        'a GIF named .png',
        async () => [file(await noise(40, 40).gif().toBuffer())],
        415,
        'Please choose a PNG or JPEG image.',
      ],
      [
        'a WebP',
        async () => [file(await noise(40, 40).webp().toBuffer(), 'me.webp', 'image/webp')],
        415,
        'Please choose a PNG or JPEG image.',
      ],
      [
        'a text file named .png',
        async () => [file(Buffer.from('I am not a picture.\n'))],
        415,
        'Please choose a PNG or JPEG image.',
      ],
      ['a 2 MB PNG', async () => [await pngFile(1000, 700)], 413, 'The picture must be under 1 MB.'],
      [
        'a truncated JPEG',
        async () => {
          const { bytes } = await sidewaysJpeg()
          return [file(bytes.subarray(0, bytes.length / 2), 'me.jpg', 'image/jpeg')]
        },
        415,
        'This image could not be read. Please choose another.',
      ],
      [
        'a JPEG cut inside its header',
        async () => [file((await sidewaysJpeg()).bytes.subarray(0, 40), 'me.jpg', 'image/jpeg')],
        415,
        'This image could not be read. Please choose another.',
      ],
      [
        'a small file of 56 million pixels',
        async () => [await plainPngFile(8000, 7000)],
        413,
        'This image has too many pixels. Please choose a smaller one.',
      ],
      ['two pictures', async () => [await pngFile(), await pngFile()], 413, 'Please send one picture at most.'],
      [
        'a picture under another name',
        async () => [{ ...(await pngFile()), name: 'photo' }],
        400,
        'photo: is not a field of this form',
      ],
    ]
    it.each(refusals)(
      'refuses %s, and writes nothing, not even the details sent with it',
      async (_, files, status, detail) => {
        const before = await storedState(member.account.id)
        const parts = await files()
        const response = await updateDetails(
          app,
          member.cookie,
          { username: member.account.username, city: 'Tampa' },
          parts,
        )
        expect(response.statusCode).toBe(status)
        expect(response.json().detail).toContain(detail)
        expect(await storedState(member.account.id)).toEqual(before)
      },
    )
  })

  describe('serving', () => {
    it('answers the picture privately with a strong ETag, by id or member number', async () => {
      await upload(member, await pngFile(100, 80))
      const stored = await storedPicture(member.account.id)
      for (const ref of [member.account.id, member.account.memberId, member.account.memberId.toLowerCase()]) {
        const response = await fetchPicture(member, ref)
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toBe('image/webp')
        expect(response.headers['cache-control']).toBe('private, max-age=0, must-revalidate')
        expect(response.headers['content-disposition']).toBe('inline')
        expect(response.headers['x-content-type-options']).toBe('nosniff')
        expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/)
        expect(response.rawPayload.equals(stored.image)).toBe(true)
      }
    })

    it('answers 304 with no body when the browser’s copy is current, and a new ETag and version for a new picture', async () => {
      await upload(member, await pngFile(100, 80))
      const first = await fetchPicture(member, member.account.id)
      const etag = String(first.headers.etag)
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await fetchPicture(member, member.account.id, { 'if-none-match': ifNoneMatch })
        expect(again.statusCode, ifNoneMatch).toBe(304)
        expect(again.body).toBe('')
        expect(again.headers.etag).toBe(etag)
        expect(again.headers['cache-control']).toContain('private')
      }
      const urlBefore = (await readProfile(app, member.cookie)).json().picture_url

      await upload(member, await pngFile(100, 80))
      const changed = await fetchPicture(member, member.account.id, { 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      const urlAfter = (await readProfile(app, member.cookie)).json().picture_url
      expect(urlAfter).toMatch(new RegExp(`^/api/members/${member.account.id}/picture\\?v=\\d+$`))
      expect(urlAfter).not.toBe(urlBefore)
    })

    it('shows a member only their own picture, an admin anyone’s, and 404 where there is none', async () => {
      await upload(member, await pngFile())
      expect((await fetchPicture(other, member.account.id)).statusCode).toBe(403)
      expect((await fetchPicture(other, member.account.memberId)).statusCode).toBe(403)
      expect((await fetchPicture(other, 999_999)).statusCode).toBe(403)
      expect((await fetchPicture(admin, member.account.memberId)).statusCode).toBe(200)
      expect((await fetchPicture(other, other.account.id)).statusCode).toBe(404)
      expect((await fetchPicture(admin, other.account.id)).statusCode).toBe(404)
      expect((await fetchPicture(admin, 999_999)).statusCode).toBe(404)
      expect((await fetchPicture(admin, 'not-a-member')).statusCode).toBe(400)
      expect((await fetchPicture(undefined, member.account.id)).statusCode).toBe(401)
    })
  })
})
