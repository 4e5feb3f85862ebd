import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fleetSections } from '../../../common/fleet.ts'
import { generateBrochure } from './generate-brochure.ts'

/** PDFKit writes object dictionaries uncompressed, so pages and images can be counted in the bytes. */
function count(pdf: Buffer, pattern: RegExp) {
  return pdf.toString('latin1').match(pattern)?.length ?? 0
}

describe('generateBrochure', () => {
  it('embeds the cover, the fleet banner and a picture for every listing', async () => {
    const pdf = await generateBrochure({ publicUrl: 'https://club.example.com' })
    expect(count(pdf, /\/Type \/Page\b/g)).toBe(6)
    expect(count(pdf, /\/Subtype \/Image\b/g)).toBe(2 + fleetSections.length)
  })

  it('still makes every page when the artwork is missing', async () => {
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'brochure-artwork-'))
    try {
      const pdf = await generateBrochure({ publicUrl: 'https://club.example.com', artworkDirs: [emptyDir] })
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(count(pdf, /\/Type \/Page\b/g)).toBe(6)
      expect(count(pdf, /\/Subtype \/Image\b/g)).toBe(0)
    } finally {
      await rm(emptyDir, { recursive: true })
    }
  })
})
