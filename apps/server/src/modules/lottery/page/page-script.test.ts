/**
 * The lottery page's own script, run in a DOM against the real server (its fetch goes through the
 * app), framed by a stand-in lobby, for a merchant whose currency has two decimals and one with
 * none: a stake typed in the slip is read by the contract's rules at the merchant's scale (a
 * fraction of a minor unit is refused, never rounded), totals and potential wins read with
 * thousands separators at that scale, the order reaches the server with the exact decimal, and a
 * draw whose win is smaller than the stake reads as a net loss, never as a win.
 */
import { LOTTERY_FRAME_READY, LOTTERY_FRAME_SESSION } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV } from '../../../test/accounts-helpers.ts';
import { FAST, futureNumbers, openIssue, testClock } from '../../../test/lottery-helpers.ts';
import { PAGE_WAIT, openPageInDom, type PageInDom } from '../../../test/page-dom.ts';
import { createTestApp, TEST_MERCHANT, type TestContext } from '../../../test/test-app.ts';
import { balanceOf, fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { LOTTERY_TEXT } from './text.ts';

const T = LOTTERY_TEXT.EN;
/** The daily lottery: its limits (1.00 to 2000.00) fit a currency without decimals. */
const DAILY = 'lucky-28';
const FOREIGN_TOKEN = 'token-from-another-origin';

interface Setup {
  readonly t: TestContext;
  readonly clock: ReturnType<typeof testClock>;
}

async function appWithScale(scale: number): Promise<Setup> {
  const clock = testClock();
  const t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: clock.now } });
  // Before anything reads the merchant's currency (it is cached).
  await t.database.db
    .updateTable('merchant')
    .set({ currency_scale: scale })
    .where('code', '=', TEST_MERCHANT)
    .execute();
  clock.toSecond(1, 1);
  await t.app.lottery.tick();
  return { t, clock };
}

/** The page of `gameCode`, framed, with the player's session handed over by the lobby. */
async function openFor(t: TestContext, player: Player, gameCode: string): Promise<PageInDom> {
  const page = await openPageInDom(t, `/lottery/?code=${gameCode}&lang=EN`, { framed: true });
  expect(page.lobby?.posted).toEqual([{ type: LOTTERY_FRAME_READY }]);
  // A session offered from another origin is ignored (see the authorization check below).
  page.lobby?.send(
    { type: LOTTERY_FRAME_SESSION, token: FOREIGN_TOKEN, merchantCode: '' },
    'https://evil.example',
  );
  page.lobby?.send({ type: LOTTERY_FRAME_SESSION, token: player.token, merchantCode: TEST_MERCHANT });
  await vi.waitFor(() => expect(page.text('bet-type')).not.toBe(''), PAGE_WAIT);
  return page;
}

function addBet(page: PageInDom, betType: string, stake: string): void {
  page.fill('bet-type', betType);
  page.fill('stake', stake);
  page.click('add');
}

const orderBets = (page: PageInDom) =>
  page.requests
    .filter((request) => request.method === 'POST' && request.url === '/lgw/orders')
    .map((request) => (request.body as { bets: { betType: string; stake: string }[] }).bets);

describe('the lottery page in a currency with two decimals', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await appWithScale(2);
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('refuses a third decimal, sums the slip, places the exact decimals and shows a net loss as a loss', async () => {
    const { t, clock } = s;
    const player = await newPlayer(t);
    await fund(t, player, 50_000_000n);
    const issue = await openIssue(t, FAST);
    const numbers = await futureNumbers(t, FAST, issue.numero, 3);
    const page = await openFor(t, player, FAST);
    try {
      await vi.waitFor(() => expect(page.text('balance')).toBe('¥500,000.00'), PAGE_WAIT);
      expect(page.text('limits')).toContain('¥0.10 – ¥1,000.00');

      // A fraction of a cent is refused with the page's words, not rounded into the slip.
      addBet(page, 'BIG_SMALL', '1000.005');
      expect(page.text('notice')).toBe(T.invalidStake);
      expect(page.hasClass('notice', 'error')).toBe(true);
      expect(page.text('preview')).not.toContain(T.potentialWin);
      expect(page.text('slip')).toBe(T.slipEmpty);

      // The side the draw will take, and a number it will not: the order wins less than it stakes.
      const sum = numbers.reduce((a, b) => a + b, 0);
      const side = sum > 13.5 ? 'BIG' : 'SMALL';
      page.fill('stake', '1000');
      page.choose('sel-bs', side);
      expect(page.text('preview')).toContain(`${T.potentialWin} \u2066¥1,960.00\u2069`);
      page.click('add');
      expect(page.text('notice')).toBe('');
      const losing = `${((numbers[0] ?? 0) + 1) % 10}00`;
      page.fill('bet-type', 'STRAIGHT');
      page.fill('sel-number', losing);
      page.fill('stake', '999.99');
      page.click('add');
      expect(page.text('slip-total')).toBe('¥1,999.99');
      expect(page.text('slip')).toContain(`${T.potentialWin} \u2066¥979,990.20\u2069`);

      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      page.click('place');
      await vi.waitFor(() => expect(page.text('notice')).toBe(`${T.placed} ${issue.numero}`), PAGE_WAIT);
      expect(orderBets(page)).toEqual([
        [
          { betType: 'BIG_SMALL', selection: side, stake: '1000.00' },
          { betType: 'STRAIGHT', selection: losing, stake: '999.99' },
        ],
      ]);
      expect((await balanceOf(t, player)).mainBalance).toBe('498000.01');
      // Every signed call carried the lobby's token, none the one another origin offered.
      const tokens = new Set(page.requests.map((request) => request.headers.authorization));
      expect(tokens).toContain(player.token);
      expect(tokens).not.toContain(FOREIGN_TOKEN);

      // The draw: 1,960.00 won on 1,999.99 staked is a net loss, and reads as one.
      const ms = Date.parse(issue.drawsAt) - clock.now().getTime() + 1_000;
      clock.advance(ms);
      await t.app.lottery.tick();
      page.advanceClock(ms);
      await vi.waitFor(() => expect(page.text('headline')).toBe(T.netLoss), { timeout: 10_000 });
      expect(page.hasClass('result', 'won')).toBe(false);
    } finally {
      await page.close();
    }
  });
});

