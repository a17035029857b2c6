/**
 * The seamless-wallet budget: bet+win pairs/s and p99 with the server and the vendor in two
 * separate `node` processes, like production. The server side (apps/server/dist/wallet-bench.js)
 * boots the real app on a fresh database and prints its plan; the driver (seamless-driver.mjs)
 * sends pre-signed pairs with bounded concurrency; the server then checks the invariants (every
 * acknowledged bet recorded once, the ledger reconciles, no negative balance). With two cores the
 * server runs on one and the driver on the other (servers.mjs's pinning).
 *
 * A smoke run of your own (after `npm run build -w @openlobby/server`):
 *   node scripts/bench/seamless-load.mjs [--seconds 3] [--postgres] [--cpu-prof <dir>]
 * `--cpu-prof` writes a V8 CPU profile of the server process (open it in Chrome's DevTools, or sum
 * its self time per function).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startThrowawayCluster } from '../lib/postgres-cluster.mjs';
import { PINNING, onCore } from './servers.mjs';

/** Resolves with the child's next JSON stdout line that has `key`. */
function nextJson(lines, key, child) {
  return new Promise((resolve, reject) => {
    const onLine = (line) => {
      try {
        const parsed = JSON.parse(line);
        if (parsed && key in parsed) {
          lines.off('line', onLine);
          resolve(parsed[key]);
        }
      } catch {
        // not ours
      }
    };
    lines.on('line', onLine);
    child.once('exit', (code) => reject(new Error(`wallet-bench exited with ${code} before its ${key}`)));
  });
}

function runDriver(root, planPath, resultsPath, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ...onCore(PINNING?.loadCore, 'node', [
        join(root, 'scripts/bench/seamless-driver.mjs'),
        planPath,
        resultsPath,
      ]),
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`seamless-driver exited with ${code}`)),
    );
  });
}

/**
 * One run on one database ('' = a fresh SQLite directory). Resolves the driver's numbers plus
 * `violations` and the server's `check`.
 */
export async function measureSeamlessOn(
  root,
  databaseUrl,
  { seconds = 5, cpuProfDir = null, concurrency } = {},
) {
  const work = mkdtempSync(join(tmpdir(), 'openlobby-seamless-'));
  const dataDir = join(work, 'data');
  const nodeArgs = [
    ...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []),
    join(root, 'apps/server/dist/wallet-bench.js'),
  ];
  const server = spawn(...onCore(PINNING?.serverCore, 'node', nodeArgs), {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // One vendor calling from one address: per-IP limits would measure 429s.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const lines = createInterface({ input: server.stdout });
    const plan = await nextJson(lines, 'plan', server);
    const planPath = join(work, 'plan.json');
    const resultsPath = join(work, 'results.json');
    writeFileSync(planPath, JSON.stringify(plan));
    const load = await runDriver(root, planPath, resultsPath, {
      SEAMLESS_SECONDS: String(seconds),
      ...(concurrency ? { SEAMLESS_CONCURRENCY: String(concurrency) } : {}),
    });
    const checked = nextJson(lines, 'check', server);
    server.stdin.end(`${resultsPath}\n`);
    const check = await checked;
    await exited;
    // Pairs sent, not acknowledged: a refused pair cost the server CPU too.
    const serverCpuMsPerPair =
      load.sentPairs > 0 ? Number((check.serverCpuMs / load.sentPairs).toFixed(3)) : null;
    return { dialect: plan.dialect, ...load, serverCpuMsPerPair, violations: check.violations, check };
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

/** SQLite, then PostgreSQL on a throwaway cluster. */
export async function measureSeamless(root, options = {}) {
  const sqlite = await measureSeamlessOn(root, '', options);
  const cluster = await startThrowawayCluster();
  try {
    return { sqlite, postgres: await measureSeamlessOn(root, cluster.url, options) };
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? null : process.argv[i + 1];
  };
  const options = {
    seconds: Number(arg('--seconds') ?? 3),
    cpuProfDir: arg('--cpu-prof'),
    concurrency: arg('--concurrency') ? Number(arg('--concurrency')) : undefined,
  };
  let result;
  if (process.argv.includes('--postgres')) {
    const cluster = await startThrowawayCluster();
    try {
      result = await measureSeamlessOn(root, cluster.url, options);
    } finally {
      await cluster.stop();
    }
  } else {
    result = await measureSeamlessOn(root, '', options);
  }
  console.log(JSON.stringify(result, null, 2));
}
