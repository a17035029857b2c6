/**
 * Graceful shutdown as a load balancer sees it, over real HTTP on a real port: once shutdown starts
 * /readyz answers 503 while other requests are still served; then the instance stops taking
 * connections, and a member's login whose body was still arriving when shutdown started completes.
 * The server's own process (main.ts) does it on SIGTERM and frees its scheduled work's leases.
 */
import { spawn } from 'node:child_process';
import { type Socket, connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { ACCOUNTS_ENV, TEST_HUMAN_PASS } from '../test/accounts-helpers.ts';
import { TEST_SERVER_SECRET, type TestContext, createTestApp, createTestDatabase } from '../test/test-app.ts';
import { shutDownGracefully } from './health.ts';
import { freePort } from '../test/free-port.ts';

let t: TestContext;
let base = '';
let port = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
});

afterAll(async () => {
  // A failed run may leave the held request open, which would keep the app from closing.
  for (const socket of sockets) socket.destroy();
  // The test closes the app itself; closing again is harmless, and the database goes here.
  await t.close();
});

/** A raw connection, so the test decides when the request's body finishes arriving. */
function openSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    sockets.push(socket);
    socket.once('error', reject);
  });
}

/** Everything the server writes until it closes the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

/** True once a new connection to the port is refused: the instance stopped taking connections. */
async function refusesConnections(): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const socket = await openSocket();
      socket.destroy();
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('graceful shutdown', () => {
  it('answers /readyz 503 while draining, stops taking connections and finishes a request in flight', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // A member logging in on a slow line: the headers and half the body are in when shutdown starts.
    const login = JSON.stringify({
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      humanCheckToken: TEST_HUMAN_PASS,
    });
    const held = await openSocket();
    const answer = answerOf(held);
    held.write(
      [
        'POST /wps/session/login HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'User-Agent: vitest',
        `Content-Length: ${Buffer.byteLength(login)}`,
        'Connection: close',
        '',
        '',
      ].join('\r\n') + login.slice(0, 20),
    );

    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => (endDrain = resolve));
    let closed = false;
    const shutdown = shutDownGracefully(t.app, { drained: () => drained }).then(() => {
      closed = true;
    });

    // Draining: a load balancer's probe says "not ready", everything else still answers.
    const probe = await fetch(`${base}/readyz`);
    expect(probe.status).toBe(503);
    expect(await probe.json()).toMatchObject({
      success: false,
      code: 'NOT_READY',
      data: { reason: 'draining' },
    });
    expect((await fetch(`${base}/healthz`)).status, 'the process is still up').toBe(200);
    expect((await fetch(`${base}/wps/system/country`)).status, 'requests are still served').toBe(200);

    // Closing: no new connections, but the login in flight is not cut off.
    endDrain();
    expect(await refusesConnections()).toBe(true);
    expect(closed, 'close waits for the request in flight').toBe(false);

    held.write(login.slice(20));
    const response = await answer;
    expect(response.split('\r\n', 1)[0]).toBe('HTTP/1.1 200 OK');
    const json = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as {
      success: boolean;
      value: { token: string };
    };
    expect(json.success).toBe(true);
    expect(json.value.token.length).toBeGreaterThan(10);

    await shutdown;
    expect(closed).toBe(true);
  });
});

describe('the server process on SIGTERM', () => {
  it('drains, then exits and frees its scheduled work for another instance', async () => {
    const testDb = await createTestDatabase();
    const serverPort = await freePort();
    const url = `http://127.0.0.1:${serverPort}`;
    // node with tsx as its loader (one process, so the signal reaches the server itself); not
    // NODE_ENV=test, so the lottery engine runs under its lease as in production.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DEMO: 'true',
        INSTANCE_COUNT: '2',
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: testDb.dataDir,
        DATABASE_URL: testDb.url ?? '',
        SERVER_SECRET: TEST_SERVER_SECRET,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: path.join(testDb.dataDir, 'no-web'),
        CONSOLE_DIST_DIR: path.join(testDb.dataDir, 'no-console'),
      },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const database = () => openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    try {
      // A cold start compiles the server through tsx: seconds on an idle machine, more on a busy one.
      const deadline = Date.now() + 50_000;
      let held = false;
      while (!held) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error('the server did not start and take the lottery lease');
        const ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) {
          const db = database();
          try {
            const lease = await db.db
              .selectFrom('lottery_lease')
              .select('expires_at')
              .where('name', '=', 'lottery-engine')
              .executeTakeFirst();
            held = (lease?.expires_at ?? '') !== '';
          } finally {
            await db.close();
          }
        }
        if (!held) await new Promise((resolve) => setTimeout(resolve, 100));
      }

      child.kill('SIGTERM');
      // As soon as the signal is handled: not ready, but still up and serving (READINESS_DRAIN_MS).
      // A refused connection here would be an instance that closed without draining.
      let probe = await fetch(`${url}/readyz`);
      while (probe.status === 200) probe = await fetch(`${url}/readyz`);
      expect(probe.status).toBe(503);
      expect(await probe.json()).toMatchObject({ code: 'NOT_READY', data: { reason: 'draining' } });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/wps/system/country`)).status).toBe(200);

      expect(await exited, 'a clean exit').toBe(0);
      const db = database();
      try {
        const leases = await db.db.selectFrom('lottery_lease').select(['name', 'expires_at']).execute();
        expect(leases.map((lease) => lease.name)).toContain('lottery-engine');
        for (const lease of leases) expect(lease, 'every lease freed').toMatchObject({ expires_at: '' });
      } finally {
        await db.close();
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await testDb.drop();
    }
  }, 90_000);
});
