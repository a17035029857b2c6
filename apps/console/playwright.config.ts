import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../scripts/lib/chromium.mjs';
import { E2E_BASE_URL, E2E_WORKERS, dataDirOf, serverEnv, serverPortOf } from './e2e/support/server.ts';

/**
 * The operator console in Debian's Chromium against the production build served by the real
 * server on a fresh database: at a desktop viewport, and once more at a tablet's. Build first
 * (`npm run build`: web, console and server).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/console-e2e',
  // Files spread over the workers, a file's tests in order; each worker has its own server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Each worker loads this file with its own slot (support/server.ts), so this is its own server.
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
  // One server per worker, each on a fresh data directory (migrations and the seed run on its start).
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const port = serverPortOf(slot);
    const dataDir = dataDirOf(port);
    return {
      command: `sh -c 'rm -rf ${dataDir} && exec node ../server/dist/main.js'`,
      cwd: '.',
      url: `http://127.0.0.1:${port}/healthz`,
      env: serverEnv(port, dataDir),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
