import { useEffect, useState } from 'react'
import { clearCooldown, readCooldown, remainingMs, saveCooldown, type StoredCooldown } from './reset-cooldown.ts'

const TICK_MS = 250

function restore(): StoredCooldown | null {
  const stored = readCooldown()
  if (stored && remainingMs(stored, Date.now()) > 0) return stored
  clearCooldown()
  return null
}

/**
 * The forgot-password cooldown: started by an answer carrying start_timer, remembered across reloads while time
 * remains, forgotten when it runs out (public-site.md §4). `restored` is the cooldown found at start, if any.
 */
export function useResetCooldown() {
  const [restored] = useState(restore)
  const [cooldown, setCooldown] = useState(restored)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (!cooldown) return
    const timer = window.setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (remainingMs(cooldown, time) === 0) {
        clearCooldown()
        setCooldown(null)
      }
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [cooldown])

  const start = (email: string, durationMs: number) => {
    const started: StoredCooldown = { email, startedAt: Date.now(), durationMs }
    saveCooldown(started)
    setNow(started.startedAt)
    setCooldown(started)
  }

  return { restored, msLeft: cooldown ? remainingMs(cooldown, now) : 0, start }
}
