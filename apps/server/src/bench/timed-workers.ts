/**
 * The benches' measuring loop: concurrent workers each run one numbered step after another until
 * the time is up, and every step's duration is kept. What a step does (and what counts as refused)
 * is the bench's own.
 */
export interface TimedRun {
  /** Steps run. */
  readonly count: number;
  readonly perSecond: number;
  /** The 99th percentile of a step's duration, in milliseconds to two decimals. */
  readonly p99Ms: number;
}

export async function runTimedWorkers(
  workers: number,
  seconds: number,
  step: (n: number) => Promise<void>,
): Promise<TimedRun> {
  const latencies: number[] = [];
  let sequence = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      sequence += 1;
      const n = sequence;
      const started = performance.now();
      await step(n);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p99Ms: Number((latencies[Math.floor(latencies.length * 0.99)] ?? 0).toFixed(2)),
  };
}
