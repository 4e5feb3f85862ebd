import os from 'node:os'
import path from 'node:path'
import { type AppOptions, buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createTestDatabase } from './test-database.ts'

/** E-mail written instead of sent lands in the system's temporary folder, never in the project's ./data. */
const testOutboxDir = path.join(os.tmpdir(), `club-test-outbox-${process.pid}`)

/** The cheapest password hashing Argon2id allows: tests check behaviour, `npm run bench` the real cost. */
export const testPasswordHashEnv = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' }

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    OUTBOX_DIR: testOutboxDir,
    ...testPasswordHashEnv,
    ...env,
  })
}

type TestAppOptions = Omit<AppOptions, 'config' | 'database'> & { env?: Record<string, string> }

/** The real application on a database of its own; closing the app deletes the database. */
export async function buildTestApp({ env, ...options }: TestAppOptions = {}) {
  const database = await createTestDatabase()
  try {
    return await buildApp({ config: testConfig(env), database, ...options })
  } catch (error) {
    await database.close()
    throw error
  }
}
