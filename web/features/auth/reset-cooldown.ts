import { z } from '../../../common/zod.ts'
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage.ts'

/** The forgot-password cooldown as remembered across reloads (public-site.md §4). */
export interface StoredCooldown {
  email: string
  /** When the cooldown started, in ms since the epoch. */
  startedAt: number
  durationMs: number
}

const COOLDOWN_KEY = 'forgot-password-cooldown'

const storedCooldownSchema = z.object({
  email: z.string(),
  startedAt: z.number(),
  durationMs: z.number().positive(),
})

export function parseStoredCooldown(raw: string | null): StoredCooldown | null {
  if (raw === null) return null
  try {
    const stored = storedCooldownSchema.safeParse(JSON.parse(raw))
    return stored.success ? stored.data : null
  } catch {
    return null
  }
}

/** Time left at `now`; never more than the cooldown itself, even if the clock was set back since it started. */
export function remainingMs(cooldown: StoredCooldown, now: number): number {
  return Math.max(0, Math.min(cooldown.durationMs, cooldown.startedAt + cooldown.durationMs - now))
}

/** What the button shows while waiting: whole seconds, rounded up so it never reads 0 while still disabled. */
export function waitLabel(msLeft: number): string {
  return `Please wait (${Math.ceil(msLeft / 1000)}s)`
}

export function readCooldown(): StoredCooldown | null {
  return parseStoredCooldown(readStorage(COOLDOWN_KEY))
}

export function saveCooldown(cooldown: StoredCooldown): void {
  writeStorage(COOLDOWN_KEY, JSON.stringify(cooldown))
}

export function clearCooldown(): void {
  removeStorage(COOLDOWN_KEY)
}
