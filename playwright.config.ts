import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { FORM_RATE_LIMIT_MAX, weatherPort } from './e2e/e2e-settings.ts'

const port = Number(process.env.E2E_PORT ?? 4310)
const baseURL = `http://127.0.0.1:${port}`
// Made once in the main process; the workers inherit it. The global teardown deletes it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On a loaded 2-core CI machine headless Chromium now and then stalls frames; a test that fails twice fails the run,
  // and one that passes on its retry is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // Two browsers and the server share two cores, and an axe scan of a signed-in page takes seconds there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // Recording every test's trace costs every test; a failure's retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Flags Debian's Chromium needs on a headless machine with no network beyond localhost.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        // Layout depends on CSS pixels; painting three times as many device pixels in software only slows the run.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // The production build, served by the real server on a fresh embedded database with the tests' accounts.
    command: 'tsx e2e/create-accounts.ts && node --enable-source-maps build/dist/server/main.js',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Each test posts as its own client (X-Forwarded-For), so rate limits apply per test, as behind a proxy.
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_MAX: String(FORM_RATE_LIMIT_MAX),
      // OWASP's minimum Argon2id cost: real hashing, quicker than the production default.
      PASSWORD_HASH_MEMORY_KIB: '19456',
      PASSWORD_HASH_ITERATIONS: '2',
      // An ended session's open portal tabs hear of it within a second or two.
      LIVE_EVENTS_PING_SECONDS: '1',
      // The dock's test checks out outings days ahead, sees one go overdue a minute after its expected return, and
      // hears the alarm within a second or two.
      CHECKOUT_OPENS_MINUTES: '10080',
      OVERDUE_GRACE_MINUTES: '1',
      SCHEDULED_WORK_POLL_MS: '1000',
      // The weather spec's stand-in for the National Weather Service (e2e/weather.desktop.spec.ts): an empty
      // FeatureCollection unless that spec serves an alert; while it is not running, a read fails and changes nothing.
      WEATHER_ALERTS_URL: `http://127.0.0.1:${weatherPort(port)}/alerts/active`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
