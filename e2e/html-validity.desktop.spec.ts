import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  url: string
  lastLine?: number
  message: string
}

/** vnu exits non-zero when it finds errors; its report, on standard error, is what the test reads either way. */
async function runVnu(args: string[]): Promise<{ stderr: string }> {
  try {
    return await promisify(execFile)('java', ['-jar', vnuJar, ...args], { maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string }
    if (code === 'ENOENT')
      throw new Error(
        'java was not found: the Nu HTML Checker needs a Java runtime (apt-get install default-jre-headless)',
        { cause: error },
      )
    return { stderr: stderr ?? '' }
  }
}

test('every prerendered page is valid HTML to the Nu HTML Checker', async () => {
  const clientDir = path.resolve('build/client')
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(clientDir, file))
  expect(pages.length, 'the public pages, the 404 page and the app shell').toBeGreaterThanOrEqual(12)

  const { stderr } = await runVnu(['--errors-only', '--format', 'json', ...pages])
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  expect(
    messages.map(
      ({ url, lastLine, message }) => `${path.relative(clientDir, new URL(url).pathname)}:${lastLine}: ${message}`,
    ),
  ).toEqual([])
})
