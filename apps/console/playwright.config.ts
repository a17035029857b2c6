import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/lib/chromium.mjs';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, serverEnv } from './e2e/support/server.ts';

/**
 * The operator console in Debian's Chromium against the production build served by the real
 * server on a fresh database: at a desktop viewport, and once more at a tablet's. Build first
 * (`npm run build`: web, console and server).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/console-e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-US',
    // A failed test's retry (npm test makes one) records the trace that explains it.
    trace: { mode: 'on-first-retry', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'tablet',
      // Its phone page is the same whatever the console's viewport: the desktop project runs it.
      testIgnore: /bonus-play-through/,
      use: { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
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
