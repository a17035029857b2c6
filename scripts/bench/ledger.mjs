import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayCluster } from '../lib/postgres-cluster.mjs';

/** Runs dist/ledger-bench.js once against a fresh database; resolves its JSON line. */
function runLedgerBench(root, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(root, 'apps/server/dist/ledger-bench.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`ledger bench exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

/** Ledger throughput (bet and win transfers/s, p99) and invariant violations on SQLite and PostgreSQL. */
export async function measureLedger(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'openlobby-ledger-bench-'));
  try {
    const sqlite = await runLedgerBench(root, { DATA_DIR: dataDir, DATABASE_URL: '' });
    const cluster = await startThrowawayCluster();
    try {
      const postgres = await runLedgerBench(root, { DATA_DIR: dataDir, DATABASE_URL: cluster.url });
      return { sqlite, postgres };
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
