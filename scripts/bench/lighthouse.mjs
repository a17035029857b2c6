import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * When the machine is too busy for a Lighthouse score to say anything about the app. The same
 * build's TBT spread from about 450 to 3,600 ms over ten runs on a busy shared machine, while on an
 * idle one home scores 0.99 to 1.00, so a score from a busy machine is neither a pass nor a fail.
 */
export const MACHINE = {
  /**
   * More runnable processes than cores (1-minute load average): Chromium's main thread waits for a
   * core and every wait counts as blocking time.
   */
  maxLoadPerCore: 1,
  /**
   * Lighthouse's own threshold (core/gather/driver/environment.js, SLOW_CPU_BENCHMARK_INDEX_THRESHOLD):
   * below it Lighthouse warns that the host is underpowered, because its simulated 4× CPU slowdown
   * then models a phone slower than the Moto G it means.
   */
  minBenchmarkIndex: 1000,
  /**
   * TBT of the offline page, which runs no app scripts: 0 on an idle machine, so whatever it shows
   * is the machine's own cost to any page. Home's other metrics (LCP near 1.4 s) leave about 235 ms
   * of TBT for a 0.95 score; a machine that alone takes 100 ms of that measures itself, not home.
   */
  maxReferenceTbtMs: 100,
};

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse mobile run (default settings: Moto G-class device, simulated slow 4G). */
async function runOnce(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance.score,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** The machine's load before anything runs: busy when it already has more work than cores. */
export function machineLoad() {
  const cores = availableParallelism();
  const load = loadavg()[0];
  return { cores, load1: Number(load.toFixed(2)), busy: load > cores * MACHINE.maxLoadPerCore };
}

/**
 * The machine's load once the bench's own work just before (the 100,000-game import, the previous
 * timed part's server and load generator) has had up to `settleSeconds` to leave the 1-minute
 * average: only what is left after that is someone else's work.
 */
export async function settledMachineLoad(settleSeconds = 90) {
  let load = machineLoad();
  for (let waited = 0; load.busy && waited < settleSeconds; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    load = machineLoad();
  }
  return load;
}

/**
 * Lighthouse of `url` (home), median of `runs`, after measuring the machine: its load average (given
 * `settleSeconds` to fall below the core count), then one run of `referenceUrl` (a static page with
 * no app scripts) for Lighthouse's benchmark index and the reference TBT. When the machine is too busy (before, or by the runs' own median benchmark
 * index), resolves `{ status: 'busy', reason }` and the numbers it has, never a score to judge.
 */
export async function measureLighthouse(url, referenceUrl, { runs = 5, settleSeconds = 90 } = {}) {
  const load = await settledMachineLoad(settleSeconds);
  if (load.busy)
    return {
      status: 'busy',
      reason: `load average ${load.load1} above ${load.cores} cores`,
      machine: { load },
      runs: [],
    };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const reference = await runOnce(referenceUrl, chrome.port);
    const machine = { load, reference };
    if (reference.benchmarkIndex !== null && reference.benchmarkIndex < MACHINE.minBenchmarkIndex)
      return {
        status: 'busy',
        reason: `benchmark index ${Math.round(reference.benchmarkIndex)} below ${MACHINE.minBenchmarkIndex}`,
        machine,
        runs: [],
      };
    if (reference.tbtMs !== null && reference.tbtMs > MACHINE.maxReferenceTbtMs)
      return {
        status: 'busy',
        reason: `the static reference page's TBT ${Math.round(reference.tbtMs)} ms above ${MACHINE.maxReferenceTbtMs} ms`,
        machine,
        runs: [],
      };
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, chrome.port));
    const finished = results.filter((r) => r.runtimeError === null);
    const index = median(finished.map((r) => r.benchmarkIndex));
    const summary = {
      performance: median(finished.map((r) => r.performance)),
      lcpMs: median(finished.map((r) => r.lcpMs)),
      tbtMs: median(finished.map((r) => r.tbtMs)),
      cls: median(finished.map((r) => r.cls)),
      fcpMs: median(finished.map((r) => r.fcpMs)),
      benchmarkIndex: index,
      machine,
      runs: results,
    };
    // The machine may have become busy during the runs: their own index says so.
    if (index !== null && index < MACHINE.minBenchmarkIndex)
      return {
        ...summary,
        status: 'busy',
        reason: `median benchmark index of the runs ${Math.round(index)} below ${MACHINE.minBenchmarkIndex}`,
      };
    if (finished.length < Math.ceil(runs / 2) + 1)
      return { ...summary, status: 'failed', reason: `${runs - finished.length} of ${runs} runs failed` };
    return { ...summary, status: 'measured', reason: null };
  } finally {
    await chrome.kill();
  }
}
