/**
 * The seamless wallet's cost budget: how many SQL statements (transaction control included) one
 * bet+win pair runs. The bench (scripts/bench/seamless-load.mjs) measures pairs per second on a busy
 * machine, which is noisy; this count is exact, so a change that adds reads or writes to the hot
 * path fails here. If a change needs more statements for correctness, raise the budget knowingly.
 *
 * SEAMLESS_STATEMENTS_DEBUG=1 prints the statements of one pair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp, createTestInstance } from '../../test/test-app.ts';

/**
 * Statements per bet+win pair (bet, win, their transactions' begin and commit). 32 since the bet
 * reads its game from the catalogue's cached copy (bet-games.ts), a win whose bet counted in no
 * bonus skips the bonus read after it (win.ts), and the ledger skips its replay read in the calls'
 * own transactions, whose stored answer fences the transfer ids (ledger.ts transferIdsFencedBy).
 */
const BUDGET_PER_PAIR = 32;
const PAIRS = 4;

/** The app that made the database, and a second instance on it whose every statement is counted. */
let base: TestContext;
let t: TestContext;
const statements: string[] = [];

beforeAll(async () => {
  base = await createTestApp({ env: ACCOUNTS_ENV });
  t = await createTestInstance(base, {}, (text) => statements.push(text));
});
afterAll(async () => {
  await t.close();
  await base.close();
});

async function pair(session: { playerId: string; sessionId: string }): Promise<void> {
  const betId = txId('budget-bet');
  const bet = await send(t, 'OLI', 'bet', {
    ...session,
    transactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount: '1.00',
    timestamp: Date.now(),
  });
  expect(bet.body.status).toBe('OK');
  const win = await send(t, 'OLI', 'win', {
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
    const { session } = await playerAtDice(t, 100_000n);
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
