/**
 * The server's Redis, when REDIS_URL is set: what several instances of one site share besides
 * PostgreSQL (rate-limit counters, cache invalidation). Without REDIS_URL there is none and every
 * user of it keeps its in-process behaviour.
 *
 * The client is ioredis, not node-redis: @fastify/rate-limit's Redis store is written for ioredis
 * (its `defineCommand` Lua scripts), ioredis reconnects by itself with a backoff, resubscribes its
 * channels after a reconnect, and is the most used Node client with steady releases.
 *
 * Two connections, because a connection in subscriber mode may only (un)subscribe:
 * - `commands` counts and publishes. It has no offline queue and a short command timeout, so while
 *   Redis is away a command fails at once instead of holding a request: each user decides what a
 *   failure means (rate-limit.ts, cache-bus.ts).
 * - `subscriber` listens for invalidations; its subscriptions wait for the connection.
 * Errors are logged once per outage (ioredis reports every reconnect attempt), and the recovery too.
 */
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SharedRedis {
  /** Counters and publishing; fails fast while disconnected. */
  readonly commands: Redis;
  /** Subscriptions only. */
  readonly subscriber: Redis;
  /** Before every key and channel of this site (REDIS_PREFIX). */
  readonly prefix: string;
  /** Ends both connections (app close). */
  close(): Promise<void>;
}

/** A hung Redis must not hold a login longer than this; a command past it fails like a lost connection. */
const COMMAND_TIMEOUT_MS = 1_000;
/** How long the start waits for Redis before serving anyway (counters fail as while Redis is away). */
const READY_WAIT_MS = 5_000;

function watch(client: Redis, role: string, log: RedisLogger): void {
  let failing = false;
  client.on('error', (error: unknown) => {
    if (failing) return;
    failing = true;
    log.error(
      { err: error, role },
      'Redis unreachable: shared rate limits refuse or count locally, caches expire on their own',
    );
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    log.info({ role }, 'Redis reachable again');
  });
}

function whenReady(client: Redis): Promise<boolean> {
  if (client.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), READY_WAIT_MS);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    }
    client.on('ready', onReady);
  });
}

/** Connects both connections and waits (a few seconds at most) for them; never throws for an absent Redis. */
export async function connectRedis(url: string, prefix: string, log: RedisLogger): Promise<SharedRedis> {
  const base: RedisOptions = {
    // Reconnect forever, at most every two seconds: a Redis restart must not need a server restart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    connectionName: 'openlobby',
  };
  const commands = new Redis(url, {
    ...base,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null });
  watch(commands, 'commands', log);
  watch(subscriber, 'subscriber', log);
  const [commandsReady, subscriberReady] = await Promise.all([whenReady(commands), whenReady(subscriber)]);
  if (!commandsReady || !subscriberReady)
    log.error({ url: new URL(url).host }, 'Redis not reachable at start: serving anyway, reconnecting');
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      // quit() waits for replies in flight; disconnect() when the connection is down anyway.
      await Promise.all(
        [commands, subscriber].map((client) =>
          client.status === 'ready'
            ? client.quit().then(
                () => undefined,
                () => client.disconnect(),
              )
            : Promise.resolve(client.disconnect()),
        ),
      );
    },
  };
}
