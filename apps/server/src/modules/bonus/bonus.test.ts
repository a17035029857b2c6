/**
 * The bonus engine through the real seamless wallet (the house studio's dice) on SQLite or
 * PostgreSQL: stakes take cash first, then bonus; wins and refunds go back split the same way;
 * valid bets advance wagering once, weighted by game type, and a rolled-back stake takes its share
 * back; a bonus wagered through turns into cash in one transfer; a withdrawal asks before giving an
 * unfinished bonus up and never takes bonus money, even racing the conversion.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { openSession, gameByCode, send, txId } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import {
  type Player,
  bindCard,
  expectReconciled,
  fund,
  newPlayer,
  withdrawTo,
} from '../../test/wallet-helpers.ts';
import {
  HouseAccount,
  gameSettlement,
  houseAccount,
  memberBonusWallet,
  memberWallet,
} from '../wallet/accounts.ts';
import type { Tx } from '../wallet/ledger.ts';
import { bonusRepository } from './repository.ts';
import type { BonusTerms } from './terms.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

const postgres = (process.env.TEST_DATABASE_URL ?? '') !== '';
const FULL: BonusTerms['weights'] = { RNG: 100, FISH: 100, LIVE: 100, PVP: 100, SPORTS: 100, LOTT: 100 };
const HALF: BonusTerms['weights'] = { RNG: 50, FISH: 50, LIVE: 50, PVP: 50, SPORTS: 50, LOTT: 50 };
const terms = (overrides: Partial<BonusTerms> = {}): BonusTerms => ({
  wagerBasis: 'BONUS',
  wagerMultiple: 2,
  weights: HALF,
  maxStakeMinor: null,
  expiryDays: 7,
  ...overrides,
});

async function grant(player: Player, bonusMinor: bigint, overrides: Partial<BonusTerms> = {}) {
  const { bonusId } = await t.app.wallet.bonus.grant({
    merchantId: player.merchantId,
    memberId: player.id,
    currency: 'CNY',
    promoId: null,
    source: `test:${player.id}:${txId('grant')}`,
    titleEn: 'Test bonus',
    titleUr: 'ٹیسٹ بونس',
    bonusMinor,
    depositMinor: 0n,
    terms: terms(overrides),
  });
  return bonusId;
}

async function pockets(player: Player) {
  const cash = await t.app.wallet.ledger.balance(player.merchantId, 'CNY', memberWallet(player.id));
  const bonus = await t.app.wallet.ledger.balance(player.merchantId, 'CNY', memberBonusWallet(player.id));
  return { cash: cash.available, bonus: bonus.available };
}

const bonusRow = (id: number) =>
  t.database.db.selectFrom('member_bonus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A member with `cash` and a granted bonus, in a dice session. */
async function playerWithBonus(cash: bigint, bonus: bigint, overrides: Partial<BonusTerms> = {}) {
  const player = await newPlayer(t);
  if (cash > 0n) await fund(t, player, cash);
  const bonusId = await grant(player, bonus, overrides);
  const session = await openSession(t, player, await gameByCode(t, 'OLI', 'dice'));
  const bet = (amount: string, id = txId('bet')) =>
    send(t, 'OLI', 'bet', {
      ...session,
      transactionId: id,
      roundId: id,
      gameCode: 'dice',
      amount,
      timestamp: Date.now(),
    });
  const win = (betId: string, amount: string) =>
    send(t, 'OLI', 'win', {
      playerId: session.playerId,
      transactionId: `${betId}-win`,
      betTransactionId: betId,
      roundId: betId,
      gameCode: 'dice',
      amount,
      timestamp: Date.now(),
    });
  const rollback = (betId: string) =>
    send(t, 'OLI', 'rollback', {
      playerId: session.playerId,
      transactionId: `${betId}-rb`,
      betTransactionId: betId,
      roundId: betId,
      gameCode: 'dice',
      timestamp: Date.now(),
    });
  return { player, bonusId, bet, win, rollback };
}

