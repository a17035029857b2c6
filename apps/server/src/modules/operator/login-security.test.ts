/**
 * Operator login security: backoff and lockout per operator name and per address (atomic under
 * parallel guesses), the TOTP second factor with single-use codes, short sessions, and operators
 * kept to their own merchant. Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/secret-box.ts';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { TEST_SERVER_SECRET, type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, bindCard, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { type OperatorAuthOptions, createOperatorAuth, operatorAuthOptions } from './auth.ts';
import { OPERATOR_POLICY } from './login-throttle.ts';
import { createOperatorRepository } from './repository.ts';
import { OPERATOR_TOTP_PURPOSE } from './second-factor.ts';

const PASSWORD = 'operator-password-for-security';
let t: TestContext;
let clock = new Date('2026-03-01T10:00:00.000Z');
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};

/** The app's own operator auth, on the test's clock. */
const authWith = (options: OperatorAuthOptions = operatorAuthOptions(t.config, TEST_SERVER_SECRET)) =>
  createOperatorAuth(createOperatorRepository(t.database.db), 60, () => clock, options);

/** Each operator from its own address unless the test says otherwise. */
const attempt = (username: string, password: string, otp?: string, address = `client-of-${username}`) =>
  authWith().login({ username, password, otp, address });

const codeAt = (uri: string, at: Date) => (URI.parse(uri) as TOTP).generate({ timestamp: at.getTime() });

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('operator login backoff and lockout', () => {
  it('makes an operator wait after three wrong passwords, then locks it for 15 minutes', async () => {
    await authWith().create('ops_backoff', PASSWORD);
    for (let i = 0; i < OPERATOR_POLICY.backoffFrom; i += 1)
      await expect(attempt('ops_backoff', 'wrong-password-1234')).rejects.toMatchObject({
        code: 'OPERATOR_LOGIN_FAILED',
      });
    // Even the right password waits its turn.
    await expect(attempt('ops_backoff', PASSWORD)).rejects.toMatchObject({
      code: 'OPERATOR_LOCKED',
      data: { retryAfterSeconds: 5 },
    });
    for (let i = OPERATOR_POLICY.backoffFrom; i < OPERATOR_POLICY.lockAt; i += 1) {
      minutes(15);
      await expect(attempt('ops_backoff', 'wrong-password-1234')).rejects.toMatchObject({
        code: 'OPERATOR_LOGIN_FAILED',
      });
    }
    minutes(14);
    await expect(attempt('ops_backoff', PASSWORD)).rejects.toMatchObject({ code: 'OPERATOR_LOCKED' });
    minutes(1);
    await expect(attempt('ops_backoff', PASSWORD)).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
    // A success starts the count again.
    await expect(attempt('ops_backoff', 'wrong-password-1234')).rejects.toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
    });
    await expect(attempt('ops_backoff', PASSWORD)).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
  });

  it('locks an address that guesses across many operator names', async () => {
    minutes(60);
    await authWith().create('ops_address', PASSWORD);
    for (let i = 0; i < 10; i += 1)
      await expect(
        attempt(`nobody_${i}`, 'wrong-password-1234', undefined, '10.9.9.9'),
      ).rejects.toMatchObject({
        code: 'OPERATOR_LOGIN_FAILED',
      });
    await expect(attempt('ops_address', PASSWORD, undefined, '10.9.9.9')).rejects.toMatchObject({
      code: 'OPERATOR_LOCKED',
    });
    await expect(attempt('ops_address', PASSWORD, undefined, '10.9.9.10')).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
  });

  it('lets no more than the allowance of parallel guesses reach the password check', async () => {
    minutes(60);
    await authWith().create('ops_parallel', PASSWORD);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => attempt('ops_parallel', 'wrong-password-1234')),
    );
    const codes = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { code: string }).code : 'OK'));
    const checked = codes.filter((code) => code === 'OPERATOR_LOGIN_FAILED').length;
    expect(
      codes.filter((code) => code !== 'OPERATOR_LOGIN_FAILED').every((c) => c === 'OPERATOR_LOCKED'),
    ).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(OPERATOR_POLICY.backoffFrom);
    const row = await t.database.db
      .selectFrom('operator_login_failure')
      .select('failures')
      .where('throttle_key', '=', 'operator:ops_parallel')
      .executeTakeFirstOrThrow();
    // Every checked guess was counted (an attempt that lost the race on its second key counts too).
    expect(Number(row.failures)).toBeGreaterThanOrEqual(checked);
    expect(Number(row.failures)).toBeLessThanOrEqual(OPERATOR_POLICY.backoffFrom);
  });

  it('answers a locked login over HTTP with 429 and the wait', async () => {
    await authWith().create('ops_http_lock', PASSWORD);
    const login = (password: string) =>
      call(t, 'POST', '/ops/session', { username: 'ops_http_lock', password }, { ip: '10.7.7.7' });
    for (let i = 0; i < OPERATOR_POLICY.backoffFrom; i += 1)
      expect(await login('wrong-password-1234')).toMatchObject({
        status: 401,
        code: 'OPERATOR_LOGIN_FAILED',
      });
    expect(await login(PASSWORD)).toMatchObject({ status: 429, code: 'OPERATOR_LOCKED' });
  });
});

