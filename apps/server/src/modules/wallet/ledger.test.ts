/**
 * The ledger's guarantees, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: no member balance below
 * zero under concurrency, replays move nothing, two-phase holds resolve once, and reconciliation holds
 * after any sequence of operations.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerFixture, createLedgerFixture } from '../../test/ledger-helpers.ts';
import { HouseAccount, gameSettlement, houseAccount, memberWallet } from './accounts.ts';
import { createLedgerMemos } from './ledger-memos.ts';
import { type TransferInput, createLedger, transferIdsFencedBy } from './ledger.ts';

let f: LedgerFixture;
beforeAll(async () => {
  f = await createLedgerFixture();
});
afterAll(async () => {
  await f.close();
});

function bet(memberId: number, id: string, amount: bigint): TransferInput {
  return {
    id,
    merchantId: f.merchantId,
    currency: f.currency,
    debit: memberWallet(memberId),
    credit: gameSettlement('HOUSE'),
    amount,
    code: 'BET',
  };
}

async function expectReconciled() {
  const report = await f.ledger.reconcile();
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('ledger', () => {
  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const member = await f.newMember();
    await f.fund(member, 100n * 500n);
    const attempts = Array.from({ length: 200 }, (_, i) =>
      f.ledger.transfer(bet(member, `race:${member}:${i}`, 500n)),
    );
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE',
    ).length;
    expect(ok).toBe(100);
    expect(refused).toBe(100);
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance.available).toBe(0n);
    await expectReconciled();
  }, 60_000);

  it('holds concurrently against one balance without overdrawing it', async () => {
    const member = await f.newMember();
    await f.fund(member, 1000n);
    const holds = Array.from({ length: 40 }, (_, i) =>
      f.ledger.hold({
        ...bet(member, `hold-race:${member}:${i}`, 100n),
        credit: houseAccount(HouseAccount.WITHDRAWALS),
      }),
    );
    const results = await Promise.allSettled(holds);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance).toMatchObject({ posted: 1000n, pendingDebits: 1000n, available: 0n });
    // Release them again: a hold no withdrawal names is a reconciliation problem.
    for (const [i, result] of results.entries()) {
      if (result.status !== 'fulfilled') continue;
      const pendingId = `hold-race:${member}:${i}`;
      await f.ledger.resolve({
        id: `${pendingId}:void`,
        merchantId: f.merchantId,
        pendingId,
        action: 'void',
        code: 'WITHDRAW_RELEASE',
      });
    }
    expect((await f.ledger.balance(f.merchantId, f.currency, memberWallet(member))).available).toBe(1000n);
  }, 60_000);

  it('returns the first result for a replayed id and moves nothing', async () => {
    const member = await f.newMember();
    await f.fund(member, 1000n, `fund-replay:${member}`);
    const first = await f.ledger.transfer(bet(member, `once:${member}`, 300n));
    const again = await Promise.all(
      [1, 2, 3].map(() => f.ledger.transfer(bet(member, `once:${member}`, 300n))),
    );
    expect(first.replayed).toBe(false);
    for (const replay of again) {
      expect(replay.replayed).toBe(true);
      expect(replay.transfer.id).toBe(first.transfer.id);
    }
    await f.fund(member, 1000n, `fund-replay:${member}`);
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance.available).toBe(700n);
    await expect(f.ledger.transfer(bet(member, `once:${member}`, 301n))).rejects.toMatchObject({
      code: 'TRANSFER_ID_REUSED',
    });
    await expectReconciled();
  });

  it('moves nothing twice in a transaction whose caller fences the ids: the replay rolls it back', async () => {
    const member = await f.newMember();
    await f.fund(member, 1000n);
    await f.ledger.transfer(bet(member, `fenced:${member}`, 300n));
    const replay = f.database.db.transaction().execute(async (tx) => {
      transferIdsFencedBy(tx);
      await f.ledger.transfer(bet(member, `fenced:${member}`, 300n), tx);
    });
    await expect(replay).rejects.toThrow();
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance.available).toBe(700n);
    await expectReconciled();
  });

  it('resolves a hold exactly once, whichever of post and void comes first', async () => {
    const member = await f.newMember();
    await f.fund(member, 1000n);
    const hold = {
      ...bet(member, `h:${member}`, 400n),
      credit: houseAccount(HouseAccount.WITHDRAWALS),
      code: 'WITHDRAW_HOLD' as const,
    };
    await f.ledger.hold(hold);
    const outcomes = await Promise.allSettled([
      f.ledger.resolve({
        id: `h:${member}:post`,
        merchantId: f.merchantId,
        pendingId: hold.id,
        action: 'post',
        code: 'WITHDRAW',
      }),
      f.ledger.resolve({
        id: `h:${member}:void`,
        merchantId: f.merchantId,
        pendingId: hold.id,
        action: 'void',
        code: 'WITHDRAW_RELEASE',
      }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'ALREADY_DECIDED' });
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance.pendingDebits).toBe(0n);
    expect([600n, 1000n]).toContain(balance.available);
  });

  it('forgets an account opened in a transaction that rolled back, and reopens it for the next', async () => {
    const member = await f.newMember();
    const deposit = (id: string, amount: bigint): TransferInput => ({
      id,
      merchantId: f.merchantId,
      currency: f.currency,
      debit: houseAccount(HouseAccount.DEPOSITS),
      credit: memberWallet(member),
      amount,
      code: 'DEPOSIT',
    });
    // The member's first money opens their wallet inside the transaction, which then rolls back.
    await expect(
      f.database.db.transaction().execute(async (tx) => {
        await f.ledger.transfer(deposit(`rolled-back:${member}`, 100n), tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await f.ledger.balance(f.merchantId, f.currency, memberWallet(member))).accountId).toBeNull();
    // The next transaction opens it again and commits; the one after finds it committed.
    await f.database.db.transaction().execute((tx) => f.ledger.transfer(deposit(`kept:${member}`, 70n), tx));
    await f.database.db.transaction().execute((tx) => f.ledger.transfer(deposit(`more:${member}`, 5n), tx));
    await f.ledger.transfer(deposit(`outside:${member}`, 1n));
    const balance = await f.ledger.balance(f.merchantId, f.currency, memberWallet(member));
    expect(balance.available).toBe(76n);
    await expectReconciled();
  });

  it('refuses non-positive amounts', async () => {
    const member = await f.newMember();
    await expect(f.ledger.transfer(bet(member, `zero:${member}`, 0n))).rejects.toMatchObject({
      code: 'AMOUNT_NOT_POSITIVE',
    });
    await expect(f.ledger.transfer(bet(member, `neg:${member}`, -5n))).rejects.toMatchObject({
      code: 'AMOUNT_NOT_POSITIVE',
    });
  });

  it('keeps reconciliation true for any sequence of operations, replays and reorders included (property)', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('fund' as const), who: fc.nat(2), amount: fc.bigInt(1n, 5000n) }),
      fc.record({ kind: fc.constant('bet' as const), who: fc.nat(2), amount: fc.bigInt(1n, 5000n) }),
      fc.record({ kind: fc.constant('win' as const), who: fc.nat(2), amount: fc.bigInt(1n, 5000n) }),
      fc.record({ kind: fc.constant('hold' as const), who: fc.nat(2), amount: fc.bigInt(1n, 5000n) }),
      fc.record({ kind: fc.constant('post' as const), which: fc.nat(20) }),
      fc.record({ kind: fc.constant('void' as const), which: fc.nat(20) }),
      fc.record({ kind: fc.constant('replay' as const), which: fc.nat(50) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const who = [await f.newMember(), await f.newMember(), await f.newMember()];
        const done: { input: TransferInput; kind: 'transfer' | 'hold' }[] = [];
        const holds: string[] = [];
        const before = async () =>
          Promise.all(who.map((m) => f.ledger.balance(f.merchantId, f.currency, memberWallet(m))));
        for (const [index, o] of ops.entries()) {
          const id = `p${run}:${index}`;
          try {
            if (o.kind === 'fund' || o.kind === 'win') {
              const input: TransferInput = {
                ...bet(who[o.who] ?? 0, id, o.amount),
                debit: o.kind === 'fund' ? houseAccount(HouseAccount.DEPOSITS) : gameSettlement('HOUSE'),
                credit: memberWallet(who[o.who] ?? 0),
                code: o.kind === 'fund' ? 'DEPOSIT' : 'WIN',
              };
              await f.ledger.transfer(input);
              done.push({ input, kind: 'transfer' });
            } else if (o.kind === 'bet') {
              const input = bet(who[o.who] ?? 0, id, o.amount);
              await f.ledger.transfer(input);
              done.push({ input, kind: 'transfer' });
            } else if (o.kind === 'hold') {
              const input = {
                ...bet(who[o.who] ?? 0, id, o.amount),
                credit: houseAccount(HouseAccount.WITHDRAWALS),
              };
              await f.ledger.hold(input);
              done.push({ input, kind: 'hold' });
              holds.push(id);
            } else if (o.kind === 'post' || o.kind === 'void') {
              const pendingId = holds[o.which % Math.max(holds.length, 1)];
              if (pendingId !== undefined) {
                await f.ledger.resolve({
                  id: `${pendingId}:${o.kind}`,
                  merchantId: f.merchantId,
                  pendingId,
                  action: o.kind,
                  code: o.kind === 'post' ? 'WITHDRAW' : 'WITHDRAW_RELEASE',
                });
              }
            } else {
              const target = done[o.which % Math.max(done.length, 1)];
              if (target !== undefined) {
                const snapshot = await before();
                const result = await (target.kind === 'hold'
                  ? f.ledger.hold(target.input)
                  : f.ledger.transfer(target.input));
                expect(result.replayed).toBe(true);
                expect(await before()).toEqual(snapshot);
              }
            }
          } catch (error) {
            expect(['INSUFFICIENT_BALANCE', 'ALREADY_DECIDED']).toContain((error as { code?: string }).code);
          }
        }
        const report = await f.ledger.reconcile();
        expect(report.problems.filter((p) => !p.startsWith('hold '))).toEqual([]);
        for (const balance of await before()) expect(balance.available >= 0n).toBe(true);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('ledger memos', () => {
  it('remember at most their bound however many accounts move money, and answer right after forgetting', async () => {
    const memos = createLedgerMemos(3);
    const ledger = createLedger({ db: f.database.db, memos });
    const members = await Promise.all(Array.from({ length: 8 }, () => f.newMember()));
    for (const member of members) {
      await ledger.transfer({
        id: `memo-fund:${member}`,
        merchantId: f.merchantId,
        currency: f.currency,
        debit: houseAccount(HouseAccount.DEPOSITS),
        credit: memberWallet(member),
        amount: 700n,
        code: 'DEPOSIT',
      });
    }
    // Nine accounts (eight wallets and the deposits account) moved money; three are remembered.
    expect(memos.accountIds.size).toBe(3);
    expect(memos.guarded.size).toBe(3);

    // The first member's ids were forgotten: read again, they still name the same wallet.
    const first = members[0] ?? 0;
    await ledger.transfer(bet(first, `memo-bet:${first}`, 200n));
    const balances = await Promise.all(
      members.map(
        async (member) => (await f.ledger.balance(f.merchantId, f.currency, memberWallet(member))).available,
      ),
    );
    expect(balances).toEqual([500n, 700n, 700n, 700n, 700n, 700n, 700n, 700n]);
    expect(memos.accountIds.size).toBe(3);
  });
});
