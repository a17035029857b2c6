/** The operator CLI as end-to-end tests use it: a separate process against the configured database. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliDatabase } from '../test/cli-helpers.ts';
import { TEST_SERVER_SECRET } from '../test/test-app.ts';
import { sha256 } from '../modules/accounts/secrets.ts';
import { OPERATOR_TOTP_PURPOSE } from '../modules/operator/second-factor.ts';
import { createSecretBox } from '../platform/secret-box.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

// The labelled demo seeds the demo member the wallet commands adjust.
const fresh = cliDatabase({ OPERATOR_PASSWORD: 'a-long-operator-password', DEMO: 'true' });
const cli = (...args: string[]) => fresh.run(args);

function enrolmentOf(stdout: string) {
  const uri = /otpauth:\/\/totp\/\S+/.exec(stdout)?.[0] ?? '';
  const codes = stdout.match(/^ {2}[A-Z2-9]{5}-[A-Z2-9]{5}$/gm)?.map((line) => line.trim()) ?? [];
  return { uri, codes };
}

/** The printed secret is the one stored sealed, and the codes are stored only as hashes. */
async function expectEnrolment(stdout: string, username: string) {
  const printed = enrolmentOf(stdout);
  expect(printed.uri).toMatch(new RegExp(`^otpauth://totp/OpenLobby:${username}\\?`));
  expect(printed.codes).toHaveLength(10);
  const operator = await fresh
    .db()
    .selectFrom('operator')
    .select(['id', 'totp_secret'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const secret = new URL(printed.uri).searchParams.get('secret') ?? '';
  expect(createSecretBox(TEST_SERVER_SECRET, OPERATOR_TOTP_PURPOSE).open(operator.totp_secret ?? '')).toBe(
    secret,
  );
  const hashes = await fresh
    .db()
    .selectFrom('operator_recovery_code')
    .select('code_hash')
    .where('operator_id', '=', operator.id)
    .execute();
  expect(hashes.map((row) => row.code_hash).sort()).toEqual(
    printed.codes.map((code) => sha256(code.replace('-', ''))).sort(),
  );
  return printed;
}

// Each test starts CLI processes (tsx compiles on every start): slow on a busy machine.
describe('operator CLI', { timeout: 300_000 }, () => {
  it('prepares a fresh database, switches maintenance and two whitelabel flags at once, and audits each', async () => {
    expect((await cli('maintenance', 'on')).stdout).toContain('maintenance on for OPENLOBBY');
    const switched = (await cli('whitelabel', 'CBS3,COMM3', 'off')).stdout;
    expect(switched).toContain('whitelabel CBS3 off');
    expect(switched).toContain('whitelabel COMM3 off');

    const merchant = await fresh
      .db()
      .selectFrom('merchant')
      .select(['id', 'maintenance'])
      .executeTakeFirstOrThrow();
    expect(merchant.maintenance).toBe(1);
    const flags = await fresh
      .db()
      .selectFrom('whitelabel_flag')
      .select(['flag', 'enabled'])
      .where('flag', 'in', ['CBS3', 'COMM3'])
      .orderBy('flag')
      .execute();
    expect(flags).toEqual([
      { flag: 'CBS3', enabled: 0 },
      { flag: 'COMM3', enabled: 0 },
    ]);
    const audit = await fresh
      .db()
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['maintenance.on', 'whitelabel.set', 'whitelabel.set']);
    expect(audit.every((row) => row.actor.startsWith('cli:'))).toBe(true);
  });

  it('creates an operator, lists pending requests, adjusts a balance and reconciles the ledger', async () => {
    const created = (await cli('operator', 'create', 'night_ops')).stdout;
    expect(created).toContain('operator night_ops is ready');
    expect((await cli('wallet', 'pending')).stdout).toBe('');
    const player = await fresh
      .db()
      .selectFrom('member')
      .select('id')
      .where('username_lower', '=', 'demo_player')
      .executeTakeFirstOrThrow();
    expect((await cli('wallet', 'adjust', String(player.id), '+10.00', 'goodwill')).stdout).toContain(
      'balance 5010.00',
    );
    // Above ADJUST_APPROVAL_ABOVE (1000.00) and WITHDRAW_APPROVAL_ABOVE (10000.00) the console asks
    // for a second operator: the command line, with no second operator, refuses and moves nothing.
    await expect(cli('wallet', 'adjust', String(player.id), '+1000.01', 'too much')).rejects.toMatchObject({
      stderr: expect.stringContaining("needs two operators' approval") as string,
    });
    expect((await cli('wallet', 'adjust', String(player.id), '-1000.00', 'at the limit')).stdout).toContain(
      'balance 4010.00',
    );
    const merchant = await fresh.db().selectFrom('merchant').select('id').executeTakeFirstOrThrow();
    await fresh
      .db()
      .insertInto('withdrawal')
      .values({
        id: 'cli-large-withdrawal',
        merchant_id: merchant.id,
        member_id: player.id,
        card_id: null,
        bank_name: 'Test Bank',
        masked_number: '****1234',
        status: 'pending',
        amount_minor: 1_500_000,
        hold_transfer_id: 'cli-large-withdrawal-hold',
        request_id: null,
        remark: null,
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
        paid_at: null,
        paid_by: null,
        payout_reference: null,
      })
      .execute();
    await expect(cli('wallet', 'approve-withdrawal', 'cli-large-withdrawal')).rejects.toMatchObject({
      stderr: expect.stringContaining("needs two operators' approval") as string,
    });
    const large = await fresh
      .db()
      .selectFrom('withdrawal')
      .select('status')
      .where('id', '=', 'cli-large-withdrawal')
      .executeTakeFirstOrThrow();
    expect(large.status).toBe('pending');
    await fresh.db().deleteFrom('withdrawal').where('id', '=', 'cli-large-withdrawal').execute();
    expect((await cli('ledger', 'reconcile')).stdout).toContain('ledger reconciles');
    const operator = await fresh
      .db()
      .selectFrom('operator')
      .select(['username', 'password_hash'])
      .executeTakeFirstOrThrow();
    expect(operator.username).toBe('night_ops');
    expect(operator.password_hash).toMatch(/^\$argon2id\$/);
    await expectEnrolment(created, 'night_ops');
  });

  it('prints the second factor once at creation and a new one at `operator totp reset`', async () => {
    const reset = (await cli('operator', 'totp', 'reset', 'night_ops')).stdout;
    const { codes } = await expectEnrolment(reset, 'night_ops');
    expect(codes).toHaveLength(10);
    await expect(cli('operator', 'totp', 'reset', 'nobody_here')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('no operator named nobody_here') as string,
    });
    expect((await cli('operator', 'create', 'day_ops', '--no-totp')).stdout).not.toContain('otpauth://');
    const plain = await fresh
      .db()
      .selectFrom('operator')
      .select('totp_secret')
      .where('username', '=', 'day_ops')
      .executeTakeFirstOrThrow();
    expect(plain.totp_secret).toBeNull();
  });

  it('imports a vendor catalogue from a JSON file, idempotently, and audits it', async () => {
    const fixture = path.join(serverDir, 'fixtures/vendor-catalogue.sample.json');
    expect((await cli('games', 'import', fixture)).stdout).toContain(
      'imported 6 games for vendor HSS (new vendor)',
    );
    expect((await cli('games', 'import', fixture)).stdout).toContain(
      'imported 6 games for vendor HSS (updated)',
    );
    const games = await fresh
      .db()
      .selectFrom('game')
      .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
      .select(['game.game_code', 'game.enabled', 'game.name_ur', 'game.min_bet_minor'])
      .where('game_vendor.code', '=', 'HSS')
      .orderBy('game.sort_order')
      .execute();
    expect(games).toHaveLength(6);
    expect(games[1]).toMatchObject({ game_code: 'monsoon-riches', name_ur: 'مون سون دولت' });
    expect(Number(games[0]?.min_bet_minor)).toBe(20);
    expect(games.find((game) => game.game_code === 'retired-classic')?.enabled).toBe(0);
    const mapping = await fresh
      .db()
      .selectFrom('game_category_vendor')
      .select(['category', 'display_name', 'account_type_name'])
      .innerJoin('game_vendor', 'game_vendor.id', 'game_category_vendor.vendor_id')
      .where('game_vendor.code', '=', 'HSS')
      .orderBy('category')
      .execute();
    expect(mapping).toEqual([
      { category: 'FISH', display_name: 'Harbour Street Studios', account_type_name: 'HSS_FISH' },
      { category: 'RNG', display_name: 'Harbour Street', account_type_name: 'HSS_SLOTS' },
    ]);
    const audit = await fresh
      .db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'games.import')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses an invalid catalogue file with the reason, before touching the database', async () => {
    await expect(cli('games', 'import', path.join(serverDir, 'package.json'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not a valid vendor catalogue') as string,
    });
    await expect(cli('games', 'import', '/nonexistent.json')).rejects.toMatchObject({ code: 1 });
  });

  it('exits non-zero with usage for a bad command', async () => {
    await expect(cli('whitelabel', 'NOPE', 'on')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage') as string,
    });
  });
});
