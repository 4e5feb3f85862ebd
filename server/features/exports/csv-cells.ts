import { stringify } from 'csv-stringify/sync'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) gets a leading `'`,
 * so it shows as the text it is (OWASP's CSV injection advice); a plain number such as -150 or +19415550100 stays.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell
}

export type CsvCell = string | number | boolean | Date | null | undefined

/** RFC 4180 CSV (CRLF line ends, fields quoted where needed) with a header row; every text cell neutralised. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([columns, ...rows], {
    record_delimiter: 'windows',
    cast: {
      string: neutraliseFormula,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  })
}
