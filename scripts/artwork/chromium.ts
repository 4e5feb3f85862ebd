import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright'

/** The system Chromium, headless, for rendering artwork to pixels. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
}

/**
 * Opens HTML from a real file, because a page set from a string may not load file:// fonts and images.
 * The file is removed again once `use` has finished with the page.
 */
export async function withHtmlPage<T>(
  browser: Browser,
  html: string,
  viewport: { width: number; height: number },
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mariner-render-'))
  const file = path.join(folder, 'page.html')
  await writeFile(file, html)
  const page = await browser.newPage({ viewport })
  try {
    await page.goto(pathToFileURL(file).href)
    await page.evaluate(() => document.fonts.ready)
    return await use(page)
  } finally {
    await page.close()
    await rm(folder, { recursive: true, force: true })
  }
}

/** A file in node_modules as a file:// URL, for fonts. */
export function moduleFileUrl(relative: string): string {
  return pathToFileURL(path.resolve('node_modules', relative)).href
}
