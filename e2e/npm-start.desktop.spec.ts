import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** True while any process of the group (npm, its shell, the server) is still running. */
function groupAlive(child: ChildProcess): boolean {
  try {
    process.kill(-(child.pid ?? 0), 0)
    return true
  } catch {
    return false
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

// The README's stop and deployment instructions send SIGTERM to `npm start`: the server must hear it and stop.
test('SIGTERM to `npm start` stops the server itself, not only npm', async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-npm-start-'))
  const npm = spawn('npm', ['start'], {
    detached: true,
    stdio: 'ignore',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  })
  const health = `http://127.0.0.1:${port}/api/health`
  try {
    await expect.poll(() => answers(health), { timeout: 60_000 }).toBe(true)

    npm.kill('SIGTERM')
    await once(npm, 'exit')
    await expect.poll(() => groupAlive(npm), { timeout: 20_000 }).toBe(false)
    expect(await answers(health)).toBe(false)
  } finally {
    if (groupAlive(npm)) process.kill(-(npm.pid ?? 0), 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
