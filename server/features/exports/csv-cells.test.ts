import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { neutraliseFormula, toCsv } from './csv-cells.ts'

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|/C calc!A0', `'+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tindented', `'\tindented`],
    ['\rreturn', `'\rreturn`],
    ['-150', '-150'],
    ['+19415550100', '+19415550100'],
    ['3.5', '3.5'],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['', ''],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected)
  })

  it('parses back, by a real CSV parser, to exactly the cells written, neutralised', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 })
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), (rows) => {
        const csv = toCsv(['a', 'b', 'c'], rows)
        const parsed: string[][] = parse(csv, { record_delimiter: '\r\n', relax_column_count: false })
        expect(parsed).toEqual([['a', 'b', 'c'], ...rows.map((row) => row.map(neutraliseFormula))])
      }),
    )
  })

  it('quotes commas, quotes and line breaks, and writes CRLF between records', () => {
    const csv = toCsv(['name', 'note'], [['Hopper, Grace', 'said "hello"\nthen left']])
    expect(csv).toBe('name,note\r\n"Hopper, Grace","said ""hello""\nthen left"\r\n')
  })

  it('writes numbers, booleans, dates and empty cells plainly', () => {
    const csv = toCsv(['n', 'b', 'd', 'e'], [[-150, true, new Date('2026-11-24T12:00:00Z'), null]])
    expect(csv).toBe('n,b,d,e\r\n-150,true,2026-11-24T12:00:00.000Z,\r\n')
  })
})
