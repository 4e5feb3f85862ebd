import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { imageSlot } from '../web/content/images.ts'
import { burgeeSvg, iconSvg } from './artwork/burgee.ts'
import { launchChromium, moduleFileUrl, withHtmlPage } from './artwork/chromium.ts'
import { brand } from './artwork/palettes.ts'
import { renderSlot } from './artwork/render-slot.ts'

/** Writes the burgee, the favicon, the Apple touch icon and the social card (Open Graph / Twitter). */
const brandDir = path.resolve('public/brand')
const files = {
  burgee: path.join(brandDir, 'burgee.svg'),
  favicon: path.resolve('public/favicon.svg'),
  touchIcon: path.join(brandDir, 'apple-touch-icon.png'),
  socialCard: path.join(brandDir, 'social-card.png'),
}

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

function socialCardHtml(): string {
  const fonts = {
    serif: moduleFileUrl('@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2'),
    sans: moduleFileUrl('@fontsource-variable/jost/files/jost-latin-wght-normal.woff2'),
  }
  // The hero artwork sits low, so the words have the quiet evening sky and the sun and yacht stay clear below them.
  const artwork = dataUrl(renderSlot(imageSlot('home/hero')))
  return `<!doctype html><html><head><style>
@font-face { font-family: 'Cormorant Garamond'; src: url(${fonts.serif}) format('woff2'); font-weight: 300 700; }
@font-face { font-family: 'Jost'; src: url(${fonts.sans}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; background: ${brand.navy950}; }
.art { position: absolute; inset: 0; background: url(${artwork}) center 35% / 1280px auto no-repeat; }
.shade { position: absolute; inset: 0; background:
  linear-gradient(180deg, rgba(6, 20, 43, 0.9) 0%, rgba(6, 20, 43, 0.62) 34%, rgba(6, 20, 43, 0) 56%),
  linear-gradient(0deg, rgba(6, 20, 43, 0.5) 0%, rgba(6, 20, 43, 0) 22%); }
.text { position: absolute; left: 0; right: 0; top: 54px; text-align: center; }
.burgee { height: 56px; }
h1 { margin: 16px 0 0; font: 600 82px/1 'Cormorant Garamond', serif; letter-spacing: 0.01em; color: ${brand.sand50}; }
.rule { width: 80px; height: 2px; margin: 22px auto 20px; background: ${brand.gold500}; }
p { margin: 0; font: 400 25px/1.4 'Jost', sans-serif; letter-spacing: 0.06em; color: ${brand.gold200}; }
</style></head><body>
<div class="art"></div><div class="shade"></div>
<div class="text"><img class="burgee" src="${dataUrl(burgeeSvg())}" alt="">
<h1>Mariner Yacht Club</h1><div class="rule"></div>
<p>The Pure Joy of Luxury Boating Without the Hassle</p></div>
</body></html>`
}

await mkdir(brandDir, { recursive: true })
await writeFile(files.burgee, burgeeSvg())
await writeFile(files.favicon, iconSvg(64, true))

const browser = await launchChromium()
try {
  const touchIcon = `<!doctype html><body style="margin:0"><img src="${dataUrl(iconSvg(180, false))}" width="180" height="180">`
  await withHtmlPage(browser, touchIcon, { width: 180, height: 180 }, (page) =>
    page.screenshot({ path: files.touchIcon, type: 'png' }),
  )
  await withHtmlPage(browser, socialCardHtml(), { width: 1200, height: 630 }, (page) =>
    page.screenshot({ path: files.socialCard, type: 'png' }),
  )
} finally {
  await browser.close()
}

for (const file of Object.values(files)) {
  const { size } = await stat(file)
  process.stdout.write(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB\n`)
}
