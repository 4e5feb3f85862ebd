import { describe, expect, it } from 'vitest'
import { moveInGrid } from './grid-keys.ts'

const size = { rows: 15, columns: 14 }

describe('moveInGrid', () => {
  it('moves one cell with the arrows', () => {
    expect(moveInGrid({ row: 3, column: 4 }, { key: 'ArrowRight' }, size)).toEqual({ row: 3, column: 5 })
    expect(moveInGrid({ row: 3, column: 4 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 3, column: 3 })
    expect(moveInGrid({ row: 3, column: 4 }, { key: 'ArrowDown' }, size)).toEqual({ row: 4, column: 4 })
    expect(moveInGrid({ row: 3, column: 4 }, { key: 'ArrowUp' }, size)).toEqual({ row: 2, column: 4 })
  })

  it('stops at the edges rather than wrapping', () => {
    expect(moveInGrid({ row: 0, column: 0 }, { key: 'ArrowLeft' }, size)).toEqual({ row: 0, column: 0 })
    expect(moveInGrid({ row: 0, column: 0 }, { key: 'ArrowUp' }, size)).toEqual({ row: 0, column: 0 })
    expect(moveInGrid({ row: 14, column: 13 }, { key: 'ArrowRight' }, size)).toEqual({ row: 14, column: 13 })
    expect(moveInGrid({ row: 14, column: 13 }, { key: 'ArrowDown' }, size)).toEqual({ row: 14, column: 13 })
  })

  it('goes to the row’s ends with Home and End, and to the grid’s with Ctrl or ⌘', () => {
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'Home' }, size)).toEqual({ row: 5, column: 0 })
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'End' }, size)).toEqual({ row: 5, column: 13 })
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'Home', ctrlKey: true }, size)).toEqual({ row: 0, column: 0 })
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'End', ctrlKey: true }, size)).toEqual({ row: 14, column: 13 })
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'End', metaKey: true }, size)).toEqual({ row: 14, column: 13 })
  })

  it('leaves other keys to the page', () => {
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'Tab' }, size)).toBeUndefined()
    expect(moveInGrid({ row: 5, column: 6 }, { key: 'a' }, size)).toBeUndefined()
  })
})
