/**
 * The chat bus on PostgreSQL survives the server ending its connections (a restart, a failover): the
 * listener and the publisher say so in the log and carry on, and a message published afterwards
 * still arrives. Without handlers, the ended connections' errors would take the process down
 * (vitest reports them as unhandled). PostgreSQL only.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/test-app.ts';
import { createPostgresBus } from './bus.ts';

const postgres = (process.env.TEST_DATABASE_URL ?? '') !== '';
let testDb: TestDatabase;
/** The test database's PostgreSQL address (the suite is skipped without one). */
const urlOf = (db: TestDatabase): string => db.url ?? '';

beforeAll(async () => {
  if (postgres) testDb = await createTestDatabase();
});
afterAll(async () => {
  if (postgres) await testDb.drop();
});

describe.skipIf(!postgres)('the chat bus when PostgreSQL ends its connections', () => {
  it('logs the lost connections, reconnects, and still delivers', async () => {
    const warnings: string[] = [];
    const bus = createPostgresBus(urlOf(testDb), { warn: (_detail, message) => warnings.push(message) });
    const received: number[] = [];
    const arrived = (id: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.includes(id) ? resolve() : setTimeout(check, 20));
        check();
      });
    bus.subscribe((id) => received.push(id));
    try {
      await bus.publish(1);
      await arrived(1);

      const admin = new pg.Client({ connectionString: urlOf(testDb) });
      await admin.connect();
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await admin.end();

      // Published until the listener is back (it reconnects after a second): then it arrives.
      for (let attempt = 0; !received.includes(2) && attempt < 100; attempt += 1) {
        await bus.publish(2).catch(() => undefined);
        await Promise.race([arrived(2), new Promise((resolve) => setTimeout(resolve, 200))]);
      }
      expect(received).toContain(2);
      expect(warnings).toContain('chat bus connection lost; reconnecting');
      expect(warnings).toContain('chat bus publisher connection lost');
    } finally {
      await bus.close();
    }
  });
});
