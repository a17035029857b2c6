import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type TOTP, URI } from 'otpauth';

/**
 * The suite runs this many workers, each against a server of its own on a fresh database: specs
 * change the one merchant's settings (time zone, rules, channels, maintenance) and set them back
 * at the end, which is only safe when no spec of another worker runs against the same server.
 */
export const E2E_WORKERS = 2;
/** E2E_PORT keeps this suite off the lobby suite's servers (and off other checkouts'). */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3230);
/** Worker slot n (Playwright's TEST_PARALLEL_INDEX, the same for a worker restarted in its place) uses server n. */
export const serverPortOf = (slot: number): number => FIRST_PORT + slot;
export const dataDirOf = (port: number): string => path.join(tmpdir(), `openlobby-console-e2e-${port}`);
/** This worker's server; the runner's own process (no slot) has the first. */
export const E2E_PORT = serverPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = dataDirOf(E2E_PORT);
const serverDist = fileURLToPath(new URL('../../../server/dist/', import.meta.url));

/** The production build on a fresh data directory, with the demo data, a fixed secret and quiet logs. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    // The demo's fixed captcha and human-check answers, so a spec can register and log in members
    // through the lobby API (allowed only with DEMO=true, never in production).
    AUTH_CHALLENGES: 'test',
    SERVER_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // Every spec signs operators and members in from this one address, more than ten times a
    // minute; the sign-in limit itself is proven by the server suite (login-security, rate-limit).
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    // An alert within a second or two of what raises it, so a spec does not wait a minute.
    AML_SCAN_SECONDS: '1',
  };
}

/**
 * The first admin, made the way the README tells an operator to: `cli.js operator create`, which
 * prints the authenticator link once. Returns that link.
 */
export async function createAdminWithCli(username: string, password: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(serverDist, 'cli.js'), 'operator', 'create', username],
    { env: { ...serverEnv(0, E2E_DATA_DIR), OPERATOR_PASSWORD: password } },
  );
  const uri = /otpauth:\/\/\S+/.exec(stdout)?.[0];
  if (uri === undefined) throw new Error(`no authenticator link in the command's output:\n${stdout}`);
  return uri;
}

/**
 * The current code of an authenticator link, as the operator's app shows it. A code is spent once
 * used, so a second sign-in of the same operator waits for the next 30-second window.
 */
export function codeOf(uri: string, at: number = Date.now()): string {
  return (URI.parse(uri) as TOTP).generate({ timestamp: at });
}
