import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { type DataDirLock, DataDirectoryInUseError, lockDataDir } from './data-dir-lock.ts'

const folders: string[] = []
const locks: DataDirLock[] = []
const children: ChildProcess[] = []

afterEach(async () => {
  await Promise.all(locks.splice(0).map((lock) => lock.release()))
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

async function dataFolder() {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'club-data-dir-lock-'))
  folders.push(parent)
  // The lock must create the data folder itself, as on a server's first start.
  return path.join(parent, 'data')
}

async function lock(dataDir: string, options?: Parameters<typeof lockDataDir>[1]) {
  const held = await lockDataDir(dataDir, options)
  locks.push(held)
  return held
}

const lockFileOf = (dataDir: string) => path.join(dataDir, 'server.lock')

async function readHolder(dataDir: string): Promise<{ pid: number; host: string; token: string; startedAt: string }> {
  return JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'))
}

/** Leaves a lock file as another process would have, optionally last touched `ageMs` ago. */
async function plantLock(dataDir: string, content: string | object, ageMs = 0) {
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(dataDir, { recursive: true })
  const file = lockFileOf(dataDir)
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
  const touched = new Date(Date.now() - ageMs)
  await utimes(file, touched, touched)
  return file
}

const foreign = (pid: number, host = os.hostname()) => ({
  pid,
  host,
  token: 'someone-else',
  startedAt: new Date().toISOString(),
})

function spawnNode(code: string) {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
  children.push(child)
  return child
}

/** The pid of a process that has exited. */
async function deadPid() {
  const child = spawnNode('')
  await once(child, 'exit')
  return child.pid ?? 0
}

const HOUR = 3_600_000
const ANOTHER_HOST = `not-${os.hostname()}`

describe('lockDataDir', () => {
  it('creates the folder and a lock file naming this process, and removes the file on release', async () => {
    const dataDir = await dataFolder()
    const held = await lockDataDir(dataDir)
    expect(await readHolder(dataDir)).toMatchObject({ pid: process.pid, host: os.hostname() })

    await held.release()
    expect(await readdir(dataDir)).toEqual([])
    await held.release()
    // Released, the folder can be locked again.
    await lock(dataDir)
    expect((await readHolder(dataDir)).pid).toBe(process.pid)
  })

  it('refuses a folder this process already holds, and leaves that lock alone', async () => {
    const dataDir = await dataFolder()
    await lock(dataDir)
    const before = await readFile(lockFileOf(dataDir), 'utf8')

    const refusal = lockDataDir(dataDir)
    await expect(refusal).rejects.toThrow(DataDirectoryInUseError)
    await expect(refusal).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another running server (pid ${process.pid} on host ${os.hostname()})`,
    )
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(before)
  })

  it('refuses a lock held by a live process on this host, however old its file', async () => {
    const dataDir = await dataFolder()
    const holder = spawnNode('setInterval(() => {}, 1000)')
    await once(holder, 'spawn')
    const file = await plantLock(dataDir, foreign(holder.pid ?? 0), HOUR)

    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `is in use by another running server (pid ${holder.pid} on host ${os.hostname()})`,
    )
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ token: 'someone-else' })
  })

  it('takes over at once a fresh lock whose process on this host is gone', async () => {
    const dataDir = await dataFolder()
    await plantLock(dataDir, foreign(await deadPid()))

    await lock(dataDir)
    expect(await readHolder(dataDir)).toMatchObject({ pid: process.pid, host: os.hostname() })
    expect(await readdir(dataDir)).toEqual(['server.lock'])
  })

  it.each([
    ['this process', process.pid],
    ['its parent', process.ppid],
  ])('takes over a lock naming %s, left by an earlier run that had the same pid', async (_, pid) => {
    const dataDir = await dataFolder()
    await plantLock(dataDir, foreign(pid))

    await lock(dataDir)
    expect((await readHolder(dataDir)).token).not.toBe('someone-else')
  })

  it("refuses another host's lock while it is fresh and takes it over once it is stale", async () => {
    const dataDir = await dataFolder()
    // A live pid of this host, so only the host can make the difference.
    await plantLock(dataDir, foreign(process.pid, ANOTHER_HOST), 1000)
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(pid ${process.pid} on host ${ANOTHER_HOST})`)

    await plantLock(dataDir, foreign(process.pid, ANOTHER_HOST), 60_000)
    await lock(dataDir, { staleMs: 15_000 })
    expect(await readHolder(dataDir)).toMatchObject({ pid: process.pid, host: os.hostname() })
  })

  it.each([
    ['an empty', ''],
    ['a partly written', '{"pid":12'],
    ['a pid-less', JSON.stringify({ ...foreign(0), pid: -1 })],
  ])('refuses %s lock file while it is fresh and takes it over once it is stale', async (_, content) => {
    const dataDir = await dataFolder()
    await plantLock(dataDir, content)
    await expect(lockDataDir(dataDir)).rejects.toThrow('is being written or cannot be read')
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(content)

    await plantLock(dataDir, content, 60_000)
    await lock(dataDir)
    expect((await readHolder(dataDir)).pid).toBe(process.pid)
  })

  it('lets exactly one of two calls in this process take over a dead holder', async () => {
    const dataDir = await dataFolder()
    await plantLock(dataDir, foreign(await deadPid()))

    const outcomes = await Promise.allSettled([lockDataDir(dataDir), lockDataDir(dataDir)])
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') locks.push(outcome.value)
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const refused = outcomes.find((outcome) => outcome.status === 'rejected')
    expect(refused?.reason).toBeInstanceOf(DataDirectoryInUseError)
    expect(await readHolder(dataDir)).toMatchObject({ pid: process.pid })
  })

  it('lets exactly one of two processes starting together take over a dead holder', async () => {
    const dataDir = await dataFolder()
    const rivals = await Promise.all([startRival(dataDir), startRival(dataDir)])
    const dead = await deadPid()

    // The two interleave differently in each round; a takeover that races shows in some of them only.
    for (let round = 0; round < 40; round++) {
      await plantLock(dataDir, foreign(dead))
      const outcomes = await Promise.all(rivals.map((rival) => rival.ask('lock')))
      expect(outcomes.toSorted()).toEqual(['refused', 'won'])
      expect((await readHolder(dataDir)).pid).toBe(rivals[outcomes.indexOf('won')]?.pid)
      expect(await readdir(dataDir)).toEqual(['server.lock'])
      await Promise.all(rivals.map((rival) => rival.ask('release')))
    }
  })
})

