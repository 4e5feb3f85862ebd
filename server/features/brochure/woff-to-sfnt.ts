import { promisify } from 'node:util'
import { inflate } from 'node:zlib'

const inflateAsync = promisify(inflate)

const WOFF_HEADER_SIZE = 44
const WOFF_ENTRY_SIZE = 20
const SFNT_HEADER_SIZE = 12
const SFNT_RECORD_SIZE = 16

const padded = (length: number) => (length + 3) & ~3

/**
 * Unpacks a WOFF 1.0 font into the TrueType/OpenType file it wraps. fontkit can read WOFF itself, but it inflates a
 * table again, in JavaScript, every time it reads one (every glyph), which makes laying out a page take seconds.
 */
export async function woffToSfnt(woff: Buffer): Promise<Buffer> {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font')
  const flavor = woff.readUInt32BE(4)
  const tableCount = woff.readUInt16BE(12)

  const tables = await Promise.all(
    Array.from({ length: tableCount }, async (_, index) => {
      const entry = WOFF_HEADER_SIZE + index * WOFF_ENTRY_SIZE
      const offset = woff.readUInt32BE(entry + 4)
      const compressedLength = woff.readUInt32BE(entry + 8)
      const length = woff.readUInt32BE(entry + 12)
      const stored = woff.subarray(offset, offset + compressedLength)
      return {
        tag: woff.readUInt32BE(entry),
        checksum: woff.readUInt32BE(entry + 16),
        data: compressedLength < length ? await inflateAsync(stored) : stored,
      }
    }),
  )

  const dataStart = SFNT_HEADER_SIZE + tableCount * SFNT_RECORD_SIZE
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), dataStart))
  const power = 2 ** Math.floor(Math.log2(tableCount))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(tableCount, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(tableCount * 16 - power * 16, 10)

  let offset = dataStart
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_SIZE + index * SFNT_RECORD_SIZE
    sfnt.writeUInt32BE(table.tag, record)
    sfnt.writeUInt32BE(table.checksum, record + 4)
    sfnt.writeUInt32BE(offset, record + 8)
    sfnt.writeUInt32BE(table.data.length, record + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
