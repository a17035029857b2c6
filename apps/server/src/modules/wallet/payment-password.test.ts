/**
 * The payment password's wrong-entry lock under parallel guesses, on SQLite and PostgreSQL: a stolen
 * session firing many PINs at once gets no more wrong-PIN answers than one typing them in turn.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, newPlayer } from '../../test/wallet-helpers.ts';

const LIMIT = 5;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, PAYMENT_PASSWORD_LOCK_AFTER: String(LIMIT) } });
});
afterAll(async () => {
  await t.close();
});

it('locks after the limit when 40 wrong PINs arrive at once, and then refuses the right one', async () => {
  const player = await newPlayer(t);
  const change = (oldPassword: string) =>
    call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { oldPassword, newPassword: '135790', confirmPassword: '135790' },
      { token: player.token },
    );
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(String(900_000 + i))));
  const codes = answers.map((answer) => answer.code);
  expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(LIMIT - 1);
  expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(40 - (LIMIT - 1));
  expect(await change(PIN)).toMatchObject({ status: 423, code: 'PAYMENT_PASSWORD_LOCKED' });
});

it('holds entries beyond the limit even when they are right, then lets the right PIN in once they end', async () => {
  // Counting before checking is what bounds the guesses; a correct entry clears the count after.
  const player = await newPlayer(t);
  const change = (oldPassword: string, to: string) =>
    call(
      t,
      'PUT',
      '/wps/member/paymentPassword',
      { oldPassword, newPassword: to, confirmPassword: to },
      { token: player.token },
    );
  const answers = await Promise.all(
    Array.from({ length: LIMIT + 3 }, () => change(PIN, PIN.split('').reverse().join(''))),
  );
  expect(answers.filter((answer) => answer.success).length).toBeGreaterThan(0);
  expect(
    answers.filter((answer) => !answer.success).every((answer) => answer.code === 'PAYMENT_PASSWORD_LOCKED'),
  ).toBe(true);
  expect(await change('013579', '024680')).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
});
