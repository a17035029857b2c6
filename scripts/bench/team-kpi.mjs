import { fileURLToPath } from 'node:url';
import { runDistBench } from './dist-bench.mjs';

/**
 * The agent centre's team KPIs over a 100,000-member referral tree on SQLite
 * (dist/team-kpi-bench.js): ODSFE2_TeamKPIA over HTTP for agents at three levels, p50 and p99. Run
 * alone with `node scripts/bench/team-kpi.mjs` after `npm run build`.
 */
export function measureTeamKpi(root, env = {}) {
  return runDistBench(root, 'team-kpi-bench', env);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = await measureTeamKpi(root);
  console.log(JSON.stringify(result));
  process.exit(result.p99Ms <= 50 ? 0 : 1);
}
