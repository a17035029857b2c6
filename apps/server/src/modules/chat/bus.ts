/**
 * Tells every server instance that a conversation changed, so the instance holding the right socket
 * can push it. The event carries only the conversation id: each socket then reads what it has not
 * sent yet from the database, so a lost, merged or repeated event never loses or duplicates a
 * message. PostgreSQL: LISTEN/NOTIFY on a dedicated connection (several instances share the
 * database). SQLite: one process owns the file, so an in-process emitter is enough.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

export const CHAT_CHANNEL = 'openlobby_chat';

export interface ChatBus {
  publish(conversationId: number): Promise<void>;
  subscribe(listener: (conversationId: number) => void): void;
  close(): Promise<void>;
}

export function createLocalBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(conversationId) {
      emitter.emit('change', conversationId);
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on('change', listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export interface BusLogger {
  warn(details: object, message: string): void;
}

/** After a dropped connection the listener reconnects; sockets catch up on their next event or resume. */
const RECONNECT_MS = 1_000;

export function createPostgresBus(connectionString: string, logger: BusLogger): ChatBus {
  const local = createLocalBus();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  // An idle publishing connection the server ends (a restart, a failover, a dropped database) is
  // replaced on the next query; unhandled, its error would take the whole process down.
  publisher.on('error', (error) => logger.warn({ err: error }, 'chat bus publisher connection lost'));
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) void local.publish(id);
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'chat bus connection lost; reconnecting');
      listener = null;
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
    listener = client;
  }
  function retry(error: unknown): void {
    logger.warn({ err: error }, 'chat bus could not listen; retrying');
    if (!closed) setTimeout(() => void listen().catch(retry), RECONNECT_MS);
  }
  const ready = listen();

  return {
    async publish(conversationId) {
      // The first events wait until this instance listens too; a failed start is retried above.
      await ready.catch(() => undefined);
      await publisher.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, String(conversationId)]);
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await publisher.end();
      await local.close();
    },
  };
}
