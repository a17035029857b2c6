import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/lib/chromium.mjs';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, serverEnv } from './e2e/support/server.ts';

/**
 * End-to-end tests: Debian's Chromium at a phone viewport, against the production build served by
 * the real server on a fresh database. Build both apps first (the lead's test script does).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for a shared 2-core machine, where two phones' worth of Chromium and the server
  // compete: a slow run must not read as a broken lobby. Assertions are unchanged.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // A trace (DOM snapshots, no screencast) only for a failed test's retry, which npm test makes:
    // recording one for every test, to throw away all but the failures, costs the whole suite.
    trace: { mode: 'on-first-retry', screenshots: false },
    // The lobby's service worker stays out of every spec but install.spec (which allows it): a
    // worker answering requests would hide them from page.route mocks.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // A fresh data directory every run: migrations and the seed run on this start.
    command: `sh -c 'rm -rf ${E2E_DATA_DIR} && exec node ../server/dist/main.js'`,
    cwd: '.',
    url: `${E2E_BASE_URL}/healthz`,
    env: serverEnv(E2E_PORT, E2E_DATA_DIR),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
