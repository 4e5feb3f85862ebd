import { showSuccessNotice } from './notices.ts'

const ANNOUNCED_FOR_MS = 10_000
const announced = new Map<string, number>()

/**
 * The spec's toast, 'Booking successful!' with the points used and the balance left. A booking made in this tab is
 * announced by its answer and again by the live event that every tab receives; each booking's toast shows once.
 */
export function announceBooking(pointsUsed: number, balance: number) {
  const key = `${pointsUsed}:${balance}`
  const now = Date.now()
  if (now - (announced.get(key) ?? 0) < ANNOUNCED_FOR_MS) return
  announced.set(key, now)
  void showSuccessNotice(
    <div>
      <p className="font-semibold">Booking successful!</p>
      <p>Points used: {pointsUsed.toLocaleString('en-US')}</p>
      <p>Remaining balance: {balance.toLocaleString('en-US')}</p>
    </div>,
  )
}
