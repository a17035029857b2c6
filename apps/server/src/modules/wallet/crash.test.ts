/**
 * Crash safety: the real server runs as a child process on a SQLite file (or the test PostgreSQL
 * database), takes money-moving load, is killed with SIGKILL mid-flight and started again. The ledger
 * must reconcile and no transfer may be half-applied (a deposit approved without its credit, a hold
 * without its withdrawal, running totals that disagree with the transfers).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { TEST_SERVER_SECRET, type TestDatabase, createTestDatabase } from '../../test/test-app.ts';
import { createLedger } from './ledger.ts';
import { signCallback } from './gateway.ts';
import { freePort } from '../../test/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const GATEWAY_SECRET = 'crash-test-gateway-secret-0123456789abcdef';

let testDb: TestDatabase;
let port = 0;

async function start(): Promise<ChildProcess> {
  // One process, tsx as node's loader: the tsx command would run the server in a child of its own,
  // which a SIGKILL of the command leaves running (still serving, and the "crash" never happens).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDb.dataDir,
      DATABASE_URL: testDb.url ?? '',
      SERVER_SECRET: TEST_SERVER_SECRET,
      PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
      AUTH_CHALLENGES: 'test',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(testDb.dataDir, 'no-web'),
    },
  });
  // A cold start compiles the server through tsx: seconds on an idle machine, far more on a busy one.
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function api(method: string, url: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: token }) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    success: boolean;
    value?: Record<string, unknown> & { token?: string };
  };
}

/** Gateway deposits paid by signed callbacks, as fast as the server takes them, until stopped. */
async function load(token: string, stop: { now: boolean }): Promise<number> {
  let sent = 0;
  const worker = async () => {
    while (!stop.now) {
      try {
        const created = await api(
          'POST',
          '/wps/relay/MCS2_depositPaymentGateway',
          { channelId: 'DEMO_GATEWAY', amount: '100.00' },
          token,
        );
        const deposit = created.value?.deposit as { depositId: string; amount: string } | undefined;
        if (deposit === undefined) continue;
        const callback = signCallback(
          GATEWAY_SECRET,
          { depositId: deposit.depositId, status: 'paid', amount: deposit.amount },
          new Date(),
        );
        await api('POST', '/wps/deposit/callback/demo', callback);
        sent += 1;
      } catch {
        // the server was killed under us
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sent;
}

let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  port = await freePort();
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

describe('crash safety', () => {
  it('reconciles after SIGKILL in the middle of a load and a restart', async () => {
    let child = await start();
    const login = await api('POST', '/wps/session/login', {
      type: 'username',
      username: 'demo_player',
      password: DEMO_PASSWORD,
      humanCheckToken: 'TEST-HUMAN-PASS',
    });
    const token = login.value?.token ?? '';
    const stop = { now: false };
    const running = load(token, stop);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    stop.now = true;
    await running;
    await exited(child);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`), 'the killed server is gone').rejects.toThrow();

    child = await start();
    const after = await api('GET', '/wps/wallets/gcs', undefined, token);
    child.kill('SIGTERM');
    await exited(child);

    database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    const report = await createLedger({ db: database.db }).reconcile();
    expect(report.problems).toEqual([]);
    const approved = await database.db
      .selectFrom('deposit')
      .select('id')
      .where('status', '=', 'approved')
      .execute();
    expect(approved.length).toBeGreaterThan(1);
    // The session survived the crash too, and the balance is the opening deposit plus every approved one.
    expect(after.value?.sumBalance).toBe(`${5000 + (approved.length - 1) * 100}.00`);
  }, 150_000);
});
