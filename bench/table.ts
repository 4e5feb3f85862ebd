export interface Column<T> {
  title: string
  alignRight: boolean
  cell: (row: T) => string
}

/** A plain-text table whose columns are as wide as their widest cell. */
export function formatTable<T>(columns: Column<T>[], rows: T[]): string {
  const cells = rows.map((row) => columns.map((column) => column.cell(row)))
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((rowCells) => rowCells[index]?.length ?? 0)),
  )
  const line = (values: string[]) =>
    values
      .map((value, index) => {
        const width = widths[index] ?? 0
        return columns[index]?.alignRight ? value.padStart(width) : value.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  return [
    line(columns.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n')
}
