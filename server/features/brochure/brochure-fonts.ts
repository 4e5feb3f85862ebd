import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fonts, type FontName } from './brochure-style.ts'
import { woffToSfnt } from './woff-to-sfnt.ts'

const require = createRequire(import.meta.url)

/**
 * Static cuts in WOFF: PDFKit cannot embed the variable fonts the web app uses, and fontkit's subsetter garbles
 * WOFF2 glyphs.
 */
const fontFiles: Record<FontName, string> = {
  [fonts.display]: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff',
  [fonts.displayItalic]: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff',
  [fonts.displayStrong]: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
  [fonts.bodyLight]: '@fontsource/jost/files/jost-latin-300-normal.woff',
  [fonts.bodyMedium]: '@fontsource/jost/files/jost-latin-500-normal.woff',
}

export type BrochureFonts = ReadonlyMap<FontName, Buffer>

export async function loadBrochureFonts(): Promise<BrochureFonts> {
  const entries = await Promise.all(
    Object.entries(fontFiles).map(async ([name, file]) => {
      const sfnt = await woffToSfnt(await readFile(require.resolve(file)))
      return [name as FontName, sfnt] as const
    }),
  )
  return new Map(entries)
}

export function registerBrochureFonts(doc: PDFKit.PDFDocument, brochureFonts: BrochureFonts) {
  for (const [name, data] of brochureFonts) doc.registerFont(name, data)
}
