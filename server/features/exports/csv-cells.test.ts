import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { neutraliseFormula, toCsv } from './csv-cells.ts'

const FORMULA_START = /^[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]/

/** Any text, and text made mostly of what a spreadsheet or a CSV reader treats specially. */
const cellText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '=',
          '+',
          '-',
          '@',
          '\t',
          '\r',
          '\n',
          '\r\n',
          '"',
          ',',
          "'",
          ' ',
          '\uFF1D',
          '\uFF0B',
          '\uFF0D',
          '\uFF20',
        ),
        fc.integer({ min: -999, max: 999 }).map(String),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
)

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|/C calc!A0', `'+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tindented', `'\tindented`],
    ['\rreturn', `'\rreturn`],
    ['Hello there\n=2+5', `Hello there\n'=2+5`],
    ['Note\r@SUM(1+9)', `Note\r'@SUM(1+9)`],
    ['one\r\n+two\n\n-three', `one\r\n'+two\n\n'-three`],
    ['\uFF1D1+1', `'\uFF1D1+1`],
    ['a\n\uFF0B1\r\uFF0D1\n\uFF20A1', `a\n'\uFF0B1\r'\uFF0D1\n'\uFF20A1`],
    ['total\n-150', `total\n'-150`],
    ['-150', '-150'],
    ['+19415550100', '+19415550100'],
    ['3.5', '3.5'],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['', ''],
  ])('neutralises %j as %j', (cell, expected) => {
    expect(neutraliseFormula(cell)).toBe(expected)
  })

  it('parses back, by a real CSV parser, to exactly the cells written, neutralised', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), (rows) => {
        const csv = toCsv(['a', 'b', 'c'], rows)
        const parsed: string[][] = parse(csv, { record_delimiter: '\r\n', relax_column_count: false })
        expect(parsed).toEqual([['a', 'b', 'c'], ...rows.map((row) => row.map(neutraliseFormula))])
      }),
    )
  })

  it('starts no line with a formula, split at CR or LF alone, unless the line starts with a plain number cell', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cellText, { minLength: 3, maxLength: 3 }), { maxLength: 8 }), (rows) => {
        const csv = toCsv(['a', 'b', 'c'], rows)
        for (const line of csv.split(/\r|\n/)) {
          if (FORMULA_START.test(line)) expect(line.split(',')[0]).toMatch(/^[+-]?\d+(\.\d+)?$/)
        }
      }),
    )
  })

  it('quotes a cell holding a bare CR or LF, as RFC 4180 asks', () => {
    expect(toCsv(['note'], [['Hello there\nfriend'], ['a\rb']])).toBe('note\r\n"Hello there\nfriend"\r\n"a\rb"\r\n')
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