describe('stakes and wins with a bonus', () => {
  it('takes cash first, then bonus, and pays the win back in the same shares', async () => {
    const p = await playerWithBonus(500n, 2000n);
    const betId = txId('split');
    const placed = await p.bet('10.00', betId);
    // The game sees cash and bonus together.
    expect(placed.body).toMatchObject({ status: 'OK', balance: '15.00' });
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 1500n });
    // Half the stake was bonus money: half the win stays bonus.
    await p.win(betId, '8.00');
    expect(await pockets(p.player)).toEqual({ cash: 400n, bonus: 1900n });
    await expectReconciled(t);
  });

  it('advances wagering once per bet, weighted by game type, and converts in one transfer', async () => {
    // Required: 2 × 20.00 = 40.00 of weighted bets; each 10.00 bet counts 5.00 at 50 %.
    const p = await playerWithBonus(10_000n, 2000n);
    for (let n = 0; n < 7; n += 1) {
      const id = txId('wager');
      await p.bet('10.00', id);
      await p.win(id, '10.00');
    }
    expect((await bonusRow(p.bonusId)).wagered_minor.toString()).toBe('3500');
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    // A replayed bet counts nothing more; wagered through, it waits for the bet to settle.
    const last = txId('last');
    await p.bet('10.00', last);
    await p.bet('10.00', last);
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'active' });
    expect(String((await bonusRow(p.bonusId)).wagered_minor)).toBe('4000');
    await p.win(last, '10.00');
    const row = await bonusRow(p.bonusId);
    expect(row.status).toBe('converted');
    expect(String(row.finished_minor)).toBe('2000');
    expect(await pockets(p.player)).toEqual({ cash: 10_000n + 2000n, bonus: 0n });
    const conversions = await t.database.db
      .selectFrom('ledger_transfer')
      .select(['amount'])
      .where('reference', '=', `bonus:${p.bonusId}`)
      .where('tx_code', '=', 'BONUS_CONVERT')
      .execute();
    expect(conversions.map((c) => String(c.amount))).toEqual(['2000']);
    await expectReconciled(t);
  });

  it('takes a rolled-back stake’s wagering back and returns each part to its pocket', async () => {
    const p = await playerWithBonus(400n, 2000n);
    const betId = txId('rb');
    await p.bet('10.00', betId);
    expect((await bonusRow(p.bonusId)).wagered_minor.toString()).toBe('500');
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 1400n });
    expect((await p.rollback(betId)).body.status).toBe('OK');
    expect((await bonusRow(p.bonusId)).wagered_minor.toString()).toBe('0');
    expect(await pockets(p.player)).toEqual({ cash: 400n, bonus: 2000n });
    await expectReconciled(t);
  });

  it('refuses a stake above the bonus’s cap and moves nothing', async () => {
    const p = await playerWithBonus(1000n, 2000n, { maxStakeMinor: 500n });
    const answer = await p.bet('5.01');
    expect(answer.body.status).toBe('BET_LIMIT_EXCEEDED');
    expect(await pockets(p.player)).toEqual({ cash: 1000n, bonus: 2000n });
    expect((await p.bet('5.00')).body.status).toBe('OK');
  });

  it('ends a bonus whose money is all lost as spent', async () => {
    const p = await playerWithBonus(0n, 1000n);
    const betId = txId('spend');
    await p.bet('10.00', betId);
    await p.win(betId, '0.00');
    expect((await bonusRow(p.bonusId)).status).toBe('spent');
    // A new bonus can be granted once the old one ended.
    await expect(grant(p.player, 500n)).resolves.toBeGreaterThan(p.bonusId);
  });

  it('brings a spent bonus back when a later part of its round’s win arrives', async () => {
    const p = await playerWithBonus(0n, 1000n);
    const betId = txId('parts');
    await p.bet('10.00', betId);
    await p.win(betId, '0.00');
    expect((await bonusRow(p.bonusId)).status).toBe('spent');
    // The vendor pays the round's win in a second part: it is the member's, as bonus money.
    const later = await send(t, 'OLI', 'win', {
      playerId: String(p.player.id),
      transactionId: `${betId}-part2`,
      betTransactionId: betId,
      roundId: betId,
      gameCode: 'dice',
      amount: '20.00',
      timestamp: Date.now(),
    });
    expect(later.body).toMatchObject({ status: 'OK', balance: '20.00' });
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 2000n });
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    await expectReconciled(t);
  });

  it('keeps a late part of a spent bonus’s win with the house once another bonus started', async () => {
    const p = await playerWithBonus(0n, 1000n);
    const betId = txId('parts');
    await p.bet('10.00', betId);
    await p.win(betId, '0.00');
    const next = await grant(p.player, 500n);
    await send(t, 'OLI', 'win', {
      playerId: String(p.player.id),
      transactionId: `${betId}-part2`,
      betTransactionId: betId,
      roundId: betId,
      gameCode: 'dice',
      amount: '20.00',
      timestamp: Date.now(),
    });
    // The bonus account is the new bonus's alone.
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 500n });
    expect((await bonusRow(p.bonusId)).status).toBe('spent');
    expect((await bonusRow(next)).status).toBe('active');
  });

  it('allows one active bonus at a time', async () => {
    const p = await playerWithBonus(0n, 1000n);
    await expect(grant(p.player, 500n)).rejects.toMatchObject({ code: 'BONUS_ALREADY_ACTIVE' });
    const racing = await Promise.allSettled([grant(p.player, 100n), grant(p.player, 100n)]);
    expect(racing.every((r) => r.status === 'rejected')).toBe(true);
  });
  it('turns into cash only once the bets that wagered it settle: a rolled-back stake converts nothing', async () => {
    // Required 10.00 at 100 %: one 10.00 bet (5.00 cash, 5.00 bonus) would wager it through.
    const p = await playerWithBonus(500n, 1000n, { wagerMultiple: 1, weights: FULL });
    const rolledBack = txId('rolled');
    expect((await p.bet('10.00', rolledBack)).body.status).toBe('OK');
    // Still in play: not cash yet.
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    expect((await p.rollback(rolledBack)).body.status).toBe('OK');
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    expect(String((await bonusRow(p.bonusId)).wagered_minor)).toBe('0');
    expect(await pockets(p.player)).toEqual({ cash: 500n, bonus: 1000n });
    // Played through and settled, it converts right after the win; until then the sweep leaves it
    // (a batch of bonuses waiting for their bets would keep the sweep from the rest).
    const played = txId('played');
    await p.bet('10.00', played);
    const aDayAgo = new Date(Date.now() - 86_400_000).toISOString();
    const due = await bonusRepository.due(t.database.db, new Date().toISOString(), aDayAgo, 10_000);
    expect(due.map((row) => row.id)).not.toContain(p.bonusId);
    await p.win(played, '0.00');
    expect((await bonusRow(p.bonusId)).status).toBe('converted');
    expect(await pockets(p.player)).toEqual({ cash: 500n, bonus: 0n });
    await expectReconciled(t);
  });

  it('stops waiting for a bet the vendor never closes after a day', async () => {
    const p = await playerWithBonus(500n, 1000n, { wagerMultiple: 1, weights: FULL });
    const never = txId('never');
    await p.bet('10.00', never);
    expect((await t.app.wallet.bonus.settle(p.bonusId))?.status).toBe('active');
    // A day later the round is still open: the bonus converts anyway.
    await t.database.db
      .updateTable('bet_record')
      .set({ placed_at: new Date(Date.now() - 86_400_000 - 1000).toISOString() })
      .where(
        'id',
        'in',
        t.database.db.selectFrom('bonus_wager').select('bet_record_id').where('bonus_id', '=', p.bonusId),
      )
      .execute();
    await t.app.wallet.bonus.sweep();
    expect((await bonusRow(p.bonusId)).status).toBe('converted');
    expect(await pockets(p.player)).toEqual({ cash: 500n, bonus: 0n });
  });

  it('lets exactly one of several grants racing for a member with no bonus start one', async () => {
    const player = await newPlayer(t);
    const racing = await Promise.allSettled([1, 2, 3, 4].map(() => grant(player, 100n)));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of racing)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'BONUS_ALREADY_ACTIVE' });
    const active = await t.database.db
      .selectFrom('member_bonus')
      .select('id')
      .where('member_id', '=', player.id)
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
    expect(await pockets(player)).toEqual({ cash: 0n, bonus: 100n });
    // The database itself refuses a second active row (the partial unique index), on both dialects.
    const row = await bonusRow(active[0]?.id ?? 0);
    const { id: _id, ...copy } = row;
    await expect(
      t.database.db
        .insertInto('member_bonus')
        .values({ ...copy, source: `${row.source}:copy` })
        .execute(),
    ).rejects.toThrow();
    // An ended one is no obstacle.
    await t.database.db
      .insertInto('member_bonus')
      .values({ ...copy, source: `${row.source}:ended`, status: 'expired' })
      .execute();
  });
});

