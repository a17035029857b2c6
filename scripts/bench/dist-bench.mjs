import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs one of the server's built benchmarks (apps/server/dist/<name>.js) on a fresh data directory
 * and resolves with the JSON of the last line it prints. The directory is removed afterwards.
 */
export function runDistBench(root, name, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `openlobby-${name}-`));
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(root, `apps/server/dist/${name}.js`)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('close', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`${name} exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}
