/**
 * Removes dead launch tokens and vendor sessions, which nothing else ever deletes: a token dies
 * SEAMLESS_LAUNCH_TOKEN_TTL_MS after the launch, a session after SEAMLESS_SESSION_IDLE_MS without a
 * call. The app runs a sweep every SEAMLESS_SWEEP_INTERVAL_MS; each deletes a bounded batch per table,
 * so a backlog (after downtime) drains over a few runs instead of one long delete. Tests call
 * `sweepOnce` themselves. The same run ends bonuses that are due (wagered through or expired): a
 * conversion the bet that finished it could not make (a crash) happens here, and expiry needs a clock.
 */
import { SEAMLESS_SESSION_IDLE_MS } from '@openlobby/contract';
import type { SeamlessRepository } from './repository.ts';

export const SEAMLESS_SWEEP_INTERVAL_MS = 60_000;
/** Rows per table and run: far more than one instance mints in a minute, small enough to be quick. */
export const SEAMLESS_SWEEP_BATCH = 1_000;

export interface SeamlessSweepDeps {
  readonly repository: SeamlessRepository;
  readonly now: () => Date;
  readonly batch?: number;
  readonly intervalMs?: number;
  /** Ends due bonuses (modules/bonus); the count ended. */
  readonly bonuses?: () => Promise<number>;
  /** Where a failed run is reported; the next run tries again. */
  readonly onError: (error: unknown) => void;
}

export interface SweepResult {
  readonly launches: number;
  readonly sessions: number;
  readonly bonuses: number;
}

export type SeamlessSweep = ReturnType<typeof createSeamlessSweep>;

export function createSeamlessSweep(deps: SeamlessSweepDeps) {
  const batch = deps.batch ?? SEAMLESS_SWEEP_BATCH;
  let timer: NodeJS.Timeout | null = null;
  /** The run in progress: a tick never overlaps it, and stop waits for it before the database closes. */
  let running: Promise<unknown> | null = null;

  async function sweepOnce(): Promise<SweepResult> {
    const now = deps.now();
    const idleSince = new Date(now.getTime() - SEAMLESS_SESSION_IDLE_MS).toISOString();
    return {
      launches: await deps.repository.deleteExpiredLaunches(now.toISOString(), batch),
      sessions: await deps.repository.deleteIdleSessions(idleSince, batch),
      bonuses: deps.bonuses === undefined ? 0 : await deps.bonuses(),
    };
  }

  function tick(): void {
    if (running !== null) return;
    running = sweepOnce()
      .catch(deps.onError)
      .finally(() => {
        running = null;
      });
  }

  return {
    sweepOnce,
    start(): void {
      if (timer !== null) return;
      timer = setInterval(tick, deps.intervalMs ?? SEAMLESS_SWEEP_INTERVAL_MS);
      // A pending sweep must not keep a finished process (the CLI, a test) alive.
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
