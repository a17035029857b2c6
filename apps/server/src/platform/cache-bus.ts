/**
 * Cache invalidation across instances. A per-process cache (platform/cache.ts) that an operator's
 * change must drop registers here what dropping means; the change then runs it in this process at
 * once and, when Redis is set, publishes one message on the site's channel, which every other
 * instance applies as it arrives (milliseconds, well inside a second). Without Redis, or while it
 * is away, only this process drops at once and the others serve their cached copy until its time
 * to live runs out (seconds: SETTINGS_CACHE_MS, RULES_CACHE_MS, CATALOGUE_CACHE_MS), as before.
 *
 * A subscriber that lost its connection may have missed messages: when it is back it drops every
 * registered cache once, so nothing older than the outage is served.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SharedRedis } from './redis.ts';

/** The caches one instance's change must drop on every instance. */
export const SHARED_CACHES = [
  /** The lobby's settings, access, help centre and boot call (system service). */
  'lobby-settings',
  /** Merchant rules: limits and region policy (settings/rules.ts). */
  'merchant-rules',
  /** The game catalogue's lists (games service). */
  'catalogue',
] as const;
export type SharedCacheName = (typeof SHARED_CACHES)[number];

const invalidation = z.object({
  cache: z.enum(SHARED_CACHES),
  /** The publishing instance, which has already dropped its own. */
  from: z.string().min(1).max(64),
});
export type InvalidationMessage = z.infer<typeof invalidation>;

export interface CacheBusLogger {
  warn(details: object, message: string): void;
}

export interface CacheBus {
  /**
   * Registers what dropping `cache` means in this process and returns the change's call: it drops
   * here at once and tells the other instances.
   */
  register(cache: SharedCacheName, drop: () => void): () => void;
  /** This instance's id in the messages it publishes. */
  readonly instanceId: string;
}

export const invalidationChannel = (prefix: string) => `${prefix}cache-invalidation`;

/** Without Redis: the change drops this process's caches only (today's behaviour). */
export function localCacheBus(): CacheBus {
  const drops = new Map<SharedCacheName, (() => void)[]>();
  return {
    instanceId: 'local',
    register(cache, drop) {
      drops.set(cache, [...(drops.get(cache) ?? []), drop]);
      return () => {
        for (const each of drops.get(cache) ?? []) each();
      };
    },
  };
}

/** Subscribes to the site's channel (waits until subscribed when Redis is up) and publishes on it. */
export async function redisCacheBus(redis: SharedRedis, log: CacheBusLogger): Promise<CacheBus> {
  const instanceId = randomUUID();
  const channel = invalidationChannel(redis.prefix);
  const drops = new Map<SharedCacheName, (() => void)[]>();
  const dropHere = (cache: SharedCacheName) => {
    for (const each of drops.get(cache) ?? []) each();
  };

  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const message = invalidation.safeParse(parsed);
    if (!message.success) {
      log.warn({ channel }, 'ignored a malformed cache invalidation');
      return;
    }
    if (message.data.from !== instanceId) dropHere(message.data.cache);
  });
  // Any (re)connection from here on may follow messages this instance missed: drop everything once.
  redis.subscriber.on('ready', () => {
    for (const cache of drops.keys()) dropHere(cache);
  });
  if (redis.subscriber.status === 'ready') await redis.subscriber.subscribe(channel);
  // Not up yet: subscribe waits in the offline queue; the catch keeps a failure from going unhandled.
  else redis.subscriber.subscribe(channel).catch(() => undefined);

  function publish(cache: SharedCacheName): void {
    const message: InvalidationMessage = { cache, from: instanceId };
    redis.commands.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn(
        { err: error, cache },
        'cache invalidation not published: other instances catch up when their caches expire',
      );
    });
  }

  return {
    instanceId,
    register(cache, drop) {
      drops.set(cache, [...(drops.get(cache) ?? []), drop]);
      return () => {
        dropHere(cache);
        publish(cache);
      };
    },
  };
}
