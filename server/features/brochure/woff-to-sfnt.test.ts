import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { woffToSfnt } from './woff-to-sfnt.ts'

const require = createRequire(import.meta.url)

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words, the head table's adjustment as 0. */
function checksum(table: Buffer, tag: string) {
  const words = Buffer.alloc((table.length + 3) & ~3)
  table.copy(words)
  if (tag === 'head') words.writeUInt32BE(0, 8)
  let sum = 0
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0
  return sum
}

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font intact, in a TrueType file', async () => {
    const woff = await readFile(require.resolve('@fontsource/jost/files/jost-latin-300-normal.woff'))
    const sfnt = await woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    const tableCount = sfnt.readUInt16BE(4)
    expect(tableCount).toBe(woff.readUInt16BE(12))
    const tags: string[] = []
    for (let index = 0; index < tableCount; index++) {
      const record = 12 + index * 16
      const tag = sfnt.toString('latin1', record, record + 4)
      const offset = sfnt.readUInt32BE(record + 8)
      const length = sfnt.readUInt32BE(record + 12)
      expect(offset % 4).toBe(0)
      expect(checksum(sfnt.subarray(offset, offset + length), tag)).toBe(sfnt.readUInt32BE(record + 4))
      tags.push(tag)
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca']))
  })

  it('refuses a file that is not WOFF', async () => {
    await expect(woffToSfnt(Buffer.from('not a font at all, just text'))).rejects.toThrow('Not a WOFF font')
  })
})
