import { fileURLToPath } from 'node:url';
import { runDistBench } from './dist-bench.mjs';

/**
 * The 30-day GGR report over 5,000,000 betting records on SQLite (dist/report-bench.js): seeds the
 * records in bulk, builds their daily aggregate, and times the report's slowest grouping. Run alone
 * with `node scripts/bench/reports.mjs` after `npm run build`.
 */
export function measureReports(root, env = {}) {
  return runDistBench(root, 'report-bench', env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await measureReports(root);
  console.log(JSON.stringify(result));
  process.exit(result.ggr30DaysMs <= 1000 ? 0 : 1);
}
