import type { Browser, WebSocket } from '@playwright/test'

export interface ReceivedEvent {
  /** `performance.now()` in the test when the tab received it. */
  at: number
  message: { event?: string; current_points?: number }
}

/**
 * A member's portal in a real Chromium tab: signed in through the login page at `siteUrl`, with every live event its
 * WebSocket receives recorded, whichever socket (the portal reconnects when one drops).
 */
export async function openPortalTab(
  browser: Browser,
  siteUrl: string,
  credentials: { username: string; password: string },
) {
  const page = await browser.newPage()
  const events: ReceivedEvent[] = []
  const sockets: WebSocket[] = []
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/web_socket/ws/')) return
    sockets.push(socket)
    socket.on('framereceived', ({ payload }) =>
      events.push({ at: performance.now(), message: JSON.parse(String(payload)) as ReceivedEvent['message'] }),
    )
  })
  await page.goto(`${siteUrl}/login`)
  await page.getByLabel('Username').fill(credentials.username)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.waitForURL(`${siteUrl}/member-portal`)
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'myc_session')
  if (!session) throw new Error('The portal tab has no session cookie')

  return {
    page,
    cookie: `myc_session=${session.value}`,
    events,
    /** Whether the tab has a live-events socket open now. */
    connected: () => sockets.some((socket) => !socket.isClosed()),
  }
}

export type PortalTab = Awaited<ReturnType<typeof openPortalTab>>

/** Books the first morning from `fromDay` days ahead that the member's rules allow, on the instance at `url`. */
export async function bookFirstAllowedMorning(url: string, cookie: string, fromDay: number) {
  const headers = { cookie, 'content-type': 'application/json' }
  for (let day = fromDay; day < fromDay + 60; day += 1) {
    const tour = {
      vessel_id: 'giddyup',
      tour_type: 'Half Day Morning',
      date: new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10),
    }
    const quote = await fetch(`${url}/api/booking/quote`, { method: 'POST', headers, body: JSON.stringify(tour) })
    if (!((await quote.json()) as { allowed: boolean }).allowed) continue
    const sent = performance.now()
    const booking = await fetch(`${url}/api/booking/bookings`, { method: 'POST', headers, body: JSON.stringify(tour) })
    const answered = performance.now()
    if (booking.status !== 201)
      throw new Error(`The booking was refused with ${booking.status}: ${await booking.text()}`)
    const { current_points: points } = (await booking.json()) as { current_points: number }
    return { day, sent, answered, points }
  }
  throw new Error(`No morning from ${fromDay} days ahead could be booked`)
}
