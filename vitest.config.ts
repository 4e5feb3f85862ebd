import os from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
    ],
    // Fault injection and several-instance tests run in their own CI step (vitest.slow.config.ts).
    exclude: ['**/node_modules/**', '**/*.slow.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    // Vitest leaves a core free by default; these tests spend much of their time waiting on databases and processes.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
