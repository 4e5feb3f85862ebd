import { stringify } from 'csv-stringify/sync'

/** What a spreadsheet takes as the start of a formula, fullwidth forms included (some normalise them to ASCII). */
const FORMULA_CHARACTERS = '=+\\-@\\t\\uFF1D\\uFF0B\\uFF0D\\uFF20'
const CELL_FORMULA_START = new RegExp(`^[${FORMULA_CHARACTERS}\\r\\n]`)
/** A line break, then what a spreadsheet reading the cell's next line as a row of its own would run as a formula. */
const LINE_FORMULA_START = new RegExp(`(\\r\\n|\\r|\\n)(?=[${FORMULA_CHARACTERS}])`, 'g')
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/

/**
 * A cell a spreadsheet would run as a formula (starting with =, +, -, @, their fullwidth forms, tab, carriage return or
 * line feed) gets a leading `'`, so it shows as the text it is (OWASP's CSV injection advice); so does every line inside
 * the cell that starts so, since an importer that splits at a bare line break reads it as a row of its own. A plain
 * number such as -150 or +19415550100 stays.
 */
export function neutraliseFormula(cell: string): string {
  if (PLAIN_NUMBER.test(cell)) return cell
  const lines = cell.replace(LINE_FORMULA_START, "$1'")
  return CELL_FORMULA_START.test(lines) ? `'${lines}` : lines
}

export type CsvCell = string | number | boolean | Date | null | undefined

/**
 * RFC 4180 CSV (CRLF line ends, fields quoted where needed) with a header row; every text cell neutralised. A cell
 * holding any line break, CR or LF alone included, is quoted, as RFC 4180 asks.
 */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([columns, ...rows], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: {
      string: neutraliseFormula,
      boolean: (value) => (value ? 'true' : 'false'),
      date: (value) => value.toISOString(),
    },
  })
}
