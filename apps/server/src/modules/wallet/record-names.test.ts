/**
 * The records name each game as the lobby does, in the member's language: a transaction of a bet,
 * its win and its refund reads the game's name (the reference stays beside it), and the betting
 * record names the house lottery by the name its lottery lobby shows, in Urdu too.
 */
import type { BetSummaryValue, Language, MemberTransactionsValue } from '@openlobby/contract';
import { ApiHeader } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { FAST, openIssue, placeOrder, testClock } from '../../test/lottery-helpers.ts';
import { gameByCode, openSession, send, txId } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: clock.now } });
});
afterAll(async () => {
  await t.close();
});

async function funded(): Promise<Player> {
  const player = await newPlayer(t);
  await fund(t, player, 100_000n);
  return player;
}

const inLanguage = (player: Player, language: Language) => ({
  token: player.token,
  headers: { [ApiHeader.LANGUAGE]: language },
});

async function transactions(player: Player, language: Language) {
  const value = valueOf<MemberTransactionsValue>(
    await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, inLanguage(player, language)),
  );
  return value.content.map((row) => [row.txCode, row.gameName, row.reference]);
}

async function betNames(player: Player, language: Language) {
  const value = valueOf<BetSummaryValue>(
    await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, inLanguage(player, language)),
  );
  return value.rows.map((row) => row.gameName);
}

describe('records name the game in the member language', () => {
  it('names a vendor round on its bet, win and refund rows, keeping the reference', async () => {
    const dice = await gameByCode(t, 'OLI', 'dice');
    const player = await funded();
    const session = await openSession(t, player, dice);
    const round = (id: string) => ({ roundId: `round-${id}`, gameCode: 'dice', timestamp: Date.now() });
    const settle = (bet: string, id: string) => ({
      ...round(bet),
      playerId: session.playerId,
      transactionId: id,
      betTransactionId: bet,
    });
    const won = txId('bet');
    const answers = [
      await send(t, 'OLI', 'bet', { ...session, ...round(won), transactionId: won, amount: '10.00' }),
      await send(t, 'OLI', 'win', { ...settle(won, txId('win')), amount: '20.00' }),
    ];
    const rolledBack = txId('bet');
    answers.push(
      await send(t, 'OLI', 'bet', {
        ...session,
        ...round(rolledBack),
        transactionId: rolledBack,
        amount: '5.00',
      }),
      await send(t, 'OLI', 'rollback', settle(rolledBack, txId('rb'))),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual(['OK', 'OK', 'OK', 'OK']);

    const english = await transactions(player, 'EN');
    const games = english.filter(([code]) => code === 'BET' || code === 'WIN' || code === 'REFUND');
    expect(games.map(([code]) => code).sort()).toEqual(['BET', 'BET', 'REFUND', 'WIN']);
    expect(new Set(games.map(([, name]) => name))).toEqual(new Set(['Classic Dice']));
    expect(games.every(([, , reference]) => reference?.startsWith('OLI:round-'))).toBe(true);
    // A deposit is no game's.
    expect(english.find(([code]) => code === 'DEPOSIT' || code === 'ADJUSTMENT')?.[1]).toBeNull();

    const urdu = await transactions(player, 'UR');
    const urduGames = urdu.filter(([code]) => code === 'BET' || code === 'WIN' || code === 'REFUND');
    expect(new Set(urduGames.map(([, name]) => name))).toEqual(new Set(['کلاسک ڈائس']));
    expect(await betNames(player, 'UR')).toEqual(['کلاسک ڈائس']);
  });

  it('names the house lottery as its lottery lobby does, in English and Urdu', async () => {
    clock.toSecond(1, 1);
    await t.app.lottery.tick();
    const issue = await openIssue(t, FAST);
    const player = await funded();
    valueOf(
      await placeOrder(t, player, issue.numero, [{ betType: 'ODD_EVEN', selection: 'ODD', stake: '1.00' }]),
    );

    const lobby = async (language: Language) =>
      valueOf<{ list: { gameCode: string; name: string }[] }>(
        await call(t, 'GET', '/lgw/games', {}, { headers: { [ApiHeader.LANGUAGE]: language } }),
      ).list.find((game) => game.gameCode === FAST)?.name;
    const english = await lobby('EN');
    const urdu = await lobby('UR');
    expect(urdu).not.toBe(english);

    expect(await betNames(player, 'EN')).toEqual([english]);
    expect(await betNames(player, 'UR')).toEqual([urdu]);
    expect(await transactions(player, 'UR')).toContainEqual(['BET', urdu, `${FAST}:${issue.numero}`]);
  });
});
