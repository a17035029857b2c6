/** The inbox command: parsing, and one message sent through the real CLI process to everyone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { runCli } from '../test/cli-helpers.ts';
import { type TestDatabase, createTestDatabase } from '../test/test-app.ts';
import { parseCommand } from './command.ts';
import { UsageError } from './usage-error.ts';

let testDb: TestDatabase;
let database: Database | null = null;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await testDb.drop();
});

describe('inbox command', () => {
  it('parses the three audiences and refuses anything else', () => {
    expect(parseCommand(['inbox', 'send', 'all', 'Hello', '<b>everyone</b>'])).toEqual({
      kind: 'inbox-send',
      audience: { kind: 'all' },
      title: 'Hello',
      content: '<b>everyone</b>',
      merchant: null,
    });
    expect(parseCommand(['inbox', 'send', 'member:7', 'Hi'])).toMatchObject({
      audience: { kind: 'member', memberId: 7 },
      content: 'Hi',
    });
    expect(parseCommand(['inbox', 'send', 'type:1', 'Agents', '--merchant', 'acme'])).toMatchObject({
      audience: { kind: 'type', memberType: 1 },
      merchant: 'ACME',
    });
    for (const bad of [
      ['inbox', 'send'],
      ['inbox', 'send', 'type:3', 'x'],
      ['inbox', 'send', 'member:x', 'y'],
    ]) {
      expect(() => parseCommand(bad)).toThrow(UsageError);
    }
  });

  it('sends through the CLI process, sanitised and audit-logged', async () => {
    const { stdout } = await runCli(testDb, [
      'inbox',
      'send',
      'all',
      'Maintenance tonight',
      '<p>Back at 04:00</p><script>x()</script>',
    ]);
    expect(stdout).toMatch(/inbox message \d+ sent to all/);
    database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    const text = await database.db
      .selectFrom('inbox_message_text')
      .select(['title', 'content'])
      .executeTakeFirstOrThrow();
    expect(text).toEqual({ title: 'Maintenance tonight', content: '<p>Back at 04:00</p>' });
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('action', '=', 'inbox.send')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toMatch(/^cli:/);
  });
});
