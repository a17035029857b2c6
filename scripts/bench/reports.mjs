import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The 30-day GGR report over 5,000,000 betting records on SQLite (dist/report-bench.js): seeds the
 * records in bulk, builds their daily aggregate, and times the report's slowest grouping. Run alone
 * with `node scripts/bench/reports.mjs` after `npm run build`.
 */
export function measureReports(root, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'openlobby-report-bench-'));
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(root, 'apps/server/dist/report-bench.js')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('close', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`report-bench exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await measureReports(root);
  console.log(JSON.stringify(result));
  process.exit(result.ggr30DaysMs <= 1000 ? 0 : 1);
}
