/** The inbox command: parsing, and one message sent through the real CLI process to everyone. */
import { describe, expect, it } from 'vitest';
import { cliDatabase } from '../test/cli-helpers.ts';
import { parseCommand } from './command.ts';
import { UsageError } from './usage-error.ts';

const cli = cliDatabase();

describe('inbox command', { timeout: 180_000 }, () => {
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
    const { stdout } = await cli.run([
      'inbox',
      'send',
      'all',
      'Maintenance tonight',
      '<p>Back at 04:00</p><script>x()</script>',
    ]);
    expect(stdout).toMatch(/inbox message \d+ sent to all/);
    const text = await cli
      .db()
      .selectFrom('inbox_message_text')
      .select(['title', 'content'])
      .executeTakeFirstOrThrow();
    expect(text).toEqual({ title: 'Maintenance tonight', content: '<p>Back at 04:00</p>' });
    const audit = await cli
      .db()
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('action', '=', 'inbox.send')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toMatch(/^cli:/);
  });
});
