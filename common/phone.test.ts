import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone, normalisePhone, phoneFieldValue } from './phone.ts'

const digit = fc.constantFrom(...'0123456789')
const usNumber = fc
  .tuple(
    fc.constantFrom(...'23456789'),
    fc.array(digit, { minLength: 2, maxLength: 2 }),
    fc.constantFrom(...'23456789'),
  )
  .chain(([areaFirst, areaRest, exchangeFirst]) =>
    fc
      .array(digit, { minLength: 6, maxLength: 6 })
      .map((rest) => `${areaFirst}${areaRest.join('')}${exchangeFirst}${rest.join('')}`),
  )

/** Ten digits written as people write them: country code or not, any separators, brackets round the area code. */
const writtenAnyWay = usNumber.chain((digits) =>
  fc
    .record({
      country: fc.constantFrom('', '1', '+1', '+1 ', '1-', '1 ', '+1-', '+1 (', '1 ('),
      separator: fc.constantFrom('', ' ', '-', '.', ' - '),
      brackets: fc.boolean(),
      padding: fc.constantFrom('', ' ', '  '),
    })
    .map(({ country, separator, brackets, padding }) => {
      const area = digits.slice(0, 3)
      const areaWritten = brackets && !country.endsWith('(') ? `(${area})` : country.endsWith('(') ? `${area})` : area
      return {
        digits,
        written: `${padding}${country}${areaWritten}${separator}${digits.slice(3, 6)}${separator}${digits.slice(6)}${padding}`,
      }
    }),
)

describe('phone numbers', () => {
  it('written any usual way, give the same ten digits', () => {
    fc.assert(
      fc.property(writtenAnyWay, ({ digits, written }) => {
        expect(normalisePhone(written)).toBe(digits)
        expect(phoneFieldValue(written)).toBe(digits)
      }),
    )
    expect(normalisePhone('(941) 555-0199')).toBe('9415550199')
    expect(normalisePhone('941-555-0199')).toBe('9415550199')
    expect(normalisePhone('+1 941 555 0199')).toBe('9415550199')
  })

  it('refuse anything that is not ten US digits', () => {
    fc.assert(
      fc.property(fc.string(), (written) => {
        const digits = normalisePhone(written)
        if (digits !== undefined) expect(digits).toMatch(/^\d{10}$/)
      }),
    )
    for (const other of [
      '941555019',
      '94155501999',
      '+44 20 7946 0958',
      '+9415550199',
      '941 555 0199 ext 5',
      'call me',
      '',
    ])
      expect(normalisePhone(other)).toBeUndefined()
  })

  it('are kept whole in a field, pasted or typed, so a wrong length shows rather than being cut', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        expect(phoneFieldValue(typed)).toMatch(/^\d*$/)
      }),
    )
    expect(phoneFieldValue('+44 20 7946 0958')).toBe('442079460958')
    expect(phoneFieldValue('94155501999')).toBe('94155501999')
    // Typed one key at a time, with the country code first.
    let field = ''
    for (const key of '+1 941 555 0199') field = phoneFieldValue(field + key)
    expect(field).toBe('9415550199')
  })

  it('are shown one way: (941) 555-0199', () => {
    fc.assert(
      fc.property(usNumber, (digits) => {
        expect(formatPhone(digits)).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
        expect(normalisePhone(formatPhone(digits))).toBe(digits)
      }),
    )
    expect(formatPhone(null)).toBe('')
    expect(formatPhone('12345')).toBe('12345')
  })
})
