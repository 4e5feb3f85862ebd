import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/**
 * The slow proofs: faults injected into running servers (mail down, an instance killed, PostgreSQL restarted, the
 * embedded database killed mid-write), several instances behind nginx, and the PostgreSQL backup round trip. Each file starts its own processes and
 * databases, so they share nothing with the unit suites and run beside the browser tests in CI.
 */
export default defineConfig({
  test: { ...base.test, include: ['server/**/*.slow.test.ts'], exclude: ['**/node_modules/**'] },
})
