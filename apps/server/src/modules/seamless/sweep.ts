/**
 * Removes dead launch tokens and vendor sessions, which nothing else ever deletes: a token dies
 * SEAMLESS_LAUNCH_TOKEN_TTL_MS after the launch, a session after SEAMLESS_SESSION_IDLE_MS without a
 * call. The app runs a sweep every SEAMLESS_SWEEP_INTERVAL_MS; each deletes a bounded batch per table,
 * so a backlog (after downtime) drains over a few runs instead of one long delete. Tests call
 * `sweepOnce` themselves. The same run ends bonuses that are due (wagered through or expired): a
 * conversion the bet that finished it could not make (a crash) happens here, and expiry needs a clock.
 *
 * Every step would be safe on several instances at once (a delete of what is already gone deletes
 * nothing; a bonus ends by a conditional UPDATE under its member's account locks, paid with a ledger
 * id of the bonus), but each instance would repeat the others' work and hold players' account locks
 * for it. So the timer runs under the lease `seamless-sweep` (db/leased-runner.ts): one instance
 * sweeps, and another takes over when it stops.
 */
import { SEAMLESS_SESSION_IDLE_MS } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import {
  type LeasedRunner,
  type ScheduledWorkDeps,
  createLeasedRunner,
  leasesIn,
} from '../../db/leased-runner.ts';
import type { SeamlessRepository } from './repository.ts';

export const SEAMLESS_SWEEP_INTERVAL_MS = 60_000;
/** Rows per table and run: far more than one instance mints in a minute, small enough to be quick. */
export const SEAMLESS_SWEEP_BATCH = 1_000;
const LEASE = 'seamless-sweep';

export interface SeamlessSweepDeps extends ScheduledWorkDeps {
  readonly repository: SeamlessRepository;
  readonly batch?: number;
  readonly intervalMs?: number;
  /** Ends due bonuses (modules/bonus); the count ended. */
  readonly bonuses?: () => Promise<number>;
  /** Where a failed run is reported; the next run tries again. */
  readonly onError: (error: unknown) => void;
  /** Where the lease is kept: needed to start() the timer (a test may run sweepOnce without it). */
  readonly db?: Db;
}

export interface SweepResult {
  readonly launches: number;
  readonly sessions: number;
  readonly bonuses: number;
}

export type SeamlessSweep = ReturnType<typeof createSeamlessSweep>;

export function createSeamlessSweep(deps: SeamlessSweepDeps) {
  const batch = deps.batch ?? SEAMLESS_SWEEP_BATCH;

  async function sweepOnce(): Promise<SweepResult> {
    const now = deps.now();
    const idleSince = new Date(now.getTime() - SEAMLESS_SESSION_IDLE_MS).toISOString();
    return {
      launches: await deps.repository.deleteExpiredLaunches(now.toISOString(), batch),
      sessions: await deps.repository.deleteIdleSessions(idleSince, batch),
      bonuses: deps.bonuses === undefined ? 0 : await deps.bonuses(),
    };
  }

  const nothing: SweepResult = { launches: 0, sessions: 0, bonuses: 0 };
  const runner: LeasedRunner<SweepResult> | null =
    deps.db === undefined
      ? null
      : createLeasedRunner({
          lease: LEASE,
          leases: leasesIn(deps.db),
          deps,
          // Several runs: a sweep that takes long does not hand its lease over in the middle.
          leaseMs: 3 * (deps.intervalMs ?? SEAMLESS_SWEEP_INTERVAL_MS),
          intervalMs: deps.intervalMs ?? SEAMLESS_SWEEP_INTERVAL_MS,
          // A failed run is reported as this module always did; the next run tries again.
          pass: () =>
            sweepOnce().catch((error: unknown) => {
              deps.onError(error);
              return nothing;
            }),
          idle: nothing,
        });

  return {
    /** One run now, without the lease (tests and tooling). */
    sweepOnce,
    /** One run under the lease; `leased` false when another instance sweeps. */
    tick: () => (runner === null ? Promise.resolve({ ...nothing, leased: false }) : runner.tick()),
    start(): void {
      if (runner === null) throw new Error('the seamless sweep needs its database to start');
      runner.start();
    },
    /** Stops the timer, waits for the run in progress and frees the lease, before the database closes. */
    stop: (): Promise<void> => runner?.stop() ?? Promise.resolve(),
  };
}
