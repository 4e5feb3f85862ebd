import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Compresses the web build once, at build time, so the server never compresses a page or asset per request. */
const buildDir = path.resolve('build/client')
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/
const MIN_BYTES = 1024

let files = 0
for (const entry of await readdir(buildDir, { recursive: true })) {
  if (!COMPRESSIBLE.test(entry)) continue
  const file = path.join(buildDir, entry)
  const content = await readFile(file)
  if (content.length < MIN_BYTES) continue
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
  files += 1
}
process.stdout.write(`Precompressed ${files} files in ${path.relative(process.cwd(), buildDir)} (brotli and gzip).\n`)
