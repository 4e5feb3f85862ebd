import type { FastifyBaseLogger } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createTestDatabase } from './test-database.ts'

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...env })
}

interface TestAppOptions {
  env?: Record<string, string>
  webBuildDir?: string
  clientRenderedPaths?: readonly string[]
  logger?: FastifyBaseLogger
}

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
