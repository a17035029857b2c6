/**
 * The studio counts money in the member's currency, whatever its scale: for a merchant whose
 * currency has no decimals the stakes, bets and wins are whole units the seamless wallet accepts,
 * and the wallet ends on exactly stake - win, on SQLite and PostgreSQL. The scale is the one
 * authenticate states, never guessed from how a wallet writes a balance.
 */
import type { LaunchGameValue, StudioRound, StudioSessionValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { gameByCode, launch } from '../../test/seamless-helpers.ts';
import { fakeWallet } from '../../test/studio-fake-wallet.ts';
import { createTestAppWithCurrencyScale } from '../../test/currency-scale.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { createStudioRepository } from './repository.ts';
import { createStudioService } from './service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestAppWithCurrencyScale(0, { env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

interface Answer<T> {
  readonly status: number;
  readonly body: { success: boolean; value: T; code?: string };
}

async function studioCall<T>(url: string, token: string | null, payload: object): Promise<Answer<T>> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: token === null ? {} : { 'x-studio-session': token },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function openGame(player: Player, vendor: 'OLS' | 'OLI', gameCode: string) {
  const launched = valueOf<LaunchGameValue>(await launch(t, player, await gameByCode(t, vendor, gameCode)));
  const url = new URL(launched.url, 'https://lobby.example');
  const answer = await studioCall<StudioSessionValue>('/studio/api/session', null, {
    launchToken: url.searchParams.get('launch'),
    engine: url.pathname.split('/')[2],
    gameCode: url.searchParams.get('game'),
  });
  return answer.body.value;
}

const whole = (amount: string) => {
  expect(amount).toMatch(/^[+-]?\d+$/);
  return Number(amount);
};

describe('studio in a currency without decimals', () => {
  it('offers whole stakes, and its bets and wins move the wallet by exactly stake - win', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 1000n);
    const slot = await openGame(player, 'OLS', 'spirit-fruits');
    expect(slot).toMatchObject({ balance: '1000', currencyScale: 0 });
    expect(slot.stakes.slice(0, 3)).toEqual(['20', '40', '100']);
    const dice = await openGame(player, 'OLI', 'dice');

    const rounds: StudioRound[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await studioCall<{ round: StudioRound; session: StudioSessionValue }>(
        '/studio/api/play',
        slot.sessionToken,
        { stake: '40' },
      );
      expect(answer.body.success).toBe(true);
      rounds.push(answer.body.value.round);
    }
    const rolled = await studioCall<{ round: StudioRound; session: StudioSessionValue }>(
      '/studio/api/play',
      dice.sessionToken,
      { stake: '50', dice: { chance: 3300, direction: 'under' } },
    );
    expect(rolled.body.success).toBe(true);
    rounds.push(rolled.body.value.round);

    let expected = 1000;
    for (const round of rounds) {
      expect(round.status).toBe('settled');
      expect(whole(round.net)).toBe(whole(round.win) - whole(round.stake));
      expected += whole(round.win) - whole(round.stake);
    }
    expect((await balanceOf(t, player)).mainBalance).toBe(String(expected));
    expect(rolled.body.value.session.balance).toBe(String(expected));
    await expectReconciled(t);
  });
});

describe('studio against a wallet that writes balances without trailing zeros', () => {
  it('stakes and pays at the decimals authenticate states, not at the ones a balance shows', async () => {
    // 12.500 in a three-decimal currency, written "12.5": the text alone says one decimal.
    const wallet = fakeWallet(12_500, { decimals: 3, trimZeros: true });
    const studio = createStudioService({
      repo: createStudioRepository(t.database.db),
      wallet,
      now: () => new Date(),
    });
    const session = await studio.start({
      launchToken: wallet.issueLaunchToken(),
      engine: 'slot',
      gameCode: 'golden-dragon',
    });
    expect(session).toMatchObject({ currencyScale: 3, balance: '12.500' });
    expect(session.stakes.slice(0, 3)).toEqual(['0.020', '0.040', '0.100']);

    const { round, session: after } = await studio.play(session.sessionToken, { stake: '0.100' });
    expect(wallet.calls[0]).toMatch(/^bet \S+ 0\.100$/);
    expect(round.stake).toBe('0.100');
    const won = Number(round.win.replace('.', ''));
    expect(wallet.balanceMinor).toBe(12_500 - 100 + won);
    expect(after.balance).toBe(((12_500 - 100 + won) / 1000).toFixed(3));
  });
});
