import { spawn } from 'node:child_process';
import { PINNING, onCore } from './servers.mjs';

/**
 * What every phone's browser sends: the lobby's reads are measured as phones request them (the
 * server keeps compressed twins of its reused answers; the bare route's tiny answer is never
 * compressed).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * The load comes from wrk, a separate C process: a load generator inside this Node process spends
 * more CPU parsing answers than a small server spends writing them, so on a 2-core machine it
 * measured the client, not the server.
 */
function runWrk(url, seconds, connections, headers) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(...onCore(PINNING?.loadCore, 'wrk', args), { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', (error) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('wrk is not installed: run scripts/system-deps.sh (Debian package wrk)')
          : error,
      ),
    );
    // 'close', not 'exit': wrk may exit before its report has been read (an empty report was seen).
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}`))));
  });
}

const MS_PER_UNIT = { us: 0.001, ms: 1, s: 1000 };

/** wrk's text report: requests/s, the 99th percentile latency and answers that were not 2xx/3xx. */
export function parseWrkReport(text) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(text);
  if (!rps || !p99) throw new Error(`unreadable wrk report:\n${text}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(text);
  const socketErrors = /Socket errors:\s+connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(rps[1])),
    p99Ms: Number((Number(p99[1]) * MS_PER_UNIT[p99[2]]).toFixed(2)),
    failedRequests: (non2xx ? Number(non2xx[1]) : 0) + errors,
  };
}

/** Requests per second and p99 latency of one URL under a fixed concurrent load. */
export async function measureThroughput(
  url,
  { seconds = 2, connections = 16, headers = BROWSER_HEADERS } = {},
) {
  return { url, ...parseWrkReport(await runWrk(url, seconds, connections, headers)) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One lobby read against the bare route, both loaded at the same moment: the two servers share one
 * core (pinned, see servers.mjs) and the two wrk processes the other. Whatever the shared machine
 * does to that core's speed, which moved results by half within a minute here, it does to both at
 * once, so the ratio of the two rates is the ratio of their costs per request. Median of `rounds`.
 */
export async function compareWithBare(bareUrl, url, { rounds = 3, seconds = 4 } = {}) {
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const [bare, read] = await Promise.all([
      measureThroughput(bareUrl, { seconds }),
      measureThroughput(url, { seconds }),
    ]);
    pairs.push({ bare, read, ratio: read.requestsPerSecond / bare.requestsPerSecond });
  }
  return {
    url,
    requestsPerSecond: Math.round(median(pairs.map((p) => p.read.requestsPerSecond))),
    bareRequestsPerSecond: Math.round(median(pairs.map((p) => p.bare.requestsPerSecond))),
    p99Ms: median(pairs.map((p) => p.read.p99Ms)),
    failedRequests: pairs.reduce((sum, p) => sum + p.read.failedRequests, 0),
    ratioToBare: Number(median(pairs.map((p) => p.ratio)).toFixed(3)),
    ratios: pairs.map((p) => Number(p.ratio.toFixed(3))),
  };
}
