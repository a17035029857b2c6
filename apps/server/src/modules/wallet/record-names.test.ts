/**
 * The records name each game as the lobby does, in the member's language: a transaction of a bet,
 * its win and its refund reads the game's name (the reference stays beside it), and the betting
 * record names the house lottery by the name its lottery lobby shows, in Urdu too.
 */
import type { BetSummaryValue, Language, MemberTransactionsValue } from '@openlobby/contract';
import { ApiHeader } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { FAST, freshIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { gameByCode, openSession, send, txId } from '../../test/seamless-helpers.ts';
import type { Player } from '../../test/wallet-helpers.ts';

const setup = appOnTestClock();
const { clock } = setup;

const inLanguage = (player: Player, language: Language) => ({
  token: player.token,
  headers: { [ApiHeader.LANGUAGE]: language },
});

async function transactions(player: Player, language: Language) {
  const value = valueOf<MemberTransactionsValue>(
    await call(setup.t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, inLanguage(player, language)),
  );
  return value.content.map((row) => [row.txCode, row.gameName, row.reference]);
}

async function betNames(player: Player, language: Language) {
  const value = valueOf<BetSummaryValue>(
    await call(setup.t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, inLanguage(player, language)),
  );
  return value.rows.map((row) => row.gameName);
}

describe('records name the game in the member language', () => {
  it('names a vendor round on its bet, win and refund rows, keeping the reference', async () => {
    const dice = await gameByCode(setup.t, 'OLI', 'dice');
    const player = await setup.funded(100_000n);
    const session = await openSession(setup.t, player, dice);
    const round = (id: string) => ({ roundId: `round-${id}`, gameCode: 'dice', timestamp: Date.now() });
    const settle = (bet: string, id: string) => ({
      ...round(bet),
      playerId: session.playerId,
      transactionId: id,
      betTransactionId: bet,
    });
    const won = txId('bet');
    const answers = [
      await send(setup.t, 'OLI', 'bet', { ...session, ...round(won), transactionId: won, amount: '10.00' }),
      await send(setup.t, 'OLI', 'win', { ...settle(won, txId('win')), amount: '20.00' }),
    ];
    const rolledBack = txId('bet');
    answers.push(
      await send(setup.t, 'OLI', 'bet', {
        ...session,
        ...round(rolledBack),
        transactionId: rolledBack,
        amount: '5.00',
      }),
      await send(setup.t, 'OLI', 'rollback', settle(rolledBack, txId('rb'))),
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
    const issue = await freshIssue(setup.t, clock);
    const player = await setup.funded(100_000n);
    valueOf(
      await placeOrder(setup.t, player, issue.numero, [
        { betType: 'ODD_EVEN', selection: 'ODD', stake: '1.00' },
      ]),
    );

    const lobby = async (language: Language) =>
      valueOf<{ list: { gameCode: string; name: string }[] }>(
        await call(setup.t, 'GET', '/lgw/games', {}, { headers: { [ApiHeader.LANGUAGE]: language } }),
      ).list.find((game) => game.gameCode === FAST)?.name;
    const english = await lobby('EN');
    const urdu = await lobby('UR');
    expect(urdu).not.toBe(english);

    expect(await betNames(player, 'EN')).toEqual([english]);
    expect(await betNames(player, 'UR')).toEqual([urdu]);
    expect(await transactions(player, 'UR')).toContainEqual(['BET', urdu, `${FAST}:${issue.numero}`]);
  });
});
