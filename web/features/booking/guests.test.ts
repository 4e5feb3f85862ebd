import { describe, expect, it } from 'vitest'
import {
  guestCount,
  guestsChangeable,
  guestsFormSchema,
  type GuestsFormValues,
  guestsOf,
  whoIsAboard,
} from './guests.ts'

const schema = guestsFormSchema(6, "40' Golden Ticket")

describe('guestsFormSchema', () => {
  it('drops blank name fields and trims the rest', () => {
    expect(schema.parse({ guests: 3, guest_names: [{ name: ' Ann Lee ' }, { name: '' }, { name: '  ' }] })).toEqual({
      guests: 3,
      guest_names: ['Ann Lee'],
    })
  })

  it('holds the count to the vessel’s limit, on the guests field', () => {
    const result = schema.safeParse({ guests: 7, guest_names: [] })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['guests'], message: "40' Golden Ticket carries up to 6 guests." }),
    ])
    expect(schema.safeParse({ guests: 6, guest_names: [] }).success).toBe(true)
  })

  it('refuses no guests, a fraction, an empty field and more names than guests, in the shared schema’s words', () => {
    const issue = (value: GuestsFormValues) => schema.safeParse(value).error?.issues[0]
    expect(issue({ guests: 0, guest_names: [] })).toMatchObject({
      path: ['guests'],
      message: 'At least one guest is aboard.',
    })
    expect(issue({ guests: 1.5, guest_names: [] })?.path).toEqual(['guests'])
    expect(issue({ guests: Number.NaN, guest_names: [] })?.path).toEqual(['guests'])
    expect(
      issue({ guests: 1, guest_names: guestsOf({ guests: 1, guest_names: ['Ann', 'Bob'] }).guest_names }),
    ).toMatchObject({
      path: ['guest_names'],
      message: 'Give at most as many names as guests.',
    })
  })
})

describe('what the member reads', () => {
  it('counts guests in words', () => {
    expect(guestCount(1)).toBe('1 guest')
    expect(guestCount(4)).toBe('4 guests')
  })

  it('names the guests when there are names', () => {
    expect(whoIsAboard({ guests: 3, guest_names: ['Ann Lee', 'Bob Ray'] })).toBe('3 guests: Ann Lee, Bob Ray')
    expect(whoIsAboard({ guests: 2, guest_names: [] })).toBe('2 guests')
  })
})

describe('guestsChangeable', () => {
  const now = new Date('2026-05-01T12:00:00Z')
  it('allows a standing booking until it starts', () => {
    expect(guestsChangeable({ status: 'booked', start_at: '2026-05-01T12:00:01Z' }, now)).toBe(true)
    expect(guestsChangeable({ status: 'booked', start_at: '2026-05-01T12:00:00Z' }, now)).toBe(false)
  })

  it('never a cancelled, moved or finished one', () => {
    for (const status of ['cancelled', 'rebooked', 'completed']) {
      expect(guestsChangeable({ status, start_at: '2026-06-01T12:00:00Z' }, now)).toBe(false)
    }
  })
})
