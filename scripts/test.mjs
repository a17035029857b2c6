/**
 * `npm test`: every check the project has, in two lanes run one after the other:
 * - the code lane: unit and integration tests on SQLite, then the server suite again on a
 *   throwaway PostgreSQL cluster, both with a throwaway Redis (TEST_REDIS_URL) for the tests of
 *   several instances, with lint and the type check beside them; then the scale-out test (two
 *   instances behind nginx under load, one killed and restarted);
 * - the browser lane: the production build, then Playwright in Debian's Chromium against it (the
 *   lobby at a phone's viewport, the operator console at a desktop's and a tablet's).
 * A step run beside another holds its output and prints it whole when it ends.
 * All steps run even after a failure so one run shows everything; the last line counts tests.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayCluster } from './lib/postgres-cluster.mjs';
import { startThrowawayRedis } from './lib/redis-server.mjs';
import { run } from './lib/run.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'openlobby-test-'));
const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

/** The step printing as it goes, if any: named again after a held step's output breaks into it. */
let live = null;

/**
 * Runs one step. A held step (the code lane's) collects its output and prints it, under its
 * heading, when it ends; the summary lists steps in the order they started.
 */
async function step(name, fn, { hold = false } = {}) {
  const record = { name, ok: false, seconds: 0, telling: [] };
  steps.push(record);
  if (!hold) {
    live = name;
    console.log(`\n━━ ${name}`);
  }
  const started = Date.now();
  const output = hold ? [] : undefined;
  let code;
  try {
    code = await fn(record.telling, output);
  } catch (error) {
    (output ?? []).push(`${error instanceof Error ? error.message : error}\n`);
    if (output === undefined) console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  record.ok = code === 0;
  record.seconds = Math.round((Date.now() - started) / 1000);
  if (output !== undefined) {
    process.stdout.write(`\n━━ ${name} (${record.seconds} s)\n`);
    for (const chunk of output) process.stdout.write(chunk);
    if (live !== null) process.stdout.write(`\n━━ ${live} (continued)\n`);
  } else {
    live = null;
  }
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

/** Titles of the tests that failed once and passed on their retry: printed so they get fixed. */
const flaky = [];
function collectFlaky(suite) {
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((test) => test.status === 'flaky'))
      flaky.push(`${spec.file}:${spec.line} ${spec.title}`);
  }
  for (const child of suite.suites ?? []) collectFlaky(child);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  for (const suite of report.suites ?? []) collectFlaky(suite);
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const npx = (args, env = {}, telling = undefined, output = undefined) =>
  run('npx', args, { cwd: root, env: { ...process.env, ...env }, telling, output });
const vitest = (telling, output, reportFile, extra = [], env = {}) =>
  npx(
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extra],
    // No colours in held output: it is printed later, often into a log.
    { ...env, ...(output === undefined ? {} : { FORCE_COLOR: '0' }) },
    telling,
    output,
  );

await step('system packages (Chromium, Urdu fonts, PostgreSQL, Redis)', () =>
  run('bash', ['scripts/system-deps.sh'], { cwd: root }),
);
const sqliteReport = join(reports, 'vitest-sqlite.json');
const pgReport = join(reports, 'vitest-postgres.json');
const e2eReport = join(reports, 'playwright.json');
const consoleE2eReport = join(reports, 'playwright-console.json');
const held = { hold: true };
/**
 * Vitest leaves a core free by default (one worker on two cores), but the suites' tests mostly
 * wait on databases, processes and timers: two workers on two cores took the SQLite suite from
 * about 360 s to 245 s and the PostgreSQL one from 580 s to 285 s, each alone on the machine.
 */
const testWorkers = Math.max(2, availableParallelism() - 1);

/**
 * One throwaway Redis for both server runs (tests that share it keep to prefixes of their own):
 * tests of several instances need it, and fail without it rather than skip.
 */
