import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { imageSlot } from '../web/content/images.ts'
import { launchChromium, withHtmlPage } from './artwork/chromium.ts'
import { renderSlot } from './artwork/render-slot.ts'

/**
 * The home page's background video: the home/hero artwork brought to life. Every frame is rendered from the same
 * scene generator at a point (phase) in the loop, and all motion in the scene is periodic, so the last frame flows
 * into the first and the first frame is the poster, public/artwork/home/hero.svg.
 */
const SECONDS = 12
const FPS = 24
const FRAMES = SECONDS * FPS
const slot = imageSlot('home/hero')
const output = { mp4: path.resolve('public/media/home-hero.mp4'), webm: path.resolve('public/media/home-hero.webm') }

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`${command} exited with code ${result.status}`)
}

if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).error) {
  process.stderr.write('ffmpeg is not installed. Install it (for example `apt-get install -y ffmpeg`) and run again.\n')
  process.exit(1)
}

const frames = await mkdtemp(path.join(tmpdir(), 'mariner-hero-'))
try {
  const browser = await launchChromium()
  try {
    const page = '<!doctype html><body style="margin:0;overflow:hidden"><div id="frame"></div></body>'
    await withHtmlPage(browser, page, { width: slot.width, height: slot.height }, async (tab) => {
      for (let frame = 0; frame < FRAMES; frame += 1) {
        const svg = renderSlot(slot, frame / FRAMES)
        await tab.evaluate((markup) => {
          const holder = document.getElementById('frame')
          if (holder) holder.innerHTML = markup
        }, svg)
        await tab.screenshot({ path: path.join(frames, `${String(frame).padStart(4, '0')}.png`), type: 'png' })
        if (frame % FPS === 0) process.stdout.write(`Rendered ${frame}/${FRAMES} frames\r`)
      }
    })
  } finally {
    await browser.close()
  }
  process.stdout.write(`Rendered ${FRAMES} frames. Encoding…\n`)
  await mkdir(path.dirname(output.mp4), { recursive: true })
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, '%04d.png')]
  run('ffmpeg', [
    ...input,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart', '-an', output.mp4],
  ])
  run('ffmpeg', [
    ...input,
    ...[
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '33',
      '-b:v',
      '0',
      '-row-mt',
      '1',
      '-cpu-used',
      '2',
      '-pix_fmt',
      'yuv420p',
      '-an',
      output.webm,
    ],
  ])
} finally {
  await rm(frames, { recursive: true, force: true })
}

for (const file of Object.values(output)) {
  const { size } = await stat(file)
  process.stdout.write(`${path.relative(process.cwd(), file)}  ${(size / 1024 / 1024).toFixed(2)} MB\n`)
}
