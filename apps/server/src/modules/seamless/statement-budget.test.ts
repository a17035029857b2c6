/**
 * The seamless wallet's cost budget: how many SQL statements (transaction control included) one
 * bet+win pair runs. The bench (scripts/bench/seamless-load.mjs) measures pairs per second on a busy
 * machine, which is noisy; this count is exact, so a change that adds reads or writes to the hot
 * path fails here. If a change needs more statements for correctness, raise the budget knowingly.
 *
 * SEAMLESS_STATEMENTS_DEBUG=1 prints the statements of one pair.
 */
import { describe, expect, it } from 'vitest';
import { countedInstance } from '../../test/counted-instance.ts';
import { playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import { balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';

/**
 * Statements per bet+win pair (bet, win, their transactions' begin and commit). 32 since the bet
 * reads its game from the catalogue's cached copy (bet-games.ts), a win whose bet counted in no
 * bonus skips the bonus read after it (win.ts), and the ledger skips its replay read in the calls'
 * own transactions, whose stored answer fences the transfer ids (ledger.ts transferIdsFencedBy).
 * 30 since the merchant's time zone and the member's type, which the daily aggregates file a bet
 * under, come with the call's first read (repository.ts memberAndStored) instead of one read each in
 * the bet and the win. One call at a time, as here, is one transaction each; calls arriving together
 * on SQLite share one (group-commit.repository.ts), which the second test shows.
 */
const BUDGET_PER_PAIR = 30;
const PAIRS = 4;
/**
 * Statements per pair when pairs of different members arrive together on SQLite: their calls share
 * a batch's transaction (group-commit.repository.ts), each in a savepoint, and the batch writes the
 * daily report aggregates and team figures once for all of them (reports/
 * batched-aggregates.repository.ts) instead of seven upserts a pair: 30 before, about 24 since.
 */
const BATCHED_BUDGET_PER_PAIR = 24;
const BATCHED_PAIRS = 8;

const counted = countedInstance();
const { statements } = counted;

async function pair(session: { playerId: string; sessionId: string }): Promise<void> {
  const betId = txId('budget-bet');
  const bet = await send(counted.t, 'OLI', 'bet', {
    ...session,
    transactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount: '1.00',
    timestamp: Date.now(),
  });
  expect(bet.body.status).toBe('OK');
  const win = await send(counted.t, 'OLI', 'win', {
    playerId: session.playerId,
    transactionId: txId('budget-win'),
    betTransactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount: '1.50',
    timestamp: Date.now(),
  });
  expect(win.body.status).toBe('OK');
}

describe('a seamless bet+win pair', () => {
  it(`runs at most ${BUDGET_PER_PAIR} SQL statements`, async () => {
    const { session } = await playerAtDice(counted.t, 100_000n);
    // The first pair may create the member's accounts and report rows of the day; later ones do not.
    await pair(session);
    statements.length = 0;
    for (let i = 0; i < PAIRS; i += 1) await pair(session);
    const perPair = statements.length / PAIRS;
    if (process.env.SEAMLESS_STATEMENTS_DEBUG === '1')
      console.log(`${perPair} per pair\n${statements.slice(0, statements.length / PAIRS).join('\n')}`);
    expect(perPair).toBeLessThanOrEqual(BUDGET_PER_PAIR);
  });
});

describe('seamless pairs arriving together on SQLite', () => {
  it(`run at most ${BATCHED_BUDGET_PER_PAIR} SQL statements a pair`, async (context) => {
    if (counted.t.database.dialect !== 'sqlite') context.skip();
    const sessions = [];
    for (let i = 0; i < BATCHED_PAIRS; i += 1)
      sessions.push((await playerAtDice(counted.t, 100_000n)).session);
    // Each member's first pair may create its accounts and report rows of the day.
    for (const session of sessions) await pair(session);
    statements.length = 0;
    await Promise.all(sessions.map((session) => pair(session)));
    const perPair = statements.length / BATCHED_PAIRS;
    if (process.env.SEAMLESS_STATEMENTS_DEBUG === '1') console.log(`${perPair} per pair arriving together`);
    expect(perPair).toBeLessThanOrEqual(BATCHED_BUDGET_PER_PAIR);
  });
});

describe('seamless calls arriving together on SQLite', () => {
  it('commit together, each refused or replayed on its own, never below zero', async (context) => {
    if (counted.t.database.dialect !== 'sqlite') context.skip();
    const { player, session } = await playerAtDice(counted.t, 1_000n);
    const bet = (n: number) => ({
      ...session,
      transactionId: `together-${player.id}-${n}`,
      roundId: `together-round-${n}`,
      gameCode: 'dice',
      amount: '1.00',
      timestamp: Date.now(),
    });
    // 20 bets against a balance of 10, each sent twice.
    const bodies = Array.from({ length: 20 }, (_, n) => bet(n));
    statements.length = 0;
    const answers = await Promise.all(
      [...bodies, ...bodies].map((body) => send(counted.t, 'OLI', 'bet', body)),
    );
    const commits = statements.filter((text) => text === 'commit').length;
    const first = answers.slice(0, 20);
    // A replay answers what its first call answered.
    answers.slice(20).forEach((answer, n) => expect(answer.body).toEqual(first[n]?.body));
    const statuses = first.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(10);
    for (const answer of answers) expect(Number(answer.body.balance)).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(counted.t, player)).toMatchObject({ mainBalance: '0.00', sumBalance: '0.00' });
    await expectReconciled(counted.t);
    // Group commit (group-commit.repository.ts): far fewer commits than the 20 stored answers.
    expect(commits).toBeLessThan(20);
  });
});
