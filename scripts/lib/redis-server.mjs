import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const BINARY = '/usr/bin/redis-server';

/** Whether the server answers PING on `port` (a raw RESP exchange: no client library needed here). */
function pings(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a throwaway Redis (Debian's redis-server) in a temp dir on a free loopback port, with no
 * persistence at all (no RDB snapshots, no append-only file): it only ever holds test counters and
 * messages. Returns its URL and a stop() that ends it and removes the dir.
 */
export async function startThrowawayRedis() {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} not found (apt-get install redis-server)`);
  const dir = mkdtempSync(join(tmpdir(), 'openlobby-redis-'));
  const port = await freePort();
  const server = spawn(
    BINARY,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  // A test run that dies without calling stop() must not leave the server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const deadline = Date.now() + 15_000;
  while (!(await pings(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      process.removeListener('exit', killOnExit);
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}

// `node scripts/lib/redis-server.mjs`: one for your own test runs, until Ctrl-C.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const redis = await startThrowawayRedis();
  console.log(`TEST_REDIS_URL=${redis.url}`);
  const end = () => void redis.stop().then(() => process.exit(0));
  process.once('SIGINT', end);
  process.once('SIGTERM', end);
}
