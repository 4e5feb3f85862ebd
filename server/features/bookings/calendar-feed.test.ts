import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clubInstant } from '../../../common/club-time.ts'
import { buildTestApp } from '../../test/test-app.ts'
import { members } from '../accounts/members-table.ts'
import { book, call, type SignedIn, signedIn, testClock } from '../../test/test-bookings.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>

// Monday 7 December 2026, 9 am at the club.
const clock = testClock(clubInstant('2026-12-07', 9))

/** The content lines of an iCalendar file, long lines unfolded (RFC 5545 §3.1). */
const linesOf = (file: string) =>
  file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)

/** Each VEVENT's properties, by name. */
function eventsOf(file: string): Array<Record<string, string>> {
  const events: Array<Record<string, string>> = []
  let current: Record<string, string> | undefined
  for (const line of linesOf(file)) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT' && current) {
      events.push(current)
      current = undefined
    } else if (current) {
      const [name = '', ...value] = line.split(':')
      current[name.split(';')[0]!] = value.join(':')
    }
  }
  return events
}

const methodOf = (file: string) => linesOf(file).find((line) => line.startsWith('METHOD:'))

describe('calendar files', () => {
  let app: App
  let member: SignedIn
  let admin: SignedIn

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
    member = await signedIn(app, { points: 5000 })
    admin = await signedIn(app, { userType: 'admin' })
  })
  afterAll(async () => {
    await app?.close()
  })

  const fileOf = async (key: string) => {
    const answer = await call(app, member, 'GET', `/api/booking/bookings/${key}/calendar.ics`)
    expect(answer.statusCode).toBe(200)
    return answer.body
  }

  it('publish a booking, and after each change send the same UID with a greater SEQUENCE; a cancel is METHOD:CANCEL', async () => {
    const booked = (await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-16' })).json()
    const first = await fileOf(booked.reference)
    expect(linesOf(first)).toContain('BEGIN:VCALENDAR')
    expect(methodOf(first)).toBe('METHOD:PUBLISH')
    const [event] = eventsOf(first)
    expect(event).toMatchObject({
      UID: `${booked.booking_id}@bookings.marineryachtclub`,
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
      SUMMARY: "63' Peace: Sunset",
    })
    expect(event!.DESCRIPTION).toContain(booked.reference)
    expect(event!.ORGANIZER).toContain('mailto:info@marineryachtclub.com')

    // Staff cancel with the rule waived: the booking's own file now cancels the event it published.
    const cancelled = await call(app, admin, 'POST', `/api/booking/bookings/${booked.reference}/cancel`, {
      waive: true,
    })
    expect(cancelled.statusCode).toBe(200)
    const after = await fileOf(booked.reference)
    expect(methodOf(after)).toBe('METHOD:CANCEL')
    expect(eventsOf(after)[0]).toMatchObject({ UID: event!.UID, SEQUENCE: '1', STATUS: 'CANCELLED' })
  })

  it('cancel a rebooked booking’s event, its SEQUENCE grown, while the new booking is published afresh', async () => {
    const booked = (await book(app, member, { vessel_id: 'peace', tour_type: 'Sunset', date: '2026-12-18' })).json()
    const moved = (
      await call(app, member, 'POST', `/api/booking/bookings/${booked.reference}/rebook`, {
        vessel_id: 'peace',
        tour_type: 'Half Day Morning',
        date: '2026-12-19',
      })
    ).json()
    const old = await fileOf(booked.reference)
    expect(methodOf(old)).toBe('METHOD:CANCEL')
    expect(eventsOf(old)[0]).toMatchObject({ SEQUENCE: '1', STATUS: 'CANCELLED' })
    const fresh = await fileOf(moved.reference)
    expect(methodOf(fresh)).toBe('METHOD:PUBLISH')
    expect(eventsOf(fresh)[0]).toMatchObject({
      UID: `${moved.booking_id}@bookings.marineryachtclub`,
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
    })
  })
})

