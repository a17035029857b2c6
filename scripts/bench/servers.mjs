import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

/**
 * The throughput comparison pins the servers to one core and the load generators to another, so
 * neither steals the other's core mid-measurement (see throughput.mjs). Without taskset or with a
 * single core, everything runs unpinned.
 */
export const PINNING =
  availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0
    ? { serverCore: '0', loadCore: '1' }
    : null;

/** `command args` on the given core when pinning is possible. */
export function onCore(core, command, args) {
  return PINNING === null ? [command, args] : ['taskset', ['-c', core, command, ...args]];
}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child, cleanup = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    cleanup();
  };
}

/**
 * The production server on a fresh SQLite database (migrated and seeded on start). `prepare` runs
 * first with the data directory and environment (the bench grows the game catalogue there).
 */
export async function startProductionServer(root, prepare = async () => {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'openlobby-bench-'));
  const env = {
    NODE_ENV: 'production',
    SERVER_SECRET: 'bench-only-secret-not-for-production-use-0123456789',
    LOG_LEVEL: 'warn',
    // Production insists on the site's https address (links in mail, payment return pages); the
    // bench talks plain HTTP on loopback, as a proxy in front of the server would.
    PUBLIC_URL: 'https://bench.openlobby.test',
    // The benchmark is one client hammering from one address: per-IP limits would measure 429s.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  await prepare(dataDir, env);
  const child = spawn(...onCore(PINNING?.serverCore, 'node', [join(root, 'apps/server/dist/main.js')]), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/readyz`, child);
  return { base, stop: stopper(child, () => rmSync(dataDir, { recursive: true, force: true })) };
}

/** A bare Fastify route in its own process: the yardstick the lobby reads are compared with. */
export async function startBareFastify(root) {
  const port = await freePort();
  const child = spawn(
    ...onCore(PINNING?.serverCore, 'node', [join(root, 'scripts/bench/bare-fastify.mjs'), String(port)]),
    {
      cwd: join(root, 'apps/server'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/bare`, child);
  return { base, stop: stopper(child) };
}