describe('the heartbeat', () => {
  it('keeps the lock file fresh', async () => {
    const dataDir = await dataFolder()
    await lock(dataDir, { heartbeatMs: 10 })
    const old = new Date(Date.now() - HOUR)
    await utimes(lockFileOf(dataDir), old, old)

    await expect.poll(async () => (await stat(lockFileOf(dataDir))).mtimeMs).toBeGreaterThan(old.getTime() + 1000)
  })

  it('reports the lock lost when the file names someone else, and release then leaves that file alone', async () => {
    const dataDir = await dataFolder()
    let reportLost: (error: Error) => void = () => undefined
    const lost = new Promise<Error>((resolve) => (reportLost = resolve))
    const held = await lock(dataDir, { heartbeatMs: 10, onLost: reportLost })

    const theirs = JSON.stringify(foreign(process.pid, ANOTHER_HOST))
    await writeFile(lockFileOf(dataDir), theirs)
    expect((await lost).message).toContain('another process took the lock')

    await held.release()
    expect(await readFile(lockFileOf(dataDir), 'utf8')).toBe(theirs)
  })

  it('reports the lock lost when the file is deleted', async () => {
    const dataDir = await dataFolder()
    let reportLost: (error: Error) => void = () => undefined
    const lost = new Promise<Error>((resolve) => (reportLost = resolve))
    await lock(dataDir, { heartbeatMs: 10, onLost: reportLost })

    await rm(lockFileOf(dataDir))
    expect((await lost).message).toContain('was deleted')
  })
})

interface Rival {
  pid: number
  /** Sends a command and resolves with the rival's answer. */
  ask(command: 'lock' | 'release'): Promise<string>
}

/** Another process that locks `dataDir` on command, so several can be told to start at the same moment. */
async function startRival(dataDir: string): Promise<Rival> {
  const moduleUrl = pathToFileURL(path.join(import.meta.dirname, 'data-dir-lock.ts')).href
  const script = `
    import { createInterface } from 'node:readline'
    const { lockDataDir } = await import(${JSON.stringify(moduleUrl)})
    let held
    console.log('ready')
    for await (const command of createInterface({ input: process.stdin })) {
      if (command === 'lock') {
        held = await lockDataDir(${JSON.stringify(dataDir)}).then((lock) => lock, () => undefined)
        console.log(held ? 'won' : 'refused')
      } else {
        await held?.release()
        held = undefined
        console.log('released')
      }
    }
  `
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.push(child)
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const next = async () => {
    const answer = await answers.next()
    if (answer.done) throw new Error('The rival process exited')
    return answer.value
  }
  expect(await next()).toBe('ready')
  return {
    pid: child.pid ?? 0,
    ask(command) {
      child.stdin.write(`${command}\n`)
      return next()
    },
  }
}
