/**
 * `npm test`: every check the project has, in the order a failure is cheapest to find — types,
 * lint, unit and integration tests on SQLite, the server suite again on a throwaway PostgreSQL
 * cluster, the production build, then Playwright in Debian's Chromium against that build.
 * All steps run even after a failure so one run shows everything; the last line counts tests.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayCluster } from './lib/postgres-cluster.mjs';
import { run } from './lib/run.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'openlobby-test-'));
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

async function step(name, fn) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  let code;
  try {
    code = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const npx = (args, env = {}) => run('npx', args, { cwd: root, env: { ...process.env, ...env } });
const vitest = (reportFile, extra = [], env = {}) =>
  npx(
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extra],
    env,
  );

await step('system packages (Chromium, Urdu fonts, PostgreSQL)', () =>
  run('bash', ['scripts/system-deps.sh'], { cwd: root }),
);
await step('typecheck', () => run('npm', ['run', 'typecheck'], { cwd: root }));
await step('lint', () => run('npm', ['run', 'lint'], { cwd: root }));

const sqliteReport = join(reports, 'vitest-sqlite.json');
await step('unit and integration tests (SQLite)', () => vitest(sqliteReport));
addVitest(sqliteReport);

const pgReport = join(reports, 'vitest-postgres.json');
await step('server integration tests (PostgreSQL)', async () => {
  const cluster = await startThrowawayCluster();
  try {
    return await vitest(pgReport, ['--project', 'server'], { TEST_DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
});
addVitest(pgReport);

await step('production build', () => run('npm', ['run', 'build'], { cwd: root }));

const e2eReport = join(reports, 'playwright.json');
await step('end-to-end (Playwright, Chromium, phone viewport)', () =>
  npx(['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  }),
);
addPlaywright(e2eReport);
rmSync(reports, { recursive: true, force: true });

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// A failed step with no failed test (a type error, a lint error, a build error) still counts once.
const failed = counts.failed + (failedSteps > 0 && counts.failed === 0 ? failedSteps : 0);
console.log(
  `tests: ${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);