describe('withdrawals and bonus money', () => {
  async function withCard(player: Player) {
    return valueOf<{ card: { cardId: string } }>(await bindCard(t, player)).card.cardId;
  }

  it('asks before giving an unfinished bonus up, then forfeits it and takes only cash', async () => {
    const p = await playerWithBonus(20_000n, 2000n);
    const cardId = await withCard(p.player);
    const settings = valueOf<{ bonusBalance: string; bonusActive: boolean }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, { token: p.player.token }),
    );
    expect(settings).toMatchObject({ bonusBalance: '20.00', bonusActive: true });
    const first = await withdrawTo(t, p.player, cardId)('100.00');
    expect(first).toMatchObject({ success: false, code: 'BONUS_FORFEIT_REQUIRED' });
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    const confirmed = await call(
      t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId, amount: '100.00', paymentPassword: '246810', forfeitBonus: true },
      { token: p.player.token },
    );
    expect(confirmed).toMatchObject({ success: true });
    expect((await bonusRow(p.bonusId)).status).toBe('forfeited');
    expect(await pockets(p.player)).toEqual({ cash: 10_000n, bonus: 0n });
    await expectReconciled(t);
  });
});

describe('bonus money under races and random play', () => {
  /** Every account of the merchant, summed: double entry keeps it at zero. */
  async function ledgerSum() {
    const rows = await t.database.db
      .selectFrom('ledger_account')
      .select(['credits_posted', 'debits_posted'])
      .execute();
    return rows.reduce((sum, row) => sum + BigInt(row.credits_posted) - BigInt(row.debits_posted), 0n);
  }

  /** Transfers that took money out of a bonus account other than by a stake or the bonus's own end. */
  async function bonusMoneyWithdrawn() {
    return t.database.db
      .selectFrom('ledger_transfer as t')
      .innerJoin('ledger_account as a', 'a.id', 't.debit_account_id')
      .select(['t.id', 't.tx_code'])
      .where('a.account_key', 'like', 'member:%:bonus')
      .where('t.tx_code', 'not in', ['BET', 'BONUS_CONVERT', 'BONUS_FORFEIT'])
      .execute();
  }

  it('lets a withdrawal and the win that finishes the wagering race: one ends the bonus, no bonus money is withdrawn', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      // Required 2 × 10.00 at 50 %: 40.00 of bets; three made, the fourth finishes it.
      const p = await playerWithBonus(20_000n, 1000n);
      const cardId = valueOf<{ card: { cardId: string } }>(await bindCard(t, p.player)).card.cardId;
      for (let n = 0; n < 3; n += 1) {
        const id = txId('race');
        await p.bet('10.00', id);
        await p.win(id, '0.00');
      }
      // The fourth bet's win settles the last bet the wagering waited for.
      const fourth = txId('fourth');
      await p.bet('10.00', fourth);
      const [bet, withdrawal] = await Promise.all([
        p.win(fourth, '0.00'),
        call(
          t,
          'POST',
          '/wps/transaction/withdraw',
          { cardId, amount: '100.00', paymentPassword: '246810', forfeitBonus: true },
          { token: p.player.token },
        ),
      ]);
      expect(bet.body.status).toBe('OK');
      expect(withdrawal).toMatchObject({ success: true });
      const row = await bonusRow(p.bonusId);
      expect(['converted', 'forfeited']).toContain(row.status);
      outcomes.add(row.status);
      const { bonus } = await pockets(p.player);
      expect(bonus).toBe(0n);
    }
    expect(await bonusMoneyWithdrawn()).toEqual([]);
    expect(await ledgerSum()).toBe(0n);
    await expectReconciled(t);
  });

  it('keeps cash + bonus + house at zero and never withdraws bonus money, whatever is played', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('bet' as const), minor: fc.integer({ min: 10, max: 4000 }) }),
      fc.record({ kind: fc.constant('win' as const), minor: fc.integer({ min: 0, max: 6000 }) }),
      fc.record({ kind: fc.constant('rollback' as const) }),
      fc.record({ kind: fc.constant('withdraw' as const), minor: fc.integer({ min: 10_000, max: 15_000 }) }),
      fc.record({ kind: fc.constant('grant' as const), minor: fc.integer({ min: 100, max: 3000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30_000 }),
        fc.integer({ min: 100, max: 5000 }),
        fc.array(op, { minLength: 1, maxLength: 10 }),
        async (cash, bonus, ops) => {
          const p = await playerWithBonus(BigInt(cash), BigInt(bonus), { wagerMultiple: 1 });
          const cardId = valueOf<{ card: { cardId: string } }>(await bindCard(t, p.player)).card.cardId;
          const open: string[] = [];
          let withdrawals = 0;
          for (const step of ops) {
            if (step.kind === 'bet') {
              const id = txId('prop');
              const answer = await p.bet((step.minor / 100).toFixed(2), id);
              if (answer.body.status === 'OK') open.push(id);
            } else if (step.kind === 'win' || step.kind === 'rollback') {
              const id = open.pop();
              if (id === undefined) continue;
              if (step.kind === 'win') await p.win(id, (step.minor / 100).toFixed(2));
              else await p.rollback(id);
            } else if (step.kind === 'withdraw' && withdrawals < 2) {
              withdrawals += 1;
              await call(
                t,
                'POST',
                '/wps/transaction/withdraw',
                {
                  cardId,
                  amount: (step.minor / 100).toFixed(2),
                  paymentPassword: '246810',
                  forfeitBonus: true,
                },
                { token: p.player.token },
              );
            } else if (step.kind === 'grant') {
              await grant(p.player, BigInt(step.minor), { wagerMultiple: 1 }).catch(() => undefined);
            }
            const now = await pockets(p.player);
            expect(now.cash).toBeGreaterThanOrEqual(0n);
            expect(now.bonus).toBeGreaterThanOrEqual(0n);
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(await bonusMoneyWithdrawn()).toEqual([]);
    expect(await ledgerSum()).toBe(0n);
    await expectReconciled(t);
  });
});

