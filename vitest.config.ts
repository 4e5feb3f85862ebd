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
    // Each test file opens its own database and app and leaves no module state behind it, so a worker runs file
    // after file without re-importing the server for each: the suite takes about two thirds of the time.
    isolate: false,
    // Vitest leaves a core free by default; these tests spend much of their time waiting on databases and processes.
    maxWorkers: os.availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