describe('the calendar feed', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  const feedUrlOf = async (who: SignedIn) => {
    const answer = await call(app, who, 'GET', '/api/booking/calendar-feed')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    return answer.json().url as string
  }
  const pathOf = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname
  const read = (url: string) => call(app, undefined, 'GET', pathOf(url))

  it('gives each member one private webcal address of their outings, recent, upcoming and cancelled', async () => {
    const member = await signedIn(app, { points: 5000 })
    const url = await feedUrlOf(member)
    expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[0-9a-f-]{36}\.[\w-]{43}\.ics$/)
    expect(await feedUrlOf(member)).toBe(url)
    expect((await call(app, undefined, 'GET', '/api/booking/calendar-feed')).statusCode).toBe(401)

    const kept = (await book(app, member, { vessel_id: 'congetta', tour_type: 'Sunset', date: '2026-12-16' })).json()
    const dropped = (await book(app, member, { vessel_id: 'congetta', tour_type: 'Sunset', date: '2026-12-17' })).json()
    await call(app, member, 'POST', `/api/booking/bookings/${dropped.reference}/cancel`, {})

    const feed = await read(url)
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.headers['cache-control']).toBe('private, no-store')
    expect(methodOf(feed.body)).toBe('METHOD:PUBLISH')
    const events = eventsOf(feed.body)
    expect(events.map((event) => [event.UID, event.STATUS, event.SEQUENCE])).toEqual([
      [`${kept.booking_id}@bookings.marineryachtclub`, 'CONFIRMED', '0'],
      [`${dropped.booking_id}@bookings.marineryachtclub`, 'CANCELLED', '1'],
    ])
  })

  it('shows a member only their own outings, and answers 404 to a changed, unknown or revoked address', async () => {
    const one = await signedIn(app, { points: 5000 })
    const two = await signedIn(app, { points: 5000 })
    const mine = (await book(app, one, { vessel_id: 'giddyup', tour_type: 'Sunset', date: '2026-12-16' })).json()
    const theirs = (await book(app, two, { vessel_id: 'giddyup', tour_type: 'Sunset', date: '2026-12-17' })).json()
    const urlOne = await feedUrlOf(one)
    const urlTwo = await feedUrlOf(two)
    expect(urlOne).not.toBe(urlTwo)
    expect((await read(urlOne)).body).toContain(mine.booking_id)
    expect((await read(urlOne)).body).not.toContain(theirs.booking_id)
    expect((await read(urlTwo)).body).not.toContain(mine.booking_id)

    // Someone else's feed id with one's own signature, a signature changed by one character, and no .ics.
    const [feedOne, signatureOne] = pathOf(urlOne).replace('/api/calendar/', '').replace('.ics', '').split('.')
    const [feedTwo] = pathOf(urlTwo).replace('/api/calendar/', '').split('.')
    const flipped = `${signatureOne!.slice(0, -1)}${signatureOne!.endsWith('A') ? 'B' : 'A'}`
    for (const path of [
      `/api/calendar/${feedTwo}.${signatureOne}.ics`,
      `/api/calendar/${feedOne}.${flipped}.ics`,
      `/api/calendar/${feedOne}.${signatureOne}`,
      '/api/calendar/nothing.ics',
    ]) {
      const answer = await call(app, undefined, 'GET', path)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().detail).toEqual(expect.any(String))
    }

    const rotated = await call(app, one, 'POST', '/api/booking/calendar-feed/rotate')
    expect(rotated.statusCode).toBe(200)
    const newUrl = rotated.json().url as string
    expect(newUrl).not.toBe(urlOne)
    expect((await read(urlOne)).statusCode).toBe(404)
    expect((await read(newUrl)).body).toContain(mine.booking_id)
    expect(await feedUrlOf(one)).toBe(newUrl)
    expect((await read(urlTwo)).statusCode).toBe(200)
  })

  it('stops answering once the member is removed', async () => {
    const member = await signedIn(app)
    const url = await feedUrlOf(member)
    expect((await read(url)).statusCode).toBe(200)
    await app.db.update(members).set({ isActive: false }).where(eq(members.id, member.id))
    expect((await read(url)).statusCode).toBe(404)
  })
})

describe('guessing at feed addresses', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now })
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is cut short: past 60 reads a minute from one address, 429 with a detail', async () => {
    const path = (attempt: number) =>
      `/api/calendar/00000000-0000-4000-8000-${String(attempt).padStart(12, '0')}.${'A'.repeat(43)}.ics`
    const answers = []
    for (let attempt = 0; attempt < 61; attempt += 1) answers.push(await call(app, undefined, 'GET', path(attempt)))
    expect(answers.slice(0, 60).every((answer) => answer.statusCode === 404)).toBe(true)
    expect(answers[60]!.statusCode).toBe(429)
    expect(answers[60]!.json().detail).toMatch(/^Too many requests/)
  })
})