describe('the lottery page in a currency without decimals', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await appWithScale(0);
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('takes whole stakes only, shows whole amounts and places them as the server counts them', async () => {
    const { t } = s;
    const player = await newPlayer(t);
    await fund(t, player, 2_000_000n);
    const issue = await openIssue(t, DAILY);
    const page = await openFor(t, player, DAILY);
    try {
      // The scale is the merchant's (from its wallet), not the game's limits "1.00 - 2000.00".
      await vi.waitFor(() => expect(page.text('balance')).toBe('¥2,000,000'), PAGE_WAIT);
      expect(page.text('limits')).toContain('¥1 – ¥2,000');
      expect(page.text('slip-total')).toBe('¥0');

      addBet(page, 'ODD_EVEN', '1.5');
      expect(page.text('notice')).toBe(T.invalidStake);
      expect(page.text('slip')).toBe(T.slipEmpty);

      page.fill('stake', '1500');
      expect(page.text('preview')).toContain(`${T.potentialWin} \u2066¥2,940\u2069`);
      page.click('add');
      page.fill('stake', '500.00');
      page.click('add');
      expect(page.text('notice')).toBe('');
      expect(page.text('slip-total')).toBe('¥2,000');
      expect(page.text('slip')).toContain(`${T.stake} \u2066¥500\u2069`);

      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      page.click('place');
      await vi.waitFor(() => expect(page.text('notice')).toBe(`${T.placed} ${issue.numero}`), PAGE_WAIT);
      expect(orderBets(page)).toEqual([
        [
          { betType: 'ODD_EVEN', selection: 'ODD', stake: '1500' },
          { betType: 'ODD_EVEN', selection: 'ODD', stake: '500' },
        ],
      ]);
      expect((await balanceOf(t, player)).mainBalance).toBe('1998000');
      await vi.waitFor(() => expect(page.text('balance')).toBe('¥1,998,000'), PAGE_WAIT);
    } finally {
      await page.close();
    }
  });
});

describe('the lottery page without a game to bet on', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await appWithScale(2);
  });
  afterAll(async () => {
    await setup.t.close();
  });
  /** Framed by the lobby, which hands over a guest's (empty) session. */
  async function asGuestInLobby(url: string): Promise<PageInDom> {
    const page = await openPageInDom(setup.t, url, { framed: true });
    page.lobby?.send({ type: LOTTERY_FRAME_SESSION, token: '', merchantCode: '' });
    return page;
  }

  it.each([
    ['no code and no id', '/lottery/?lang=EN'],
    ['an unknown code', '/lottery/?code=no-such-game&lang=EN'],
    ['an id no game has', '/lottery/?gameId=987654&lang=EN'],
  ])('with %s shows that the lottery is unavailable and the way back, and no bet form', async (_, url) => {
    const page = await asGuestInLobby(url);
    try {
      await vi.waitFor(() => expect(page.text('notice')).toBe(T.noGame), PAGE_WAIT);
      expect(page.hidden('lobby-link')).toBe(false);
      for (const id of ['bet-form', 'bet-type', 'slip', 'place', 'countdown']) {
        expect(page.hidden(id), id).toBe(true);
      }
    } finally {
      await page.close();
    }
  });

  it('with a known game shows its bet form', async () => {
    const page = await asGuestInLobby(`/lottery/?code=${DAILY}&lang=EN`);
    try {
      await vi.waitFor(() => expect(page.text('bet-type')).not.toBe(''), PAGE_WAIT);
      expect(page.hidden('bet-form')).toBe(false);
      expect(page.hidden('lobby-link')).toBe(true);
    } finally {
      await page.close();
    }
  });
});
