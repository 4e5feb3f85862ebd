import { access, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DataDirectoryInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.ts'
import { pgliteOptions } from './database.ts'

/** A backup or restore that would not be safe, said in words an operator can act on. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefused'
  }
}

async function holdsDatabase(dataDir: string): Promise<boolean> {
  return access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  )
}

/**
 * Runs `work` while this process holds the data folder's lock. A running server holds it, and the embedded database
 * cannot be copied consistently behind its back (it keeps pages in memory and writes them when it likes), so the
 * server must be stopped first: refused, never copied half-way.
 */
async function withDataDirLocked<T>(dataDir: string, doing: string, work: () => Promise<T>): Promise<T> {
  let lock
  try {
    lock = await lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error
    throw new BackupRefused(
      `${error.message}\nStop the server first: the embedded database cannot be ${doing} while a server writes to it.`,
    )
  }
  try {
    return await work()
  } finally {
    await lock.release()
  }
}

/**
 * Writes the embedded database in `dataDir` to `file`, a gzipped tar of its data folder, as PGlite dumps it. The
 * file appears only once complete.
 */
export async function backUpDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!(await holdsDatabase(dataDir))) throw new BackupRefused(`DATA_DIR ${dataDir} holds no embedded database.`)
  const dump = await withDataDirLocked(dataDir, 'backed up', async () => {
    const client = new PGlite(dataDir, pgliteOptions)
    try {
      await client.waitReady
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
    } finally {
      await client.close()
    }
  })
  await mkdir(path.dirname(path.resolve(file)), { recursive: true })
  const partial = `${file}.partial`
  await writeFile(partial, dump)
  await rename(partial, file)
  return { bytes: dump.length }
}

/**
 * Loads a backup made by `backUpDataDir` into `dataDir`, which must hold no database: a restore never overwrites one,
 * so the operator moves the old folder aside first. The restored database is opened once to prove it works.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  await withDataDirLocked(dataDir, 'restored', async () => {
    const present = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE_NAME)
    if (present.length > 0) {
      throw new BackupRefused(
        `DATA_DIR ${dataDir} is not empty. A restore never overwrites a database: move the folder aside ` +
          `(mv ${dataDir} ${dataDir}.old) and run the restore again.`,
      )
    }
    const backup = await readFile(file).catch((error: unknown) => {
      throw new BackupRefused(`${file} cannot be read: ${error instanceof Error ? error.message : String(error)}`)
    })
    let client: PGlite | undefined
    try {
      client = new PGlite(dataDir, { ...pgliteOptions, loadDataDir: new Blob([backup]) })
      await client.waitReady
      await client.query('select 1')
    } catch (error) {
      await client?.close().catch(() => undefined)
      // Leave no half-loaded folder that a server would then try to start on.
      for (const name of await readdir(dataDir)) {
        if (name !== LOCK_FILE_NAME) await rm(path.join(dataDir, name), { recursive: true, force: true })
      }
      throw new BackupRefused(
        `${file} could not be restored: ${error instanceof Error ? error.message : String(error)}. DATA_DIR is left empty.`,
      )
    }
    await client.close()
    // The backup holds the lock file of the process that made it, now written over this one's; it names no server.
    await rm(path.join(dataDir, LOCK_FILE_NAME), { force: true })
  })
}
