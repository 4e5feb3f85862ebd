/** Where the focus goes in a grid on a key press (the WAI-ARIA grid pattern), as a pure function of where it is. */

export interface GridPosition {
  row: number
  column: number
}

export interface GridKey {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

/**
 * The cell to focus after `key`, or undefined when the key is not one the grid moves with. The focus stops at the
 * edges rather than wrapping; Home and End go to the row's ends, and with Ctrl (or ⌘) to the grid's first and last cell.
 */
export function moveInGrid(
  at: GridPosition,
  { key, ctrlKey = false, metaKey = false }: GridKey,
  size: { rows: number; columns: number },
): GridPosition | undefined {
  const lastRow = size.rows - 1
  const lastColumn = size.columns - 1
  const whole = ctrlKey || metaKey
  switch (key) {
    case 'ArrowRight':
      return { row: at.row, column: clamp(at.column + 1, lastColumn) }
    case 'ArrowLeft':
      return { row: at.row, column: clamp(at.column - 1, lastColumn) }
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), column: at.column }
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), column: at.column }
    case 'Home':
      return whole ? { row: 0, column: 0 } : { row: at.row, column: 0 }
    case 'End':
      return whole ? { row: lastRow, column: lastColumn } : { row: at.row, column: lastColumn }
    default:
      return undefined
  }
}
