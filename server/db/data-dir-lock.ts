import { randomUUID } from 'node:crypto'
import { link, mkdir, open, rename, unlink, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export const LOCK_FILE_NAME = 'server.lock'
const DEFAULT_STALE_MS = 15_000
const DEFAULT_HEARTBEAT_MS = 5_000
const TAKEOVER_ATTEMPTS = 5

export interface DataDirLockOptions {
  /** How long a lock file left by another host (or unreadable) must go untouched before it is taken over. */
  staleMs?: number
  heartbeatMs?: number
  /** Called once if another process has taken the lock while this one still runs. */
  onLost?(error: Error): void
}

export interface DataDirLock {
  release(): Promise<void>
}

interface LockHolder {
  pid: number
  host: string
  token: string
  startedAt: string
}

export class DataDirectoryInUseError extends Error {
  readonly holder: Partial<Pick<LockHolder, 'pid' | 'host'>>

  constructor(dataDir: string, holder: Partial<Pick<LockHolder, 'pid' | 'host'>> = {}) {
    const who =
      holder.pid === undefined
        ? `its lock file ${path.join(dataDir, LOCK_FILE_NAME)} is being written or cannot be read`
        : `pid ${holder.pid} on host ${holder.host}`
    super(
      `DATA_DIR ${dataDir} is in use by another running server (${who}). ` +
        'The embedded database serves one process; stop the other one, or use PostgreSQL (DATABASE_URL) for several instances.',
    )
    this.name = 'DataDirectoryInUseError'
    this.holder = { pid: holder.pid, host: holder.host }
  }
}

/** Lock files this process holds or is acquiring; its own pid in a lock file means nothing else. */
const heldHere = new Set<string>()

/** A lock file as found on disk; `holder` is undefined when it is not (yet) a complete lock. */
interface Found {
  raw: string
  holder: LockHolder | undefined
  mtimeMs: number
}

/**
 * Locks an embedded database's data folder for this process, the way PostgreSQL's postmaster.pid does: a lock whose
 * process is gone is taken over at once, so a server killed with SIGKILL can be restarted right away.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS
  const lockFile = path.join(path.resolve(dataDir), LOCK_FILE_NAME)
  if (heldHere.has(lockFile)) throw new DataDirectoryInUseError(dataDir, { pid: process.pid, host: os.hostname() })
  heldHere.add(lockFile)

  const mine: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    token: randomUUID(),
    startedAt: new Date().toISOString(),
  }
  try {
    await mkdir(dataDir, { recursive: true })
    await acquire(dataDir, lockFile, mine, staleMs)
  } catch (error) {
    heldHere.delete(lockFile)
    throw error
  }
  return holdLock(lockFile, mine.token, options)
}

async function acquire(dataDir: string, lockFile: string, mine: LockHolder, staleMs: number): Promise<void> {
  let found: Found | undefined
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    try {
      await writeFile(lockFile, JSON.stringify(mine), { flag: 'wx' })
      return
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error
    }
    found = await readLock(lockFile)
    if (!found) continue
    if (!isGone(found, staleMs)) throw new DataDirectoryInUseError(dataDir, found.holder)
    await takeOver(dataDir, lockFile, found, mine.token, staleMs)
  }
  throw new DataDirectoryInUseError(dataDir, found?.holder)
}

/**
 * Removes the lock file judged gone without racing another starter: only one of them can rename it away, and the
 * renamed file is checked again because it may be a newer lock that replaced the one judged gone.
 */
async function takeOver(dataDir: string, lockFile: string, judged: Found, token: string, staleMs: number) {
  const aside = `${lockFile}.${token}.stale`
  try {
    await rename(lockFile, aside)
  } catch (error) {
    if (isCode(error, 'ENOENT')) return
    throw error
  }
  let renamed: Found | undefined
  try {
    renamed = await readLock(aside)
  } catch (error) {
    await putBack(aside, lockFile)
    throw error
  }
  if (renamed && (renamed.raw !== judged.raw || !isGone(renamed, staleMs))) {
    await putBack(aside, lockFile)
    throw new DataDirectoryInUseError(dataDir, renamed.holder)
  }
  await unlink(aside).catch((error: unknown) => {
    if (!isCode(error, 'ENOENT')) throw error
  })
}

/** link() fails if yet another lock appeared meanwhile; that one then stands, and the one put aside finds out. */
async function putBack(aside: string, lockFile: string) {
  await link(aside, lockFile).catch(() => undefined)
  await unlink(aside).catch(() => undefined)
}

function isGone(found: Found, staleMs: number): boolean {
  const holder = found.holder
  // Another host's processes cannot be seen from here, so only a lock left untouched that long is trusted to be dead.
  if (!holder || holder.host !== os.hostname()) return Date.now() - found.mtimeMs > staleMs
  // A restarted container reuses pids, so a lock naming this process or its parent was left by an earlier run.
  if (holder.pid === process.pid || holder.pid === process.ppid) return true
  try {
    process.kill(holder.pid, 0)
    return false
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isCode(error, 'ESRCH')
  }
}

function holdLock(lockFile: string, token: string, options: DataDirLockOptions): DataDirLock {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  let stopped = false
  let released = false
  let timer: NodeJS.Timeout | undefined
  let beating: Promise<void> = Promise.resolve()

  const lost = (why: string) => {
    stopped = true
    options.onLost?.(new Error(`The lock file ${lockFile} ${why}: another process took the lock`))
  }
  const beat = async () => {
    let found: Found | undefined
    try {
      found = await readLock(lockFile)
    } catch {
      // A passing read error proves nothing; should another process take the lock meanwhile, a later beat sees it.
      return
    }
    if (stopped) return
    if (!found) return lost('was deleted')
    if (found.holder?.token !== token) return lost('now names someone else')
    const now = new Date()
    await utimes(lockFile, now, now).catch(() => undefined)
  }
  const schedule = () => {
    timer = setTimeout(() => {
      beating = beat().finally(() => {
        if (!stopped) schedule()
      })
    }, heartbeatMs)
    timer.unref()
  }
  schedule()

  return {
    async release() {
      if (released) return
      released = true
      stopped = true
      clearTimeout(timer)
      try {
        await beating.catch(() => undefined)
        const found = await readLock(lockFile)
        if (found?.holder?.token === token) await unlink(lockFile)
      } finally {
        heldHere.delete(lockFile)
      }
    },
  }
}

/** Reads content and mtime through one descriptor, so both describe the same file even if it is replaced meanwhile. */
async function readLock(file: string): Promise<Found | undefined> {
  let handle
  try {
    handle = await open(file, 'r')
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined
    throw error
  }
  try {
    const [raw, stats] = await Promise.all([handle.readFile('utf8'), handle.stat()])
    return { raw, holder: parseHolder(raw), mtimeMs: stats.mtimeMs }
  } finally {
    await handle.close()
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return undefined
    const { pid, host, token, startedAt } = value as Record<string, unknown>
    // pid 0 or a negative one would make process.kill signal a whole process group.
    if (!Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined
    if (typeof host !== 'string' || typeof token !== 'string' || typeof startedAt !== 'string') return undefined
    return { pid: pid as number, host, token, startedAt }
  } catch {
    return undefined
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code
}
