import type { FastifyInstance } from 'fastify';
import { sendFailure } from './failure.ts';

/**
 * /healthz: the process is up (liveness). /readyz: the database answers and the instance is not
 * shutting down (readiness), so a load balancer stops sending traffic to an instance that lost its
 * database, or is draining, instead of killing it. Neither is rate limited: probes must never be
 * refused.
 */
export interface Readiness {
  /** True from the moment shutdown starts: /readyz answers 503 while requests are still served. */
  readonly draining: boolean;
  /** Marks the instance as going away; cannot be undone (a new process starts ready). */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether /readyz may answer ready; main.ts drains it on SIGTERM before closing. */
    readiness: Readiness;
  }
}

export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>): void {
  let draining = false;
  const readiness: Readiness = {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
  app.decorate('readiness', readiness);
  // Whoever closes the app without draining first still stops looking ready.
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });

  const options = { schema: { hide: true }, config: { rateLimit: false } } as const;
  app.get('/healthz', options, () => ({ success: true, value: { status: 'up' } }));
  app.get('/readyz', options, async (request, reply) => {
    if (draining) {
      // Ask the prober's connection to go too, so a pooled probe does not keep the instance busy.
      reply.header('connection', 'close');
      return sendFailure(request, reply, 'NOT_READY', { reason: 'draining' });
    }
    if (await ping()) return { success: true, value: { status: 'ready' } };
    return sendFailure(request, reply, 'NOT_READY', { reason: 'database' });
  });
}

export interface GracefulShutdownOptions {
  /**
   * Resolves when a load balancer probing /readyz has had time to see the instance drain (main.ts:
   * a few seconds; tests: a promise they settle). Requests keep being served meanwhile.
   */
  readonly drained: () => Promise<void>;
  /** Told when draining starts and when the instance stops taking connections. */
  readonly log?: (message: string) => void;
}

/**
 * Stops an instance the way a load balancer needs it: /readyz goes 503 at once while everything
 * else is still served; after `drained`, app.close() stops taking connections, waits for in-flight
 * requests to finish, closes chat sockets (clients reconnect to another instance) and runs the
 * onClose hooks, which stop the scheduled runners and free their leases. The caller closes the
 * database afterwards.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  options: GracefulShutdownOptions,
): Promise<void> {
  app.readiness.drain();
  options.log?.('draining: /readyz answers 503, requests are still served');
  await options.drained();
  options.log?.('closing: no new connections, waiting for in-flight requests');
  await app.close();
}