describe('expiry', () => {
  it('never stakes or wagers an expired bonus into cash, even before the sweep ends it', async () => {
    // Expired the moment it was granted; the sweep (every minute) has not run yet.
    const p = await playerWithBonus(1000n, 1000n, { wagerMultiple: 1, weights: FULL, expiryDays: 0 });
    // A cash bet after the expiry counts nothing towards it.
    expect((await p.bet('10.00')).body.status).toBe('OK');
    expect((await bonusRow(p.bonusId)).wagered_minor.toString()).toBe('0');
    // Its money can no longer be staked: a bet of 10.00 (enough to wager it through) is refused.
    expect((await p.bet('10.00')).body.status).toBe('INSUFFICIENT_FUNDS');
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 1000n });
    await t.app.wallet.bonus.sweep();
    const row = await bonusRow(p.bonusId);
    expect(row.status).toBe('expired');
    expect(String(row.finished_minor)).toBe('1000');
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 0n });
    await expectReconciled(t);
  });
});

describe.skipIf(!postgres)('lock order on PostgreSQL', () => {
  /** Resolves once `count` of this database's backends wait for a row lock. */
  async function waitersReach(count: number) {
    for (;;) {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
      if (Number(rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Holds a ledger account locked (a no-op UPDATE in an open transaction) until `release`, which
   * runs `then` in that transaction before it commits.
   */
  async function holdAccount(key: string, then: (tx: Tx) => Promise<unknown> = () => Promise.resolve()) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const done = t.database.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('ledger_account')
        .set((eb) => ({ debits_posted: eb.ref('debits_posted') }))
        .where('account_key', '=', key)
        .execute();
      locked();
      await released;
      await then(tx);
    });
    await isLocked;
    return { release, done };
  }

  it('takes a stake from the bonus when its cash is spent elsewhere while the bet reads it', async () => {
    const p = await playerWithBonus(500n, 2000n);
    // Something else (here an operator's correction) takes all the cash while the bet is under way.
    const elsewhere = await holdAccount(memberWallet(p.player.id).key, (tx) =>
      t.app.wallet.ledger.transfer(
        {
          id: txId('adjust'),
          merchantId: p.player.merchantId,
          currency: 'CNY',
          debit: memberWallet(p.player.id),
          credit: houseAccount(HouseAccount.ADJUSTMENTS),
          amount: 500n,
          code: 'ADJUSTMENT',
          reference: 'test',
        },
        tx,
      ),
    );
    const bet = p.bet('10.00');
    await waitersReach(1);
    elsewhere.release();
    await elsewhere.done;
    // Cash and bonus together still cover it: taken from the bonus, not refused.
    expect((await bet).body.status).toBe('OK');
    expect(await pockets(p.player)).toEqual({ cash: 0n, bonus: 1000n });
    await expectReconciled(t);
  });

  it('lets a cash stake’s rollback and a withdrawal forfeiting the bonus run at once without a deadlock', async () => {
    const p = await playerWithBonus(20_000n, 1000n);
    const cardId = valueOf<{ card: { cardId: string } }>(await bindCard(t, p.player)).card.cardId;
    // All cash (the bonus is untouched), yet it counts towards the bonus: its rollback takes that back.
    const betId = txId('cash');
    expect((await p.bet('10.00', betId)).body.status).toBe('OK');
    expect((await bonusRow(p.bonusId)).wagered_minor.toString()).toBe('500');
    // The rollback takes the member's wallet, then waits for the settlement account.
    const settlement = await holdAccount(gameSettlement('OLI').key);
    const rollback = p.rollback(betId);
    await waitersReach(1);
    // The withdrawal ends the bonus, then waits for the member's wallet.
    const withdrawal = call(
      t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId, amount: '100.00', paymentPassword: '246810', forfeitBonus: true },
      { token: p.player.token },
    );
    await waitersReach(2);
    settlement.release();
    await settlement.done;
    const [rolledBack, withdrawn] = await Promise.all([rollback, withdrawal]);
    expect(rolledBack.body.status).toBe('OK');
    expect(withdrawn).toMatchObject({ success: true });
    expect((await bonusRow(p.bonusId)).status).toBe('forfeited');
    expect(await pockets(p.player)).toEqual({ cash: 10_000n, bonus: 0n });
    await expectReconciled(t);
  });
});