async function codeLane() {
  let redis = null;
  try {
    redis = await startThrowawayRedis();
  } catch (error) {
    // The tests that need it then fail and say so; the rest still run.
    console.error(`No throwaway Redis: ${error instanceof Error ? error.message : error}`);
  }
  try {
    await codeLaneOn(redis === null ? {} : { TEST_REDIS_URL: redis.url });
  } finally {
    await redis?.stop();
  }
}

async function codeLaneOn(redisEnv) {
  // Lint, the longest step here (about a core for twelve minutes beside the suites), runs beside
  // both suites from the start; the type check beside the PostgreSQL suite, which keeps part of a
  // core idle while it waits on the database. Their output is held.
  const checks = step(
    'lint',
    (telling, output) => run('npm', ['run', 'lint'], { cwd: root, telling, output }),
    held,
  );
  const suites = (async () => {
    await step('unit and integration tests (SQLite)', (telling, output) =>
      vitest(telling, output, sqliteReport, [`--maxWorkers=${testWorkers}`], redisEnv),
    );
    await Promise.all([
      step('server integration tests (PostgreSQL)', async (telling, output) => {
        const cluster = await startThrowawayCluster();
        try {
          return await vitest(
            telling,
            output,
            pgReport,
            ['--project', 'server', `--maxWorkers=${testWorkers}`],
            { ...redisEnv, TEST_DATABASE_URL: cluster.url },
          );
        } finally {
          await cluster.stop();
        }
      }),
      step(
        'typecheck',
        (telling, output) => run('npm', ['run', 'typecheck'], { cwd: root, telling, output }),
        held,
      ),
    ]);
  })();
  await Promise.all([checks, suites]);
  // Real processes (its own PostgreSQL, Redis, two instances, nginx) under load, one killed: after
  // the suites, since it fills both cores for about a minute (scripts/scale-out/scale-out.mjs).
  await step('scale-out (PostgreSQL, Redis, nginx, two instances)', async (telling) => {
    const code = await run(process.execPath, ['--import', 'tsx', 'scripts/scale-out/scale-out.mjs'], {
      cwd: root,
      telling,
    });
    counts[code === 0 ? 'passed' : 'failed'] += 1;
    return code;
  });
}

async function browserLane() {
  await step('production build', (telling) => run('npm', ['run', 'build'], { cwd: root, telling }));
  await step('end-to-end (Playwright, Chromium, phone viewport)', (telling) =>
    // One retry: on two shared cores a browser test can lose a tap to load once in a few hundred
    // runs. A test that fails twice fails the step; one that passes on its retry is listed below.
    npx(
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json', '--retries=1'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      telling,
    ),
  );
  await step('end-to-end, operator console (Playwright, Chromium, desktop and tablet)', (telling) =>
    npx(
      [
        'playwright',
        'test',
        '-c',
        'apps/console/playwright.config.ts',
        '--reporter=list,json',
        '--retries=1',
      ],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: consoleE2eReport },
      telling,
    ),
  );
}

// One lane after the other: side by side they finished sooner, but on two cores the browser tests'
// server starts then overran their minute and failed.
await codeLane();
await browserLane();
addVitest(sqliteReport);
addVitest(pgReport);
addPlaywright(e2eReport);
addPlaywright(consoleE2eReport);
rmSync(reports, { recursive: true, force: true });

// CI shows only the end of the output: repeat, under each failed step, the lines that say why.
console.log('\n━━ why steps failed');
for (const s of steps.filter((s) => !s.ok)) {
  console.log(`${s.name}:`);
  for (const line of [...new Set(s.telling)].slice(-25)) console.log(`  ${line.slice(0, 300)}`);
}

if (flaky.length > 0) {
  console.log('\n━━ browser tests that passed only on their retry');
  for (const title of flaky) console.log(`  ${title}`);
}

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// A failed step with no failed test (a type error, a lint error, a build error) still counts once.
const failed = counts.failed + (failedSteps > 0 && counts.failed === 0 ? failedSteps : 0);
console.log(
  `tests: ${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);
