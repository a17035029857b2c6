import { fileURLToPath } from 'node:url';
import { runDistBench } from './dist-bench.mjs';

/**
 * The console's member search over 1,000,000 members on SQLite (dist/member-search-bench.js):
 * every search field over HTTP, p50 and p99. Run alone with `node scripts/bench/member-search.mjs`
 * after `npm run build`.
 */
export function measureMemberSearch(root, env = {}) {
  return runDistBench(root, 'member-search-bench', env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await measureMemberSearch(root);
  console.log(JSON.stringify(result));
  process.exit(result.p99Ms <= 50 ? 0 : 1);
}
