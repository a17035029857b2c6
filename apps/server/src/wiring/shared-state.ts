/**
 * What this instance shares with the site's other instances besides PostgreSQL: Redis for counters
 * and the cache bus for invalidations, when REDIS_URL is set. Without it the bus is local and every
 * counter stays in this process (one instance, today's behaviour). Redis is closed with the app.
 */
import type { AppConfig } from '../config.ts';
import { type CacheBus, localCacheBus, redisCacheBus } from '../platform/cache-bus.ts';
import { type SharedRedis, connectRedis } from '../platform/redis.ts';
import type { App } from '../platform/typed-app.ts';

export interface SharedState {
  readonly redis: SharedRedis | null;
  readonly cacheBus: CacheBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidation across instances (tests, tooling). */
    cacheBus: CacheBus;
  }
}

export async function connectSharedState(app: App, config: AppConfig): Promise<SharedState> {
  if (config.redisUrl === null) {
    const cacheBus = localCacheBus();
    app.decorate('cacheBus', cacheBus);
    return { redis: null, cacheBus };
  }
  const redis = await connectRedis(config.redisUrl, config.redisPrefix, app.log);
  // Last: the other close hooks (queued messages, schedulers) may still count or publish.
  app.addHook('onClose', () => redis.close());
  const cacheBus = await redisCacheBus(redis, app.log);
  app.decorate('cacheBus', cacheBus);
  return { redis, cacheBus };
}
