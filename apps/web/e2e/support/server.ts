import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test } from './test.ts';

/** E2E_PORT lets two checkouts run their suites side by side (each on its own port and data dir). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(tmpdir(), `openlobby-web-e2e-${E2E_PORT}`);

/** The server build the suite runs; E2E_SERVER_DIST points at another build (e.g. a feature worktree's). */
const serverDist =
  process.env.E2E_SERVER_DIST ?? fileURLToPath(new URL('../../../server/dist/', import.meta.url));
/** The web build every server of the suite serves. */
export const WEB_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Environment of the labelled demo for tests (what `npm start` runs: demo members, demo payments,
 * the outbox), on the production build, with its own data dir, a fixed test secret and quiet logs.
 */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    SERVER_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    LOG_LEVEL: 'warn',
    // Every test opens a fresh browser context (no HTTP cache), so the suite is far busier than a player.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Specs log members in from this one address many times a minute; ten a minute would refuse a
    // spec's own logins at random. The server suite proves the sign-in limit (rate-limit.test.ts).
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...extra,
  };
}

/**
 * Runs an operator command of apps/server (e.g. `maintenance on`) against a data directory; `env`
 * adds variables such as OPERATOR_PASSWORD for `operator create`.
 */
export async function runServerCli(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(serverDist, 'cli.js'), ...args], {
    env: serverEnv(0, dataDir, env),
  });
}

export interface ExtraServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

/**
 * Starts a second server (the production build, running the demo) with its own fresh data directory, for scenarios that need a
 * different server state (maintenance, a restricted region) without disturbing the shared one.
 */
export async function startExtraServer(
  port: number,
  options: { env?: Record<string, string>; prepare?: (dataDir: string) => Promise<void> } = {},
): Promise<ExtraServer> {
  // A fresh server's first start migrates and seeds, and the log-in after it hashes: on two busy
  // cores that can take longer than a test's minute, so the hook or test starting it gets two more.
  test.info().setTimeout(test.info().timeout + 120_000);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Two specs on one port would talk to each other's server (and fail now and then): say so at once.
  const taken = await fetch(`${baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already serving: give this spec an E2E_PORT offset of its own`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-web-e2e-extra-'));
  await options.prepare?.(dataDir);
  const child = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
    env: serverEnv(port, dataDir, options.env),
    stdio: 'ignore',
  });
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
