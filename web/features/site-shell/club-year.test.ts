import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLUB_TIME_ZONE } from '../../../common/club-time.ts'
import { clubYear, clubYearScript, clubYearZone } from './club-year.ts'

/** Runs the footer's inline script against a stand-in for the page, answering the text it wrote. */
function runScript(): string {
  const element = { textContent: '2024' }
  const run = new Function('document', clubYearScript) as (page: unknown) => void
  run({ currentScript: { previousElementSibling: element } })
  return element.textContent
}

describe('the year at the club', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is the club’s, not UTC’s: New Year’s Eve in Sarasota is still the old year', () => {
    expect(clubYear(new Date('2031-01-01T03:00:00Z'))).toBe('2030')
    expect(clubYear(new Date('2031-01-01T05:00:00Z'))).toBe('2031')
    expect(clubYearZone).toBe(CLUB_TIME_ZONE)
  })

  it('is what the prerendered page’s script writes, whenever the page is read', () => {
    vi.useFakeTimers({ now: new Date('2031-01-01T03:00:00Z') })
    expect(runScript()).toBe('2030')
    vi.setSystemTime(new Date('2033-07-04T16:00:00Z'))
    expect(runScript()).toBe('2033')
  })
})
