/**
 * `npm run bench`: measures the budgets of ARCHITECTURE.md against the production build and
 * writes bench-results/latest.json (plus a dated copy). Exits non-zero when a budget fails.
 *   (a) gzip JS + CSS of the first load of /m/home and of each lazy route
 *   (b) Lighthouse mobile (simulated throttling) of /m/home on seeded data
 *   (c) throughput (wrk) and p99 of lobby reads vs a bare Fastify route, in alternating slices of
 *       the same run; the game list reads a page of 25 from a catalogue grown to 100,000 games first
 *   (d) ledger transfers/s and p99 on SQLite and PostgreSQL, with zero invariant violations
 *   (e) seamless-wallet bet+win pairs/s and p99 through the signed vendor API over HTTP, on SQLite
 *       and PostgreSQL (reported), with zero refused calls and zero invariant violations
 *   (f) the 30-day GGR report over 5,000,000 betting records on SQLite (reports.mjs)
 *   (g) the console's member search over 1,000,000 members on SQLite, p99 (member-search.mjs)
 *   (h) the agent centre's team KPIs over a 100,000-member referral tree on SQLite, p99 (team-kpi.mjs)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIsStale, root } from '../lib/build-freshness.mjs';
import { run } from '../lib/run.mjs';
import { measureBundles } from './bundle-size.mjs';
import { measureLedger } from './ledger.mjs';
import { measureReports } from './reports.mjs';
import { measureMemberSearch } from './member-search.mjs';
import { measureTeamKpi } from './team-kpi.mjs';
import { importBenchCatalogue } from './game-catalogue.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { startBareFastify, startProductionServer } from './servers.mjs';
import { compareWithBare } from './throughput.mjs';

const BUDGET = {
  firstLoadGzipBytes: 150 * 1024,
  lighthousePerformance: 0.95,
  cls: 0.02,
  throughputRatio: 0.5,
  // Conservative for a shared 2-core machine: 16 concurrent writers on one game account.
  ledgerTransfersPerSecondSqlite: 200,
  ledgerTransfersPerSecondPostgres: 50,
  ledgerViolations: 0,
  walletRefusedCalls: 0,
  walletViolations: 0,
  // The 30-day GGR report over 5,000,000 betting records on SQLite, its slowest grouping.
  reportGgr30DaysMs: 1000,
  // The console's member search over 1,000,000 members, every field, over HTTP.
  memberSearchP99Ms: 50,
  // The agent centre's team KPIs over a 100,000-member referral tree, over HTTP.
  teamKpiP99Ms: 50,
};
const ENDPOINTS = [
  ['system status', '/wps/system/status'],
  ['consolidated settings', '/wps/system/settings/consolidated'],
  ['help centre', '/wps/system/helpCenter?lang=EN&device=MOBILE'],
  [
    'game list (100k games)',
    '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=40&pageSize=25&language=EN',
  ],
  ['hot games', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=UR'],
];

if (buildIsStale()) {
  const code = await run('npm', ['run', 'build'], { cwd: root });
  if (code !== 0) process.exit(code);
}

const results = { at: new Date().toISOString(), budgets: BUDGET, checks: [] };
const check = (name, value, budget, pass, unit = '') =>
  results.checks.push({ name, value, budget, pass, unit });

// (a) bundle sizes
const bundles = measureBundles(join(root, 'apps/web/dist'));
results.bundles = bundles;
check(
  'first load /m/home JS+CSS gzip',
  bundles.firstLoad.gzipBytes,
  BUDGET.firstLoadGzipBytes,
  bundles.firstLoad.gzipBytes <= BUDGET.firstLoadGzipBytes,
  'bytes',
);

const server = await startProductionServer(root, (dataDir, env) => importBenchCatalogue(root, dataDir, env));
const bare = await startBareFastify(root);
try {
  // (b) Lighthouse
  const lh = await measureLighthouse(`${server.base}/m/home`);
  results.lighthouse = lh;
  check(
    'Lighthouse mobile performance',
    lh.performance,
    BUDGET.lighthousePerformance,
    (lh.performance ?? 0) >= BUDGET.lighthousePerformance,
  );
  check('Lighthouse CLS', lh.cls, BUDGET.cls, lh.cls !== null && lh.cls <= BUDGET.cls);
  // No budget: this machine's score for a static page of the app that runs no app scripts (the
  // offline page), so a reader can tell the lobby's cost from the machine's. Its TBT is what the
  // machine alone costs any page; when that nears the TBT home's other metrics leave for 0.95
  // (about 235 ms with an LCP near 1.4 s), the home budget is out of this machine's reach.
  results.lighthouseReference = await measureLighthouse(`${server.base}/m/offline.html`);

  // (c) throughput: each read loaded at the same moment as the bare route (see compareWithBare)
  const endpointResults = [];
  for (const [name, path] of ENDPOINTS) {
    endpointResults.push({ name, ...(await compareWithBare(`${bare.base}/bare`, `${server.base}${path}`)) });
  }
  results.throughput = { endpoints: endpointResults };
  for (const e of endpointResults) {
    check(
      `${e.name} throughput / bare route`,
      e.ratioToBare,
      BUDGET.throughputRatio,
      e.ratioToBare >= BUDGET.throughputRatio && e.failedRequests === 0,
    );
  }
} finally {
  await bare.stop();
  await server.stop();
}

// (d) ledger and (e) seamless wallet
const { ledger, wallet } = await measureLedger(root);
results.ledger = ledger;
results.wallet = wallet;
for (const [name, r, min] of [
  ['SQLite', ledger.sqlite, BUDGET.ledgerTransfersPerSecondSqlite],
  ['PostgreSQL', ledger.postgres, BUDGET.ledgerTransfersPerSecondPostgres],
]) {
  check(`ledger transfers/s (${name})`, r.transfersPerSecond, min, r.transfersPerSecond >= min);
  check(`ledger invariant violations (${name})`, r.violations, BUDGET.ledgerViolations, r.violations === 0);
}
for (const [name, r] of [
  ['SQLite', wallet.sqlite],
  ['PostgreSQL', wallet.postgres],
]) {
  // Pairs/s has no budget (ARCHITECTURE: reported); every call answered OK and a clean ledger do.
  check(`wallet refused calls (${name})`, r.refused, BUDGET.walletRefusedCalls, r.refused === 0);
  check(`wallet invariant violations (${name})`, r.violations, BUDGET.walletViolations, r.violations === 0);
}

// (f) the GGR report
const reports = await measureReports(root);
results.reports = reports;
check(
  'GGR report, 30 days of 5M bets (SQLite)',
  reports.ggr30DaysMs,
  BUDGET.reportGgr30DaysMs,
  reports.ggr30DaysMs <= BUDGET.reportGgr30DaysMs,
  'ms',
);

// (g) member search
const memberSearch = await measureMemberSearch(root);
results.memberSearch = memberSearch;
check(
  'member search p99, 1M members (SQLite)',
  memberSearch.p99Ms,
  BUDGET.memberSearchP99Ms,
  memberSearch.p99Ms <= BUDGET.memberSearchP99Ms,
  'ms',
);

// (h) team KPIs
const teamKpi = await measureTeamKpi(root);
results.teamKpi = teamKpi;
check(
  'team KPIs p99, 100k-member tree (SQLite)',
  teamKpi.p99Ms,
  BUDGET.teamKpiP99Ms,
  teamKpi.p99Ms <= BUDGET.teamKpiP99Ms,
  'ms',
);

const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const json = JSON.stringify(results, null, 2);
writeFileSync(join(outDir, 'latest.json'), json);
writeFileSync(join(outDir, `bench-${results.at.replace(/[:.]/g, '-')}.json`), json);

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
console.log('\nBundles (gzip)');
console.log(`  first load /m/home         ${kb(bundles.firstLoad.gzipBytes)}`);
for (const l of bundles.lazy) console.log(`  + ${l.chunk.padEnd(40)} ${kb(l.addedGzipBytes)}`);
if (results.lighthouse) {
  const lh = results.lighthouse;
  console.log(
    `\nLighthouse /m/home: performance ${lh.performance}, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls?.toFixed(3)} (best of ${lh.runs.length})`,
  );
  // A run Lighthouse could not finish has no numbers: it says so rather than print zeros.
  const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
  const runs = (r) =>
    r.runs
      .map((x) =>
        x.runtimeError !== null
          ? `failed (${x.runtimeError})`
          : `${x.performance} (TBT ${ms(x.tbtMs)}, index ${x.benchmarkIndex === null ? 'n/a' : Math.round(x.benchmarkIndex)})`,
      )
      .join(', ');
  console.log(`  every run: ${runs(lh)}`);
  const ref = results.lighthouseReference;
  if (ref) console.log(`  this machine on a static page (/m/offline.html, no app scripts): ${runs(ref)}`);
}
if (results.throughput) {
  console.log(
    '\nThroughput (req/s, p99 ms; ratio to the bare route, both loaded at the same moment; median of 3 rounds)',
  );
  for (const e of results.throughput.endpoints) {
    console.log(
      `  ${e.name.padEnd(24)} ${String(e.requestsPerSecond).padStart(7)}  bare ${String(e.bareRequestsPerSecond).padStart(7)}  p99 ${e.p99Ms} ms  ×${e.ratioToBare} (${e.ratios.join(', ')})`,
    );
  }
}
console.log('\nLedger (bet/win transfers)');
for (const [name, r] of Object.entries(results.ledger)) {
  console.log(
    `  ${name.padEnd(10)} ${String(r.transfersPerSecond).padStart(7)}/s  p99 ${r.p99Ms} ms  violations ${r.violations}`,
  );
}
console.log('\nSeamless wallet (signed bet+win pairs over HTTP)');
for (const [name, r] of Object.entries(results.wallet)) {
  console.log(
    `  ${name.padEnd(10)} ${String(r.pairsPerSecond).padStart(7)}/s  p99 ${r.p99Ms} ms  violations ${r.violations}`,
  );
}
console.log('\nBudgets');
for (const c of results.checks) {
  const value = c.unit === 'bytes' ? kb(c.value) : c.value;
  const budget = c.unit === 'bytes' ? kb(c.budget) : c.budget;
  console.log(
    `  ${c.pass ? 'pass' : 'FAIL'}  ${c.name.padEnd(42)} ${String(value).padStart(10)}  (budget ${budget})`,
  );
}
console.log(`\nWritten to bench-results/latest.json`);
process.exit(results.checks.every((c) => c.pass) ? 0 : 1);
