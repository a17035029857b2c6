/**
 * Scheduled work that must run on one instance at a time, under a named lease (lease.ts): the
 * lottery engine, the contract settlement, the AML monitor and the seamless sweep each hand their
 * pass to one of these instead of keeping a timer of their own.
 *
 * A tick takes (or renews) the lease and, when it holds it, runs the pass; the pass may renew
 * between units of work and stops when the lease is lost. Overlapping ticks on one instance share
 * the running pass. stop() stops ticking, waits for the running pass and frees the lease, so
 * another instance takes over on its next tick instead of when the lease expires.
 *
 * The lease only keeps instances from working at once; every unit of work must still be safe to
 * repeat on its own (a conditional UPDATE, a ledger id derived from the work), because a lease can
 * expire under a slow pass.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database.ts';
import { releaseLease, takeLease } from './lease.ts';

/** Where leases are kept: the database's `lottery_lease` rows (leasesIn), or a repository over them. */
export interface LeaseStore {
  takeLease(name: string, holder: string, now: string, expiresAt: string): Promise<boolean>;
  releaseLease(name: string, holder: string): Promise<void>;
}

export const leasesIn = (db: Db): LeaseStore => ({
  takeLease: (name, holder, now, expiresAt) => takeLease(db, name, holder, now, expiresAt),
  releaseLease: (name, holder) => releaseLease(db, name, holder),
});

/** What a module doing scheduled work takes from its caller: a clock and (tests) a name and lease length. */
export interface ScheduledWorkDeps {
  readonly now: () => Date;
  /** Names this instance in the lease; random by default. */
  readonly instanceId?: string;
  /** How long a taken lease lasts without renewal; the module's own default otherwise. */
  readonly leaseMs?: number;
  /** Where a failed tick (error) and a lease not released on stop (warn) are reported. */
  readonly logger?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface LeasedRunnerOptions<R extends object> {
  /** The lease's name: one per kind of work, the same on every instance. */
  readonly lease: string;
  readonly leases: LeaseStore;
  /** The module's clock, instance name, lease length and logger. */
  readonly deps: ScheduledWorkDeps;
  /** The lease's length unless deps name one: longer than a pass between two renewals. */
  readonly leaseMs: number;
  /** Between ticks once started, unless start() is given another. */
  readonly intervalMs: number;
  /** One pass, run only while the lease is held; `renew` extends it (false: lost, stop working). */
  readonly pass: (at: Date, renew: () => Promise<boolean>) => Promise<R>;
  /** What a tick reports when another instance holds the lease (nothing done). */
  readonly idle: R;
}

/** What a tick did, and whether it held the lease (when not, it did nothing: the idle report). */
export type LeasedTick<R extends object> = R & { readonly leased: boolean };

export interface LeasedRunner<R extends object> {
  readonly holder: string;
  /** One pass under the lease, at `at` (now by default); overlapping calls share the running pass. */
  readonly tick: (at?: Date) => Promise<LeasedTick<R>>;
  /** Ticks every `intervalMs` until stop(); a failed tick is logged and the next one retries. */
  readonly start: (intervalMs?: number) => void;
  /** Stops ticking, waits for the running pass and frees the lease for another instance. */
  readonly stop: () => Promise<void>;
}

export function createLeasedRunner<R extends object>(options: LeasedRunnerOptions<R>): LeasedRunner<R> {
  const { lease, leases, deps } = options;
  const { now, logger } = deps;
  const holder = deps.instanceId ?? randomUUID();
  const leaseMs = deps.leaseMs ?? options.leaseMs;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<LeasedTick<R>> | null = null;

  // On the clock, never at the pass's own moment: a pass run for another time (a catch-up, a test's
  // settlement of tomorrow) would otherwise leave a lease that the next pass's moment finds expired,
  // and whichever instance asked first would take the work over from a holder that never stopped.
  const hold = () => {
    const at = now();
    return leases.takeLease(lease, holder, at.toISOString(), new Date(at.getTime() + leaseMs).toISOString());
  };

  async function work(at: Date): Promise<LeasedTick<R>> {
    if (!(await hold())) return { ...options.idle, leased: false };
    return { ...(await options.pass(at, hold)), leased: true };
  }

  const runner: LeasedRunner<R> = {
    holder,

    tick: (at = now()) => {
      running ??= work(at).finally(() => {
        running = null;
      });
      return running;
    },

    start: (intervalMs = options.intervalMs) => {
      if (timer !== null) return;
      timer = setInterval(() => {
        // A pass still running (a slow database) is not joined: its failure is logged once, by
        // the tick that started it.
        if (running !== null) return;
        runner
          .tick()
          .catch((error: unknown) => logger?.error({ err: error, lease }, 'scheduled work failed'));
      }, intervalMs);
      // A pending tick must not keep a finished process (the CLI, a test) alive.
      timer.unref();
    },

    stop: async () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      // Freeing the lease only hands over sooner: it expires anyway. A database already gone (closed
      // first, or unreachable) must not turn a shutdown into a failure.
      await leases
        .releaseLease(lease, holder)
        .catch((error: unknown) => logger?.warn({ err: error, lease }, 'lease not released'));
    },
  };
  return runner;
}
