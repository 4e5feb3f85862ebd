import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'
import { addCaptain, crewedOuting, signedInCaptain } from '../../test/test-dock.ts'
import { type FilePart, multipartForm, plainPngFile, pngFile } from '../../test/test-profile-forms.ts'
import { auditLog } from '../audit/audit-log-table.ts'
import { emailOutbox } from '../email/email-outbox-table.ts'
import { damagePhotos, damageReports, outings } from './dock-tables.ts'

const MINUTE = 60_000
const clock = testClock(clubInstant('2026-12-07', 9))
const reading = { engine_hours: 500, fuel_percent: 80, guests_aboard: 4, notes: 'Fenders aboard' }

describe('check-out and check-in', () => {
  let app: FastifyInstance
  let admin: SignedIn
  let member: SignedIn
  let captain: SignedIn
  let captainId: number
  let day = 8
  /** A fresh crewed outing on its own day, with the clock set just before it. */
  async function nextOuting(vessel_id = 'peace') {
    const date = `2026-12-${String(day++).padStart(2, '0')}`
    clock.set(clubInstant('2026-12-07', 9))
    const outing = await crewedOuting(app, admin, member, { vessel_id, tour_type: 'Half Day Morning', date }, captainId)
    clock.set(new Date(outing.startAt.getTime() - 15 * MINUTE))
    return outing
  }
  const checkOut = (bookingId: string, body: object, headers?: Record<string, string>) =>
    call(app, captain, 'POST', `/api/admin/bookings/${bookingId}/check-out`, body, headers)
  const checkIn = (bookingId: string, body: object, headers?: Record<string, string>) =>
    call(app, captain, 'POST', `/api/admin/bookings/${bookingId}/check-in`, body, headers)
  function checkInForm(bookingId: string, fields: Record<string, string>, files: FilePart[] = []) {
    const form = multipartForm(fields, files)
    return app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${bookingId}/check-in`,
      headers: { cookie: captain.cookie, ...form.headers },
      payload: form.payload,
    })
  }

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now, env: { SCHEDULED_WORK_POLL_MS: '60000', CHECKOUT_OPENS_MINUTES: '60' } })
    admin = await signedIn(app, { userType: 'admin' })
    member = await signedIn(app, { tier: 'Diamond', points: 90_000 })
    captainId = await addCaptain(app, admin, ['peace', 'rallypoint'])
    captain = await signedInCaptain(app, admin, captainId)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('opens check-out the configured time before the start, and wants an expected return later than now', async () => {
    const outing = await nextOuting()
    clock.set(new Date(outing.startAt.getTime() - 61 * MINUTE))
    const early = await checkOut(outing.bookingId, reading)
    expect(early.statusCode).toBe(422)
    expect(early.json().rule).toBe('check_out_not_open')
    clock.set(new Date(outing.startAt.getTime() - 60 * MINUTE))
    const past = await checkOut(outing.bookingId, { ...reading, expected_return_at: '2026-12-01T12:00:00-05:00' })
    expect(past.json()).toMatchObject({ rule: 'expected_return' })
    const crowded = await checkOut(outing.bookingId, { ...reading, guests_aboard: 13 })
    expect(crowded.json()).toEqual({ rule: 'guests', detail: 'This vessel carries at most 12 guests.' })
    const empty = await checkOut(outing.bookingId, { ...reading, engine_hours: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toContain('Please enter the engine hours.')
    const out = await checkOut(outing.bookingId, { ...reading, expected_return_at: '2026-12-08T13:30:00-05:00' })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({ state: 'out', expected_return_at: '2026-12-08T13:30:00-05:00' })
    const twice = await checkOut(outing.bookingId, reading)
    expect(twice.statusCode).toBe(409)
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.action, 'outing.check_out'))
    expect(audit.at(-1)?.details).toMatchObject({ booking_id: outing.bookingId, engine_hours: 500 })
  })

  it('takes engine hours only forward, against the vessel’s last reading', async () => {
    const outing = await nextOuting('rallypoint')
    expect((await checkOut(outing.bookingId, { ...reading, engine_hours: 42.5 })).statusCode).toBe(200)
    const backwards = await checkIn(outing.bookingId, { engine_hours: 42.4, fuel_percent: 50 })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json()).toMatchObject({ rule: 'engine_hours' })
    expect((await checkIn(outing.bookingId, { engine_hours: 46, fuel_percent: 50 })).statusCode).toBe(200)
    const next = await nextOuting('rallypoint')
    const behind = await checkOut(next.bookingId, { ...reading, engine_hours: 45.9 })
    expect(behind.json()).toMatchObject({ rule: 'engine_hours', detail: expect.stringContaining('46 hours') })
    expect((await checkOut(next.bookingId, { ...reading, engine_hours: 46 })).statusCode).toBe(200)
  })

  it('records a retried check-out and check-in once (Idempotency-Key)', async () => {
    const outing = await nextOuting()
    const key = { 'idempotency-key': `out-${outing.bookingId}` }
    const first = await checkOut(outing.bookingId, { ...reading, engine_hours: 600 }, key)
    const retry = await checkOut(outing.bookingId, { ...reading, engine_hours: 600 }, key)
    expect(first.statusCode).toBe(200)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    const inKey = { 'idempotency-key': `in-${outing.bookingId}` }
    const damage = [{ description: 'Scuff on the port bow' }]
    const back = await checkIn(outing.bookingId, { engine_hours: 603, fuel_percent: 40, damage }, inKey)
    const again = await checkIn(outing.bookingId, { engine_hours: 603, fuel_percent: 40, damage }, inKey)
    expect(back.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await app.db.select().from(damageReports).where(eq(damageReports.bookingId, outing.bookingId))).toHaveLength(
      1,
    )
    const letters = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Damage reported: 63' Peace (${back.json().reference})`))
    expect(letters).toHaveLength(1)
    expect((await checkIn(outing.bookingId, { engine_hours: 604, fuel_percent: 40 })).statusCode).toBe(409)
  })

  it('takes up to five photos of damage, judged by their content', async () => {
    const outing = await nextOuting()
    expect((await checkOut(outing.bookingId, { ...reading, engine_hours: 700 })).statusCode).toBe(200)
    const fields = {
      engine_hours: '702.5',
      fuel_percent: '35',
      notes: '',
      damage: JSON.stringify([{ description: 'Cracked cleat' }]),
    }
    const photo = async () => ({ ...(await plainPngFile(3000, 2000)), name: 'photos', filename: 'cleat.png' })
    const renamedText: FilePart = {
      name: 'photos',
      filename: 'cleat.png',
      contentType: 'image/png',
      bytes: Buffer.from('not a picture at all'),
    }
    expect((await checkInForm(outing.bookingId, fields, [renamedText])).statusCode).toBe(415)
    const large = { ...(await pngFile(2000, 1800)), name: 'photos' }
    const tooLarge = await checkInForm(outing.bookingId, fields, [large])
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().detail).toBe('Each photo must be under 10 MB.')
    const six = await Promise.all(Array.from({ length: 6 }, photo))
    const tooMany = await checkInForm(outing.bookingId, fields, six)
    expect(tooMany.statusCode).toBe(413)
    expect(tooMany.json().detail).toBe('Please send at most 5 photos.')
    expect((await checkInForm(outing.bookingId, { ...fields, damage: 'not json' }, [])).statusCode).toBe(400)
    expect((await checkInForm(outing.bookingId, { ...fields, damage: '[]' }, [await photo()])).statusCode).toBe(400)
    expect((await checkInForm(outing.bookingId, { ...fields, engine_hours: '' }, [])).json().detail).toContain(
      'Please enter the engine hours.',
    )
    const [saved] = await app.db.select().from(outings).where(eq(outings.bookingId, outing.bookingId))
    expect(saved?.checkedInAt).toBeNull()

    const back = await checkInForm(outing.bookingId, fields, six.slice(0, 5))
    expect(back.statusCode).toBe(200)
    expect(back.json().state).toBe('back')
    const photos = await app.db.select().from(damagePhotos).where(eq(damagePhotos.bookingId, outing.bookingId))
    expect(photos.map((row) => row.contentType)).toEqual(Array(5).fill('image/webp'))
    const stored = await sharp(photos[0]!.image).metadata()
    expect([stored.width, stored.height]).toEqual([2048, 1365])
    const [letter] = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Damage reported: 63' Peace (${back.json().reference})`))
    expect(letter?.textBody).toContain('Cracked cleat')
    expect(letter?.textBody).toContain(`/api/admin/damage-photos/${photos[0]!.id}`)
    const reported = await call(app, admin, 'GET', `/api/admin/bookings/${back.json().reference}/damage`)
    expect(reported.json()).toEqual([
      expect.objectContaining({
        description: 'Cracked cleat',
        photos: photos.map((row) => ({ url: `/api/admin/damage-photos/${row.id}` })),
        resolved_at: null,
      }),
    ])
    const served = await call(app, admin, 'GET', `/api/admin/damage-photos/${photos[0]!.id}`)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await call(app, captain, 'GET', `/api/admin/damage-photos/${photos[0]!.id}`)).statusCode).toBe(403)
  })
})
