import type { FastifyInstance } from 'fastify';
import { sendFailure } from './failure.ts';

/**
 * /healthz: the process is up (liveness). /readyz: the database answers (readiness), so a load
 * balancer stops sending traffic to an instance that lost its database instead of killing it.
 * Neither is rate limited: probes must never be refused.
 */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>): void {
  const options = { schema: { hide: true }, config: { rateLimit: false } } as const;
  app.get('/healthz', options, () => ({ success: true, value: { status: 'up' } }));
  app.get('/readyz', options, async (request, reply) => {
    if (await ping()) return { success: true, value: { status: 'ready' } };
    return sendFailure(request, reply, 'NOT_READY');
  });
}
