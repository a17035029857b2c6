import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayCluster } from '../lib/postgres-cluster.mjs';

/** Runs one dist/<name>.js bench once against the database `env` names; resolves its JSON line. */
function runBench(root, name, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(root, `apps/server/dist/${name}.js`)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    // 'close', not 'exit': the process may exit before its last output has been read.
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

/** The ledger bench on one database: a fresh SQLite directory, or the PostgreSQL URL. */
async function runLedger(root, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'openlobby-ledger-bench-'));
  try {
    return await runBench(root, 'ledger-bench', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * On SQLite and PostgreSQL: ledger transfers/s (bet and win transfers, p99) with the invariant
 * violations found afterwards. (The seamless wallet's pairs/s are seamless-load.mjs's.)
 */
export async function measureLedger(root) {
  const sqlite = await runLedger(root, '');
  const cluster = await startThrowawayCluster();
  try {
    return { sqlite, postgres: await runLedger(root, cluster.url) };
  } finally {
    await cluster.stop();
  }
}
