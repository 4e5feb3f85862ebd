import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The slow proofs: faults injected into running servers (mail down, an instance killed, PostgreSQL restarted, the
 * embedded database killed mid-write), several instances behind nginx, and the PostgreSQL backup round trip. Each file
 * starts its own processes and databases, so they share nothing with the unit suites.
 */
export default defineConfig({
  // Each proof sets its own timeouts and starts its own processes: one fresh worker per file.
  test: { ...base.test, include: ['server/**/*.slow.test.ts'], exclude: ['**/node_modules/**'], isolate: true },
})
