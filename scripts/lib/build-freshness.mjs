import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/** Newest modification time under a path, skipping dependencies and build output. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'package-lock.json',
];
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** True when a build output is missing or older than any source it is built from. */
export function buildIsStale() {
  const outputTimes = outputs.map((o) => (existsSync(join(root, o)) ? statSync(join(root, o)).mtimeMs : 0));
  if (outputTimes.some((t) => t === 0)) return true;
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newestSource > Math.min(...outputTimes);
}

export { root };
