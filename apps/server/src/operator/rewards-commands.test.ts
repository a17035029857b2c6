/** The rewards command: parsing, and one reward issued through the real CLI process. */
import { describe, expect, it } from 'vitest';
import { cliDatabase } from '../test/cli-helpers.ts';
import { parseCommand } from './command.ts';
import { UsageError } from './usage-error.ts';

const cli = cliDatabase();

describe('rewards command', { timeout: 180_000 }, () => {
  it('parses a member id, an amount and a title, and refuses anything less', () => {
    expect(parseCommand(['rewards', 'issue', '7', '25.00', 'Weekend', 'bonus'])).toEqual({
      kind: 'rewards-issue',
      memberId: 7,
      amount: '25.00',
      title: 'Weekend bonus',
    });
    for (const bad of [
      ['rewards', 'issue'],
      ['rewards', 'issue', 'x', '5', 'Title'],
      ['rewards', 'issue', '7', '5'],
    ]) {
      expect(() => parseCommand(bad)).toThrow(UsageError);
    }
  });

  it('issues through the CLI process to the seeded demo member, audit-logged', async () => {
    // The first run migrates and seeds the fresh database (demo_player among the seed).
    // The labelled demo seeds the demo member this test issues to.
    await cli.run(['ledger', 'reconcile'], { DEMO: 'true' });
    const demo = await cli
      .db()
      .selectFrom('member')
      .select('id')
      .where('username', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    const { stdout } = await cli.run(['rewards', 'issue', String(demo.id), '12.5', 'Loyalty gift']);
    expect(stdout).toMatch(new RegExp(`reward \\d+ issued to member ${demo.id}`));
    const reward = await cli
      .db()
      .selectFrom('issued_reward')
      .select(['title_en', 'title_ur', 'amount_minor', 'issued_by'])
      .executeTakeFirstOrThrow();
    expect({ ...reward, amount_minor: Number(reward.amount_minor) }).toMatchObject({
      title_en: 'Loyalty gift',
      title_ur: 'Loyalty gift',
      amount_minor: 1250,
    });
    expect(reward.issued_by).toMatch(/^cli:/);
    const audit = await cli
      .db()
      .selectFrom('audit_log')
      .select('actor')
      .where('action', '=', 'reward.issue')
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe(reward.issued_by);
    await expect(cli.run(['rewards', 'issue', '999999', '5', 'Nobody'])).rejects.toThrow(
      /REWARD_MEMBER_NOT_FOUND/,
    );
  });
});
