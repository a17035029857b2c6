/**
 * The seamless-wallet load, as a vendor's game server sends it: its own `node` process (not a
 * worker of the server), signed JSON over keep-alive HTTP to the server's address, a bounded number
 * of rounds in flight. Every request is built and signed before the clock starts (HMAC-SHA256 of the
 * exact bytes, lower-case hex in X-Signature, as apps/server/src/modules/seamless/vendor-secrets.ts
 * checks it), so the measurement is the server's work, not this process's.
 *
 *   node scripts/bench/seamless-driver.mjs <plan.json> <results.json>
 *
 * The plan is the JSON the server side of the bench prints (apps/server/src/bench/wallet-bench.ts).
 * A round is a bet and then its win (a pair). Prints one JSON line: pairs/s over the timed window
 * (after a warm-up), p50/p99 of a pair and of each call, refused answers and transport errors.
 * Writes every acknowledged bet's transaction id to <results.json> for the server's checks.
 *
 * Environment: SEAMLESS_SECONDS (timed window, 5), SEAMLESS_WARMUP_SECONDS (1),
 * SEAMLESS_CONCURRENCY (rounds in flight, 16), SEAMLESS_MAX_PAIRS (pre-signed, 2× the aim's rate).
 */
import { createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const [planPath, resultsPath] = process.argv.slice(2);
if (!planPath || !resultsPath) {
  console.error('usage: seamless-driver.mjs <plan.json> <results.json>');
  process.exit(2);
}
const plan = JSON.parse(readFileSync(planPath, 'utf8'));
const SECONDS = Number(process.env.SEAMLESS_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.SEAMLESS_WARMUP_SECONDS ?? 1);
const CONCURRENCY = Number(process.env.SEAMLESS_CONCURRENCY ?? 16);
const AIM_PAIRS_PER_SECOND = 2000;
const MAX_PAIRS = Number(
  process.env.SEAMLESS_MAX_PAIRS ?? Math.ceil(2 * AIM_PAIRS_PER_SECOND * (SECONDS + WARMUP_SECONDS)),
);

const url = new URL(plan.base);
const secret = Buffer.from(plan.secretHex, 'hex');
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One signed call, ready to send: the exact body bytes and their signature. */
function signed(action, body) {
  const raw = Buffer.from(JSON.stringify(body));
  return {
    path: `/seamless/v1/${plan.vendor}/${action}`,
    raw,
    signature: createHmac('sha256', secret).update(raw).digest('hex'),
  };
}

/** The n-th round: a bet of 1 to 5 and its win (nothing one time in three), on member n mod 50. */
function round(n, timestamp) {
  const session = plan.sessions[n % plan.sessions.length];
  const betId = `wb-${plan.run}-${n}-bet`;
  const common = { playerId: session.playerId, roundId: `wb-${plan.run}-${n}`, gameCode: plan.gameCode };
  return {
    betId,
    bet: signed('bet', {
      ...common,
      sessionId: session.sessionId,
      transactionId: betId,
      amount: `${1 + (n % 5)}.00`,
      timestamp,
    }),
    win: signed('win', {
      ...common,
      transactionId: `wb-${plan.run}-${n}-win`,
      betTransactionId: betId,
      amount: n % 3 === 0 ? '0.00' : `${n % 7}.50`,
      timestamp,
    }),
  };
}

function send(call) {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: call.path,
        headers: {
          'content-type': 'application/json',
          'content-length': call.raw.length,
          'x-signature': call.signature,
        },
      },
      (res) => {
        const parts = [];
        res.on('data', (chunk) => parts.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: JSON.parse(Buffer.concat(parts).toString('utf8')).status ?? `HTTP ${res.statusCode}`,
            });
          } catch {
            resolve({ status: `HTTP ${res.statusCode}`, error: true });
          }
        });
        res.on('error', () => resolve({ status: 'transport error', error: true }));
      },
    );
    req.on('error', () => resolve({ status: 'transport error', error: true }));
    req.end(call.raw);
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? null
    : Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(2));
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
};

const timestamp = Date.now();
const rounds = Array.from({ length: MAX_PAIRS }, (_, n) => round(n, timestamp));

const acknowledgedBets = [];
const refusedStatuses = {};
let refused = 0;
let transportErrors = 0;
const pairMs = [];
const betMs = [];
const winMs = [];
let next = 0;
let exhausted = false;
const started = performance.now();
const timedFrom = started + WARMUP_SECONDS * 1000;
const deadline = timedFrom + SECONDS * 1000;
let timedPairs = 0;

async function worker() {
  while (performance.now() < deadline) {
    if (next >= rounds.length) {
      exhausted = true;
      return;
    }
    const r = rounds[next];
    next += 1;
    const t0 = performance.now();
    const bet = await send(r.bet);
    const t1 = performance.now();
    if (bet.status === 'OK') acknowledgedBets.push(r.betId);
    const win = bet.status === 'OK' ? await send(r.win) : bet;
    const t2 = performance.now();
    for (const answer of bet.status === 'OK' ? [bet, win] : [bet]) {
      if (answer.error) transportErrors += 1;
      else if (answer.status !== 'OK') {
        refused += 1;
        refusedStatuses[answer.status] = (refusedStatuses[answer.status] ?? 0) + 1;
      }
    }
    // Only rounds that start and end inside the timed window count for rate and latency.
    if (t0 >= timedFrom && t2 <= deadline) {
      timedPairs += 1;
      pairMs.push(t2 - t0);
      betMs.push(t1 - t0);
      winMs.push(t2 - t1);
    }
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const timedSeconds = (Math.min(performance.now(), deadline) - timedFrom) / 1000;
agent.destroy();
writeFileSync(resultsPath, JSON.stringify({ acknowledgedBets }));
console.log(
  JSON.stringify({
    concurrency: CONCURRENCY,
    seconds: Number(timedSeconds.toFixed(2)),
    pairs: timedPairs,
    pairsPerSecond: timedSeconds > 0 ? Math.round(timedPairs / timedSeconds) : 0,
    ...summary(pairMs),
    bet: summary(betMs),
    win: summary(winMs),
    sentPairs: next,
    acknowledgedBets: acknowledgedBets.length,
    refused,
    refusedStatuses,
    transportErrors,
    // All pre-signed rounds were sent before the time was up: the rate is over a shorter window.
    exhausted,
  }),
);
