/**
 * The cashier through the real app (inject), on SQLite and PostgreSQL: balances, trial members,
 * bank cards, payment password and its lockout, withdrawals with operator decisions, manual
 * deposits, bad amounts, and the records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, loginAs, valueOf } from '../../test/accounts-helpers.ts';
import { seal } from '../../test/encryption-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, balanceOf, bindCard, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, PAYMENT_PASSWORD_LOCK_AFTER: '3' } });
});
afterAll(async () => {
  await t.close();
});

describe('balance', () => {
  it('shows the seeded demo_player opening deposit', async () => {
    const token = valueOf<{ token: string }>(await loginAs(t, 'demo_player', 'Demo1234')).token;
    const gcs = valueOf<{ currencySymbol: string; sumBalance: string; trial: boolean }>(
      await call(t, 'GET', '/wps/wallets/gcs', undefined, { token }),
    );
    expect(gcs).toMatchObject({ currencySymbol: '￥', sumBalance: '5000.00', trial: false });
    const funds = valueOf<{ wallet: { sumBalance: string }; dailysalreqtype: null }>(
      await call(t, 'GET', '/wps/member/info/funds/consolidated', undefined, { token }),
    );
    expect(funds).toMatchObject({ wallet: { sumBalance: '5000.00' }, dailysalreqtype: null });
    const deposits = valueOf<{ content: { status: string }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_depositTransactioNReport', {}, { token }),
    );
    expect(deposits.content[0]).toMatchObject({ status: 'approved', amount: '5000.00' });
  });

  it('needs a session', async () => {
    expect(await call(t, 'GET', '/wps/wallets/gcs')).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('gives a trial member the trial credit through the ledger, flagged, and refuses the cashier', async () => {
    const free = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    const wallet = valueOf<{ sumBalance: string; trial: boolean }>(
      await call(t, 'GET', '/wps/wallets/gcs', undefined, { token: free.token }),
    );
    expect(wallet).toMatchObject({ sumBalance: '2000.00', trial: true });
    // Read again: credited once.
    expect(await call(t, 'GET', '/wps/wallets/gcs', undefined, { token: free.token })).toMatchObject({
      value: { sumBalance: '2000.00' },
    });
    for (const [method, url, payload] of [
      ['GET', '/wps/relay/MCSFE_getDepositPaymentChannels', undefined],
      ['POST', '/wps/relay/MCS2_depositManualTransfer', { channelId: 'BANK_TRANSFER', amount: '600' }],
      ['POST', '/wps/transaction/withdraw', { cardId: '1', amount: '100', paymentPassword: PIN }],
      ['GET', '/wps/relay/MCS2_bankCards', undefined],
    ] as const) {
      expect(await call(t, method, url, payload, { token: free.token }), url).toMatchObject({
        status: 403,
        code: 'FREE_REJECT',
      });
    }
    const history = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, { token: free.token }),
    );
    expect(history.content).toEqual([
      expect.objectContaining({ txCode: 'TRIAL_CREDIT', amount: '+2000.00' }),
    ]);
    await expectReconciled(t);
  });
});

describe('bank cards', () => {
  it('binds in the payee name only, masks the number, caps per type and deletes', async () => {
    const p = await newPlayer(t);
    expect(
      await call(
        t,
        'POST',
        '/wps/member/bankCard',
        { bankCode: 'HBL', cardNumber: '1234567890', accountName: 'Someone Else' },
        { token: p.token },
      ),
    ).toMatchObject({ status: 400, code: 'PAYEE_NAME_MISMATCH' });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/bankCard',
        { bankCode: 'NOPE', cardNumber: '1234567890', accountName: 'ali  KHAN' },
        { token: p.token },
      ),
    ).toMatchObject({ status: 400, code: 'BANK_NOT_FOUND' });
    expect(await bindCard(t, p, '12ab')).toMatchObject({ status: 400, code: 'BANK_CARD_NUMBER_INVALID' });
    const first = valueOf<{ card: { cardId: string; maskedNumber: string } }>(
      await bindCard(t, p, '1111 2222 3333 4444'),
    );
    expect(first.card.maskedNumber).toBe('**** **** 4444');
    expect(await bindCard(t, p, '1111-2222-3333-4444')).toMatchObject({
      status: 409,
      code: 'BANK_CARD_EXISTS',
    });
    await bindCard(t, p, '5555666677778888');
    expect(await bindCard(t, p, '9999000011112222')).toMatchObject({ status: 400, code: 'BANK_CARD_LIMIT' });
    const stored = await t.database.db
      .selectFrom('bank_card')
      .selectAll()
      .where('member_id', '=', p.id)
      .execute();
    expect(stored.every((row) => !row.number_sealed.includes('4444'))).toBe(true);

    const other = await newPlayer(t);
    expect(
      await call(t, 'DELETE', '/wps/member/bankCard', { cardId: first.card.cardId }, { token: other.token }),
    ).toMatchObject({
      status: 404,
      code: 'BANK_CARD_NOT_FOUND',
    });
    expect(
      await call(t, 'DELETE', '/wps/member/bankCard', { cardId: first.card.cardId }, { token: p.token }),
    ).toMatchObject({
      value: { deleted: true },
    });
    const list = valueOf<{ cards: unknown[]; maxPerType: number }>(
      await call(t, 'GET', '/wps/relay/MCS2_bankCards', undefined, { token: p.token }),
    );
    expect(list).toMatchObject({ maxPerType: 2 });
    expect(list.cards).toHaveLength(1);
  });
});

describe('payment password', () => {
  it('sets, changes, locks after wrong attempts and resets by SMS', async () => {
    const p = await newPlayer(t, { pin: false, mobile: '+923110000001' });
    const has = () => call(t, 'GET', '/wps/member/hasWithdrawalPassword', undefined, { token: p.token });
    expect(await has()).toMatchObject({ value: { hasPassword: false } });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/paymentPassword',
        { newPassword: '12345', confirmPassword: '12345' },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/paymentPassword',
        { newPassword: '111111', confirmPassword: '111112' },
        { token: p.token },
      ),
    ).toMatchObject({
      code: 'PASSWORD_CONFIRM_MISMATCH',
    });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/paymentPassword',
        { newPassword: '111111', confirmPassword: '111111' },
        { token: p.token },
      ),
    ).toMatchObject({
      value: { done: true },
    });
    expect(await has()).toMatchObject({ value: { hasPassword: true } });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/paymentPassword',
        { newPassword: '222222', confirmPassword: '222222' },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 409,
      code: 'PAYMENT_PASSWORD_EXISTS',
    });
    const change = (oldPassword: string) =>
      call(
        t,
        'PUT',
        '/wps/member/paymentPassword',
        { oldPassword, newPassword: '333333', confirmPassword: '333333' },
        { token: p.token },
      );
    expect(await change('999999')).toMatchObject({
      status: 400,
      code: 'PAYMENT_PASSWORD_WRONG',
      data: { attemptsLeft: 2 },
    });
    expect(await change('999998')).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
    expect(await change('999997')).toMatchObject({ status: 423, code: 'PAYMENT_PASSWORD_LOCKED' });
    // Locked: even the right one is refused until the lock ends or the PIN is reset.
    expect(await change('111111')).toMatchObject({ status: 423, code: 'PAYMENT_PASSWORD_LOCKED' });
    expect(await call(t, 'POST', '/wps/member/paymentPassword/sms', {}, { token: p.token })).toMatchObject({
      value: { mobileNum: '+92******0001' },
    });
    expect(
      await call(
        t,
        'POST',
        '/wps/member/paymentPassword/reset',
        { verificationCode: '000000', newPassword: '444444', confirmPassword: '444444' },
        { token: p.token },
      ),
    ).toMatchObject({ value: { done: true } });
    expect(await change('444444')).toMatchObject({ value: { done: true } });
  });
});

describe('withdraw', () => {
  it('holds on request, pays on approval, gives back on rejection', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 100_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const withdraw = (amount: string, extra: Record<string, string> = {}) =>
      call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount, paymentPassword: PIN, ...extra },
        { token: p.token },
      );

    for (const [amount, code] of [
      ['-5', 'AMOUNT_NOT_POSITIVE'],
      ['0', 'AMOUNT_NOT_POSITIVE'],
      ['100.001', 'AMOUNT_TOO_PRECISE'],
      ['1e9', 'AMOUNT_INVALID'],
      ['abc', 'AMOUNT_INVALID'],
      ['999999999999999999999', 'AMOUNT_TOO_LARGE'],
      ['50', 'AMOUNT_BELOW_MIN'],
      ['60000', 'AMOUNT_ABOVE_MAX'],
      ['2000', 'INSUFFICIENT_BALANCE'],
    ] as const) {
      expect(await withdraw(amount), amount).toMatchObject({ status: 400, code });
    }
    expect(await withdraw('100', { paymentPassword: '000001' })).toMatchObject({
      status: 400,
      code: 'PAYMENT_PASSWORD_WRONG',
    });
    const other = await newPlayer(t);
    const otherCard = valueOf<{ card: { cardId: string } }>(await bindCard(t, other)).card;
    expect(await withdraw('100', { cardId: otherCard.cardId })).toMatchObject({
      status: 404,
      code: 'BANK_CARD_NOT_FOUND',
    });

    const first = valueOf<{
      withdrawal: { withdrawId: string; status: string };
      wallet: { sumBalance: string };
    }>(await withdraw('300.50', { requestId: 'req-first-0001' }));
    expect(first).toMatchObject({ withdrawal: { status: 'pending' }, wallet: { sumBalance: '699.50' } });
    // The same request again (a retry) is the same withdrawal, no second hold.
    expect(
      valueOf<{ withdrawal: { withdrawId: string } }>(
        await withdraw('300.50', { requestId: 'req-first-0001' }),
      ).withdrawal.withdrawId,
    ).toBe(first.withdrawal.withdrawId);
    expect(await withdraw('301', { requestId: 'req-first-0001' })).toMatchObject({
      status: 409,
      code: 'TRANSFER_ID_REUSED',
    });
    const second = valueOf<{ withdrawal: { withdrawId: string } }>(await withdraw('200'));
    expect(await balanceOf(t, p)).toMatchObject({
      sumBalance: '499.50',
      mainBalance: '1000.00',
      pendingWithdrawal: '500.50',
    });

    await t.app.wallet.withdrawals.decide(first.withdrawal.withdrawId, true, 'test', null);
    await t.app.wallet.withdrawals.decide(second.withdrawal.withdrawId, false, 'test', 'name mismatch');
    await expect(
      t.app.wallet.withdrawals.decide(second.withdrawal.withdrawId, true, 'test', null),
    ).rejects.toMatchObject({
      code: 'ALREADY_DECIDED',
    });
    expect(await balanceOf(t, p)).toMatchObject({
      sumBalance: '699.50',
      mainBalance: '699.50',
      pendingWithdrawal: '0.00',
    });

    const records = valueOf<{ content: { status: string }[] }>(
      await call(
        t,
        'GET',
        '/wps/relay/MCS2_WithdrawTransactionReport',
        { status: 'rejected' },
        { token: p.token },
      ),
    );
    expect(records.content).toEqual([
      expect.objectContaining({ status: 'rejected', remark: 'name mismatch', amount: '200.00' }),
    ]);
    const history = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, { token: p.token }),
    );
    expect(history.content.map((row) => `${row.txCode} ${row.amount}`).sort()).toEqual(
      [
        'DEPOSIT +1000.00',
        'WITHDRAW 0.00',
        'WITHDRAW_HOLD -200.00',
        'WITHDRAW_HOLD -300.50',
        'WITHDRAW_RELEASE +200.00',
      ].sort(),
    );
    const pnl = valueOf<{ total: { deposit: string; withdraw: string } }>(
      await call(t, 'GET', '/wps/relay/ODSFE2_MemPNL', {}, { token: p.token }),
    );
    expect(pnl.total).toMatchObject({ deposit: '1000.00', withdraw: '300.50' });
    await expectReconciled(t);
  });

  it('accepts the request inside the encrypted envelope, like login', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 50_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const envelope = await seal(t, { cardId: card.cardId, amount: '100.00', paymentPassword: PIN });
    const answer = await call(t, 'POST', '/wps/transaction/withdraw', envelope, {
      token: p.token,
      headers: { encryption: 'v1' },
    });
    expect(answer).toMatchObject({ value: { withdrawal: { status: 'pending', amount: '100.00' } } });
  });

  it('limits withdrawals per day', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 10_000_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    for (let i = 0; i < 5; i += 1) {
      expect(
        await call(
          t,
          'POST',
          '/wps/transaction/withdraw',
          { cardId: card.cardId, amount: '100', paymentPassword: PIN },
          { token: p.token },
        ),
      ).toMatchObject({ success: true });
    }
    expect(
      await call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount: '100', paymentPassword: PIN },
        { token: p.token },
      ),
    ).toMatchObject({
      code: 'WITHDRAW_DAILY_LIMIT',
    });
    expect(
      valueOf<{ remainingToday: number }>(
        await call(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, { token: p.token }),
      ).remainingToday,
    ).toBe(0);
  });
});

describe('request ids', () => {
  it('name one request: a retry answers with it, other content under the same id is refused, deposits and withdrawals alike', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 100_000n);
    const deposit = (channelId: string, amount: string) =>
      call(
        t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId, amount, requestId: 'req-deposit-0001' },
        { token: p.token },
      );
    const first = valueOf<{ deposit: { depositId: string } }>(await deposit('BANK_TRANSFER', '1000')).deposit;
    expect(
      valueOf<{ deposit: { depositId: string } }>(await deposit('BANK_TRANSFER', '1000')).deposit,
    ).toEqual(expect.objectContaining({ depositId: first.depositId, status: 'pending', amount: '1000.00' }));
    for (const [channelId, amount] of [
      ['BANK_TRANSFER', '1100'],
      ['USDT_TRC20', '1000'],
    ] as const) {
      expect(await deposit(channelId, amount), `${channelId} ${amount}`).toMatchObject({
        status: 409,
        code: 'TRANSFER_ID_REUSED',
      });
    }

    const cardOne = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const cardTwo = valueOf<{ card: { cardId: string } }>(await bindCard(t, p, '5555666677778888')).card;
    const withdraw = (cardId: string, amount: string) =>
      call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId, amount, paymentPassword: PIN, requestId: 'req-withdraw-0001' },
        { token: p.token },
      );
    const held = valueOf<{ withdrawal: { withdrawId: string } }>(await withdraw(cardOne.cardId, '150'));
    expect(
      valueOf<{ withdrawal: { withdrawId: string } }>(await withdraw(cardOne.cardId, '150')),
    ).toMatchObject({
      withdrawal: { withdrawId: held.withdrawal.withdrawId },
    });
    for (const [cardId, amount] of [
      [cardOne.cardId, '151'],
      [cardTwo.cardId, '150'],
    ] as const) {
      expect(await withdraw(cardId, amount), `${cardId} ${amount}`).toMatchObject({
        status: 409,
        code: 'TRANSFER_ID_REUSED',
      });
    }
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '850.00', pendingWithdrawal: '150.00' });
    await expectReconciled(t);
  });
});

describe('deposit', () => {
  it('lists channels of every kind and credits a manual transfer once, with its promo bonus', async () => {
    const p = await newPlayer(t);
    const channels = valueOf<{ channels: { kind: string; presets: string[] }[] }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getDepositPaymentChannels', undefined, { token: p.token }),
    );
    expect(channels.channels.map((c) => c.kind)).toEqual(['gateway', 'qr', 'manual', 'crypto']);
    const banks = valueOf<{ accounts: { bankName: string }[] }>(
      await call(
        t,
        'GET',
        '/wps/relay/MCS2_depositBanksByVendor',
        { channelId: 'BANK_TRANSFER' },
        { token: p.token },
      ),
    );
    expect(banks.accounts[0]?.bankName).toBe('Demo Bank');
    expect(
      await call(
        t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId: 'DEMO_GATEWAY', amount: '600' },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 404,
      code: 'CHANNEL_NOT_FOUND',
    });
    const deposit = valueOf<{ deposit: { depositId: string; status: string } }>(
      await call(
        t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        {
          channelId: 'BANK_TRANSFER',
          amount: '600',
          payerName: 'Ali Khan',
          reference: 'TX123',
          promoId: 'FIRST10',
        },
        { token: p.token },
      ),
    ).deposit;
    expect(deposit.status).toBe('pending');
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '0.00' });
    const decided = await Promise.allSettled([
      t.app.wallet.deposits.decide(deposit.depositId, true, 'test', null),
      t.app.wallet.deposits.decide(deposit.depositId, true, 'test', null),
    ]);
    expect(decided.every((d) => d.status === 'fulfilled')).toBe(true);
    // The promotion's bonus goes through the bonus engine: cash is the deposit, the bonus waits apart.
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '600.00' });
    expect((await t.app.wallet.bonus.listOf(p.id, { limit: 1 })).activeBalanceMinor).toBe(6000n);
    expect(
      valueOf<{ deposit: { credited: string; bonus: string } }>(
        await call(
          t,
          'GET',
          '/wps/relay/MCS2_depositDetail',
          { depositId: deposit.depositId },
          { token: p.token },
        ),
      ).deposit,
    ).toMatchObject({ status: 'approved', credited: '600.00', bonus: '60.00' });
    const other = await newPlayer(t);
    expect(
      await call(
        t,
        'GET',
        '/wps/relay/MCS2_depositDetail',
        { depositId: deposit.depositId },
        { token: other.token },
      ),
    ).toMatchObject({
      status: 404,
    });
    await expectReconciled(t);
  });

  it('answers empty records for bets until the games issue writes them, and refuses a bad range', async () => {
    const p = await newPlayer(t);
    expect(valueOf(await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, { token: p.token }))).toEqual({
      rows: [],
      vendors: [],
      total: { betCount: 0, bet: '0.00', validBet: '0.00', win: '0.00', profit: '0.00' },
    });
    expect(
      await call(
        t,
        'GET',
        '/wps/relay/ODS2_MemberTransaction',
        { startDate: '2026-02-01', endDate: '2026-01-01' },
        { token: p.token },
      ),
    ).toMatchObject({
      status: 400,
      code: 'DATE_RANGE_INVALID',
    });
    // Every ledger code has a name in both languages, bonus conversions and forfeits included.
    const codes = valueOf<{ codes: { code: string; EN: string; UR: string }[] }>(
      await call(t, 'GET', '/wps/relay/GLS2_TxCodeList', undefined, { token: p.token }),
    ).codes;
    expect(codes).toHaveLength(17);
    expect(codes.find((c) => c.code === 'BONUS_CONVERT')).toMatchObject({ EN: 'Bonus turned into cash' });
  });
});
