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
        // The wallet bench is one vendor calling from one address: per-IP limits would measure 429s.
        RATE_LIMIT_PER_MINUTE: '1000000000',
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

/** Both database benches on one database: a fresh SQLite directory each, or the PostgreSQL URL. */
async function runBoth(root, databaseUrl) {
  const result = {};
  for (const [key, name] of [
    ['ledger', 'ledger-bench'],
    ['wallet', 'wallet-bench'],
  ]) {
    const dataDir = mkdtempSync(join(tmpdir(), `openlobby-${name}-`));
    try {
      result[key] = await runBench(root, name, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return result;
}

/**
 * On SQLite and PostgreSQL: ledger transfers/s (bet and win transfers, p99) and seamless-wallet
 * bet+win pairs/s through the signed vendor API over HTTP, each with its invariant violations.
 */
export async function measureLedger(root) {
  const sqlite = await runBoth(root, '');
  const cluster = await startThrowawayCluster();
  try {
    const postgres = await runBoth(root, cluster.url);
    return {
      ledger: { sqlite: sqlite.ledger, postgres: postgres.ledger },
      wallet: { sqlite: sqlite.wallet, postgres: postgres.wallet },
    };
  } finally {
    await cluster.stop();
  }
}