describe('operator second factor', () => {
  it('creates with a TOTP secret sealed at rest and needs a fresh code at every login', async () => {
    minutes(60);
    const enrolment = await authWith().create('ops_totp', PASSWORD, { totp: true });
    expect(enrolment?.otpauthUri).toMatch(/^otpauth:\/\/totp\/OpenLobby:ops_totp\?/);
    const uri = enrolment?.otpauthUri ?? '';
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    const stored = await t.database.db
      .selectFrom('operator')
      .select('totp_secret')
      .where('username', '=', 'ops_totp')
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).not.toContain(secret);
    expect(createSecretBox(TEST_SERVER_SECRET, OPERATOR_TOTP_PURPOSE).open(stored.totp_secret ?? '')).toBe(
      secret,
    );

    await expect(attempt('ops_totp', PASSWORD)).rejects.toMatchObject({ code: 'OPERATOR_OTP_REQUIRED' });
    minutes(1);
    await expect(attempt('ops_totp', PASSWORD, '000000')).rejects.toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
    });
    minutes(1);
    const code = codeAt(uri, clock);
    await expect(attempt('ops_totp', PASSWORD, code)).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
    // The same code, even within its 30 seconds, is spent.
    await expect(attempt('ops_totp', PASSWORD, code)).rejects.toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
    });
    minutes(1);
    await expect(attempt('ops_totp', PASSWORD, codeAt(uri, clock))).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
  });

  it('takes each recovery code once, stores only hashes, and a reset replaces code and secret', async () => {
    minutes(60);
    const auth = authWith();
    const enrolment = await auth.create('ops_recovery', PASSWORD, { totp: true });
    const codes = enrolment?.recoveryCodes ?? [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.database.db.selectFrom('operator_recovery_code').select('code_hash').execute();
    expect(stored.some((row) => codes.some((c) => row.code_hash.includes(c.replace('-', ''))))).toBe(false);
    const [first = '', second = ''] = codes;
    await expect(attempt('ops_recovery', PASSWORD, first.toLowerCase())).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
    await expect(attempt('ops_recovery', PASSWORD, first)).rejects.toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
    });
    const session = await attempt('ops_recovery', PASSWORD, second);
    const reset = await auth.resetTotp('ops_recovery');
    // A reset ends the operator's sessions; the old secret and codes stop working.
    await expect(auth.resolve(session.token)).rejects.toMatchObject({ code: 'OPERATOR_NOT_LOGGED_IN' });
    await expect(attempt('ops_recovery', PASSWORD, codes[2])).rejects.toMatchObject({
      code: 'OPERATOR_LOGIN_FAILED',
    });
    expect(reset.otpauthUri).not.toBe(enrolment?.otpauthUri);
    minutes(1);
    await expect(attempt('ops_recovery', PASSWORD, codeAt(reset.otpauthUri, clock))).resolves.toMatchObject({
      token: expect.any(String) as string,
    });
  });

  it('in production refuses an operator without a second factor, and creating one without it', async () => {
    minutes(60);
    const production = { ...operatorAuthOptions(t.config, TEST_SERVER_SECRET), requireTotp: true };
    await authWith().create('ops_no_totp', PASSWORD);
    await expect(
      authWith(production).login({ username: 'ops_no_totp', password: PASSWORD, address: '10.2.2.2' }),
    ).rejects.toMatchObject({ code: 'OPERATOR_TOTP_NOT_ENROLLED' });
    await expect(authWith(production).create('ops_no_totp', PASSWORD)).rejects.toThrow(/second factor/);
    // A wrong password still says nothing about the second factor.
    await expect(
      authWith(production).login({
        username: 'ops_no_totp',
        password: 'wrong-password-1234',
        address: '10.2.2.2',
      }),
    ).rejects.toMatchObject({ code: 'OPERATOR_LOGIN_FAILED' });
  });

  it('accepts the code through POST /ops/session (otp) and keeps password-only logins working', async () => {
    const enrolment = await authWith().create('ops_http_totp', PASSWORD, { totp: true });
    const login = (otp?: string) =>
      call(
        t,
        'POST',
        '/ops/session',
        { username: 'ops_http_totp', password: PASSWORD, otp },
        { ip: '10.3.3.3' },
      );
    expect(await login()).toMatchObject({ status: 401, code: 'OPERATOR_OTP_REQUIRED' });
    const uri = enrolment?.otpauthUri ?? '';
    expect(await login((URI.parse(uri) as TOTP).generate())).toMatchObject({ status: 200 });
    await authWith().create('ops_http_plain', PASSWORD);
    expect(
      await call(
        t,
        'POST',
        '/ops/session',
        { username: 'ops_http_plain', password: PASSWORD },
        { ip: '10.3.3.4' },
      ),
    ).toMatchObject({ status: 200 });
  });
});

