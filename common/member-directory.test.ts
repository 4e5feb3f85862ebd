import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { memberMatches, memberName } from './member-directory.ts'

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 })
const member = fc.record({
  first_name: word,
  last_name: word,
  username: word.map((name) => `${name}-${name.length}`),
  member_id: fc.integer({ min: 1, max: 99_999 }).map((id) => `MYC-${String(id).padStart(5, '0')}`),
})

/** Part of a word, as someone might start typing it. */
const partOf = (text: string) => fc.nat(text.length - 1).chain((start) => fc.constant(text.slice(start)))

describe('finding a member by what was typed', () => {
  it('finds every member by any part of their name, username or member number, in any case', () => {
    fc.assert(
      fc.property(
        member.chain((someone) =>
          fc.tuple(
            fc.constant(someone),
            fc.constantFrom(someone.first_name, someone.last_name, someone.username, someone.member_id).chain(partOf),
            fc.boolean(),
          ),
        ),
        ([someone, typed, shout]) => {
          expect(memberMatches(someone, shout ? typed.toUpperCase() : typed)).toBe(true)
        },
      ),
    )
  })

  it('finds everyone when nothing is typed, and needs every word typed', () => {
    fc.assert(
      fc.property(member, word, (someone, other) => {
        expect(memberMatches(someone, '')).toBe(true)
        expect(memberMatches(someone, '   ')).toBe(true)
        expect(memberMatches(someone, `${someone.first_name} ${someone.last_name}`)).toBe(true)
        const haystack = `${someone.first_name} ${someone.last_name} ${someone.username} ${someone.member_id}`
        const extra = `${other}qq`
        expect(memberMatches(someone, `${someone.first_name} ${extra}`)).toBe(haystack.toLowerCase().includes(extra))
      }),
    )
  })

  it('finds a member number by its digits, and a name without its accents', () => {
    const zoe = { first_name: 'Zoë', last_name: 'Ångström', username: 'zoe', member_id: 'MYC-00007' }
    for (const typed of ['MYC-00007', 'myc-00007', '00007', '7', 'zoe ang', 'ZOË', 'angstrom'])
      expect(memberMatches(zoe, typed), typed).toBe(true)
    for (const typed of ['8', 'MYC-00008', 'zoey']) expect(memberMatches(zoe, typed), typed).toBe(false)
    expect(memberName(zoe)).toBe('Zoë Ångström')
  })
})
