import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/test-app.ts'
import { type SignedIn, signedIn } from '../../test/test-bookings.ts'
import { decodeSlots } from './decode-slots.ts'
import { pictureDecodes, preparePicture } from './picture-processing.ts'
import { PICTURE_UPLOADS_PER_WINDOW } from './profile-routes.ts'
import { pngFile, updateDetails } from '../../test/test-profile-forms.ts'

/** Once every promise already settled has run its callbacks. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('decode slots (issue 20 §15c)', () => {
  it('run at most the limit at once, the rest in the order they came, each as soon as a slot frees', async () => {
    const slots = decodeSlots(2)
    const started: number[] = []
    const finish: Array<() => void> = []
    const tasks = [0, 1, 2, 3, 4].map((index) =>
      slots.run(async () => {
        started.push(index)
        await new Promise<void>((resolve) => (finish[index] = resolve))
        return index
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect([slots.active, slots.waiting]).toEqual([2, 3])

    finish[1]!()
    await tasks[1]
    await settled()
    expect(started).toEqual([0, 1, 2])
    expect([slots.active, slots.waiting]).toEqual([2, 2])

    finish[0]!()
    finish[2]!()
    await settled()
    expect(started).toEqual([0, 1, 2, 3, 4])
    finish[3]!()
    finish[4]!()
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4])
    expect([slots.active, slots.waiting]).toEqual([0, 0])
  })

  it('free the slot when a task fails', async () => {
    const slots = decodeSlots(1)
    await expect(slots.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable')
    expect(await slots.run(async () => 'next')).toBe('next')
    expect(slots.active).toBe(0)
  })

  it('let two pictures decode at a time, however many arrive at once', async () => {
    const { bytes } = await pngFile(800, 600)
    const pictures = Array.from({ length: 6 }, () => preparePicture(bytes))
    expect([pictureDecodes.active, pictureDecodes.waiting]).toEqual([2, 4])
    for (const picture of await Promise.all(pictures)) expect(picture.contentType).toBe('image/webp')
    expect([pictureDecodes.active, pictureDecodes.waiting]).toEqual([0, 0])
  })
})

describe('picture uploads per member (issue 20 §15c)', () => {
  let app: FastifyInstance
  let member: SignedIn
  let other: SignedIn

  beforeAll(async () => {
    app = await buildTestApp()
    member = await signedIn(app)
    other = await signedIn(app)
  })
  afterAll(async () => {
    await app?.close()
  })

  it(`take ${PICTURE_UPLOADS_PER_WINDOW} pictures from a member in the window, then 429; details without a picture and other members go on`, async () => {
    const picture = { ...(await pngFile(32, 24)) }
    const upload = (who: SignedIn) => updateDetails(app, who.cookie, { username: who.username }, [picture])
    for (let sent = 0; sent < PICTURE_UPLOADS_PER_WINDOW; sent++) expect((await upload(member)).statusCode).toBe(200)

    const refused = await upload(member)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().detail).toMatch(/^Too many requests\. Please try again in .+\.$/)
    expect(refused.headers['retry-after']).toBeDefined()

    const details = await updateDetails(app, member.cookie, { username: member.username, city: 'Sarasota' })
    expect(details.statusCode).toBe(200)
    expect((await upload(other)).statusCode).toBe(200)
  })
})