describe('operator sessions', () => {
  it('end after 15 idle minutes and at the absolute lifetime however busy', async () => {
    minutes(60);
    const auth = authWith();
    await auth.create('ops_idle', PASSWORD);
    const idle = await attempt('ops_idle', PASSWORD);
    minutes(14);
    await expect(auth.resolve(idle.token)).resolves.toMatchObject({ username: 'ops_idle' });
    minutes(14);
    await expect(auth.resolve(idle.token)).resolves.toMatchObject({ username: 'ops_idle' });
    minutes(16);
    await expect(auth.resolve(idle.token)).rejects.toMatchObject({ code: 'OPERATOR_NOT_LOGGED_IN' });

    const busy = await attempt('ops_idle', PASSWORD);
    for (let i = 0; i < 5; i += 1) {
      minutes(10);
      await expect(auth.resolve(busy.token)).resolves.toMatchObject({ username: 'ops_idle' });
    }
    minutes(10);
    await expect(auth.resolve(busy.token)).rejects.toMatchObject({ code: 'OPERATOR_NOT_LOGGED_IN' });
  });
});

describe('operator merchant scope', () => {
  it("keeps an operator of another merchant away from this merchant's members and requests", async () => {
    const other = await addMerchant(t, 'OTHERCO', 'Other Co');
    const real = createOperatorAuth(createOperatorRepository(t.database.db), 60, () => new Date(), {
      ...operatorAuthOptions(t.config, TEST_SERVER_SECRET),
    });
    await real.create('ops_other', PASSWORD, { merchantCode: other.code });
    // A new password alone keeps the operator with its merchant.
    await real.create('ops_other', PASSWORD);
    await real.create('ops_home', PASSWORD);
    const token = async (username: string) =>
      valueOf<{ token: string }>(
        await call(t, 'POST', '/ops/session', { username, password: PASSWORD }, { ip: '10.4.4.4' }),
      ).token;
    const outsider = await token('ops_other');
    const insider = await token('ops_home');

    const member = await newPlayer(t);
    await fund(t, member, 100_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, member)).card;
    const withdrawal = valueOf<{ withdrawal: { withdrawId: string } }>(
      await call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount: '100', paymentPassword: PIN },
        { token: member.token },
      ),
    ).withdrawal.withdrawId;

    const adjust = (as: string, requestId: string) =>
      call(
        t,
        'POST',
        `/ops/members/${member.id}/adjust`,
        { amount: '+5', reason: 'goodwill', requestId },
        { token: as },
      );
    expect(await adjust(outsider, 'scope-0001')).toMatchObject({ code: 'USER_NOT_FOUND_OR_DISABLED' });
    expect(
      await call(t, 'POST', `/ops/withdrawals/${withdrawal}/approve`, {}, { token: outsider }),
    ).toMatchObject({ code: 'WITHDRAWAL_NOT_FOUND' });
    const outsiderQueue = valueOf<{ content: { withdrawId: string }[] }>(
      await call(t, 'GET', '/ops/withdrawals', {}, { token: outsider }),
    );
    expect(outsiderQueue.content.map((w) => w.withdrawId)).not.toContain(withdrawal);
    expect(
      await call(t, 'GET', '/ops/withdrawals', { merchantCode: t.config.merchantCode }, { token: outsider }),
    ).toMatchObject({ status: 403, code: 'OPERATOR_OTHER_MERCHANT' });

    const reward = (as: string) =>
      call(
        t,
        'POST',
        '/ops/rewards',
        {
          memberId: member.id,
          amount: '5',
          title: { EN: 'Gift', UR: 'تحفہ' },
          expiresAt: null,
          turnoverNote: null,
        },
        { token: as },
      );
    expect(await reward(outsider)).toMatchObject({ code: 'REWARD_MEMBER_NOT_FOUND' });

    expect(await adjust(insider, 'scope-0002')).toMatchObject({ status: 200 });
    expect(await reward(insider)).toMatchObject({ status: 200 });
    expect(
      await call(t, 'POST', `/ops/withdrawals/${withdrawal}/approve`, {}, { token: insider }),
    ).toMatchObject({ value: { status: 'approved' } });
  });
});
