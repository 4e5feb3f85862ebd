import { describe, expect, it } from 'vitest'
import { parseStoredCooldown, remainingMs, type StoredCooldown, waitLabel } from './reset-cooldown.ts'

const cooldown: StoredCooldown = { email: 'jane@example.com', startedAt: 1_000_000, durationMs: 60_000 }

describe('remainingMs', () => {
  it('counts down from the duration', () => {
    expect(remainingMs(cooldown, 1_000_000)).toBe(60_000)
    expect(remainingMs(cooldown, 1_045_500)).toBe(14_500)
  })

  it('is zero once the time is up, never negative', () => {
    expect(remainingMs(cooldown, 1_060_000)).toBe(0)
    expect(remainingMs(cooldown, 2_000_000)).toBe(0)
  })

  it('never exceeds the duration when the clock went back', () => {
    expect(remainingMs(cooldown, 900_000)).toBe(60_000)
  })
})

describe('waitLabel', () => {
  it('shows whole seconds, rounded up', () => {
    expect(waitLabel(60_000)).toBe('Please wait (60s)')
    expect(waitLabel(59_001)).toBe('Please wait (60s)')
    expect(waitLabel(1)).toBe('Please wait (1s)')
  })
})

describe('parseStoredCooldown', () => {
  it('reads what was saved', () => {
    expect(parseStoredCooldown(JSON.stringify(cooldown))).toEqual(cooldown)
  })

  it('ignores nothing, broken JSON and other shapes', () => {
    expect(parseStoredCooldown(null)).toBeNull()
    expect(parseStoredCooldown('{not json')).toBeNull()
    expect(parseStoredCooldown(JSON.stringify({ email: 'jane@example.com', startedAt: 'today' }))).toBeNull()
    expect(parseStoredCooldown(JSON.stringify({ ...cooldown, durationMs: 0 }))).toBeNull()
  })
})
