/**
 * The lottery page's own script, run in a DOM against the real server (its fetch goes through the
 * app), framed by a stand-in lobby, for a merchant whose currency has two decimals and one with
 * none: the selection is picked by tapping balls (toggle buttons named in the page's language), a
 * stake typed in the slip is read by the contract's rules at the merchant's scale (a fraction of a
 * minor unit is refused, never rounded), totals and potential wins read with thousands separators
 * at that scale, the order reaches the server with the exact decimal, the confirmation and the
 * draw's outcome show beside the Place button, an order reads as pending until its draw settles
 * it, and a draw whose win is smaller than the stake reads as a net loss, never as a win.
 */
import { LOTTERY_FRAME_READY, LOTTERY_FRAME_SESSION } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV } from '../../../test/accounts-helpers.ts';
import { FAST, FIVE, futureNumbers, openIssue, testClock } from '../../../test/lottery-helpers.ts';
import { PAGE_WAIT, openPageInDom, type PageInDom } from '../../../test/page-dom.ts';
import { createTestAppWithCurrencyScale } from '../../../test/currency-scale.ts';
import { TEST_MERCHANT, type TestContext } from '../../../test/test-app.ts';
import { balanceOf, fund, newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { LOTTERY_TEXT } from './text.ts';

const T = LOTTERY_TEXT.EN;
const U = LOTTERY_TEXT.UR;
/** Numbers and amounts inside a sentence are isolated left to right. */
const iso = (text: string) => `\u2066${text}\u2069`;
/** The daily lottery: its limits (1.00 to 2000.00) fit a currency without decimals. */
const DAILY = 'lucky-28';
const FOREIGN_TOKEN = 'token-from-another-origin';

interface Setup {
  readonly t: TestContext;
  readonly clock: ReturnType<typeof testClock>;
}

async function appWithScale(scale: number): Promise<Setup> {
  const clock = testClock();
  // Away from the daily draw (12:00 UTC, closing a minute before): a run near noon would find
  // the daily issue already closed.
  clock.advance(msUntilHourUtc(clock.now(), 6));
  const t = await createTestAppWithCurrencyScale(scale, { env: ACCOUNTS_ENV, accounts: { now: clock.now } });
  clock.toSecond(1, 1);
  await t.app.lottery.tick();
  return { t, clock };
}

/** From `now` to the next time the UTC clock reads `hour`:00. */
function msUntilHourUtc(now: Date, hour: number): number {
  const next = new Date(now);
  next.setUTCHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** The page of `gameCode`, framed, with the player's session handed over by the lobby. */
async function openFor(
  t: TestContext,
  player: Player,
  gameCode: string,
  lang: 'EN' | 'UR' = 'EN',
): Promise<PageInDom> {
  const page = await openPageInDom(t, `/lottery/?code=${gameCode}&lang=${lang}`, { framed: true });
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

/** The selection's balls, each as its accessible name (its label, else its face). */
function balls(page: PageInDom) {
  return [...page.window.document.querySelectorAll('#selection button')].map((ball) => ({
    ball: ball as unknown as { click(): void; getAttribute(name: string): string | null },
    name: ball.getAttribute('aria-label') ?? ball.textContent,
  }));
}

/** Taps the balls named `names`, in order, as a finger would. */
function tap(page: PageInDom, ...names: string[]): void {
  for (const name of names) {
    const found = balls(page).find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`no ball named ${name}`);
    found.ball.click();
  }
}

const pressedBalls = (page: PageInDom) =>
  balls(page)
    .filter((candidate) => candidate.ball.getAttribute('aria-pressed') === 'true')
    .map((candidate) => candidate.name);

/** Records which elements the page scrolled into view. */
function scrolledIntoView(page: PageInDom): string[] {
  const scrolled: string[] = [];
  page.window.HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: { id: string }) {
    scrolled.push(this.id);
  };
  return scrolled;
}

/** The first order's one-line summary in My orders, and the class of its state. */
function firstOrder(page: PageInDom) {
  const summary = page.window.document.querySelector('#orders summary');
  return {
    text: summary?.textContent ?? '',
    state: summary?.querySelector('[class^=status-]')?.className ?? '',
  };
}

/** Moves the server and the page past the issue's draw and lets the engine draw it. */
async function drawIssue(s: Setup, page: PageInDom, drawsAt: string): Promise<void> {
  const ms = Date.parse(drawsAt) - s.clock.now().getTime() + 1_000;
  s.clock.advance(ms);
  await s.t.app.lottery.tick();
  page.advanceClock(ms);
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
    const { t } = s;
    const player = await newPlayer(t);
    await fund(t, player, 50_000_000n);
    const issue = await openIssue(t, FAST);
    const numbers = await futureNumbers(t, FAST, issue.numero, 3);
    const page = await openFor(t, player, FAST);
    try {
      await vi.waitFor(() => expect(page.text('balance')).toBe('¥500,000.00'), PAGE_WAIT);
      expect(page.text('limits')).toContain('¥0.10 – ¥1,000.00');

      // The side the draw will take, and a number it will not: the order wins less than it stakes.
      const sum = numbers.reduce((a, b) => a + b, 0);
      const side = sum > 13.5 ? 'BIG' : 'SMALL';
      page.fill('bet-type', 'BIG_SMALL');
      tap(page, side === 'BIG' ? T.big : T.small);
      // A fraction of a cent is refused with the page's words beside the Add button, not rounded.
      page.fill('stake', '1000.005');
      page.click('add');
      expect(page.text('preview')).toBe(T.invalidStake);
      expect(page.hasClass('preview', 'error')).toBe(true);
      expect(page.text('slip')).toBe(T.slipEmpty);

      page.fill('stake', '1000');
      expect(page.text('preview')).toContain(`${T.potentialWin} \u2066¥1,960.00\u2069`);
      page.click('add');
      const first = (numbers[0] ?? 0) + 1;
      const losing = `${first % 10}00`;
      page.fill('bet-type', 'STRAIGHT');
      tap(page, `${T.position} 1: ${first % 10}`, `${T.position} 2: 0`, `${T.position} 3: 0`);
      page.fill('stake', '999.99');
      page.click('add');
      expect(page.text('slip-total')).toBe('¥1,999.99');
      expect(page.text('slip')).toContain(`${T.potentialWin} \u2066¥979,990.20\u2069`);

      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      const scrolled = scrolledIntoView(page);
      page.click('place');
      // The confirmation is where the player looks: the line right under the Place button, brought
      // into view; the status line at the top of the frame does not carry it.
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${T.placed} ${iso(issue.numero)}`),
        PAGE_WAIT,
      );
      expect(page.window.document.getElementById('place')?.nextElementSibling?.id).toBe('slip-status');
      expect(page.window.document.getElementById('slip-status')?.getAttribute('role')).toBe('status');
      expect(scrolled).toEqual(['slip-status']);
      expect(page.text('notice')).not.toContain(T.placed);
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

      await vi.waitFor(() => expect(firstOrder(page).text).toContain(T.pending), PAGE_WAIT);

      // The draw: 1,960.00 won on 1,999.99 staked is a net loss, and reads as one, beside the
      // slip too; the order now shows what it won, not in the colour of a win.
      expect(s.clock.now().getTime()).toBeLessThan(Date.parse(issue.drawsAt));
      await drawIssue(s, page, issue.drawsAt);
      await vi.waitFor(() => expect(page.text('headline')).toBe(T.netLoss), { timeout: 10_000 });
      expect(page.hasClass('result', 'won')).toBe(false);
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${T.issue} ${iso(issue.numero)}: ${T.netLoss}`),
        PAGE_WAIT,
      );
      await vi.waitFor(
        () => expect(firstOrder(page).text).toContain(`${T.win} ${iso('¥1,960.00')}`),
        PAGE_WAIT,
      );
      expect(firstOrder(page).text).not.toContain(T.pending);
      expect(firstOrder(page).state).toBe('status-lost');
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

      page.fill('bet-type', 'ODD_EVEN');
      tap(page, T.odd);
      page.fill('stake', '1.5');
      page.click('add');
      expect(page.text('preview')).toBe(T.invalidStake);
      expect(page.text('slip')).toBe(T.slipEmpty);

      page.fill('stake', '1500');
      expect(page.text('preview')).toContain(`${T.potentialWin} \u2066¥2,940\u2069`);
      page.click('add');
      // Added: the balls are free for the next bet, which needs its own tap.
      expect(pressedBalls(page)).toEqual([]);
      page.fill('stake', '500.00');
      page.click('add');
      expect(page.text('preview')).toBe(T.invalidSelection);
      tap(page, T.odd);
      page.click('add');
      expect(page.text('slip-total')).toBe('¥2,000');
      expect(page.text('slip')).toContain(`${T.stake} \u2066¥500\u2069`);

      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      page.click('place');
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${T.placed} ${iso(issue.numero)}`),
        PAGE_WAIT,
      );
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

describe('the lottery page picked on balls, in Urdu', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await appWithScale(2);
  });
  afterAll(async () => {
    await s.t.close();
  });

  it('builds each bet from the balls tapped, places them, and shows the order pending, then lost', async () => {
    const { t } = s;
    const player = await newPlayer(t);
    await fund(t, player, 1_000_000n);
    const issue = await openIssue(t, FAST);
    const numbers = await futureNumbers(t, FAST, issue.numero, 3);
    const page = await openFor(t, player, FAST, 'UR');
    try {
      await vi.waitFor(() => expect(page.text('balance')).toBe('¥10,000.00'), PAGE_WAIT);
      page.fill('stake', '2.00');

      // STRAIGHT: one ball per position, a second tap in a row takes the first one's place.
      page.fill('bet-type', 'STRAIGHT');
      expect(balls(page)).toHaveLength(30);
      expect(page.text('preview')).toBe(U.pickHint);
      const miss = (digit: number) => (digit + 5) % 10;
      const [a = 0, b = 0, c = 0] = numbers.map(miss);
      tap(page, `${U.position} 1: ${(a + 1) % 10}`, `${U.position} 1: ${a}`, `${U.position} 2: ${b}`);
      expect(pressedBalls(page)).toEqual([`${U.position} 1: ${a}`, `${U.position} 2: ${b}`]);
      expect(page.text('preview')).toBe(U.pickHint);
      tap(page, `${U.position} 3: ${c}`);
      expect(page.text('preview')).toContain(U.potentialWin);
      page.click('add');

      // POSITION: one ball in all; a second tap anywhere moves the pick.
      page.fill('bet-type', 'POSITION');
      tap(page, `${U.position} 2: 5`, `${U.position} 3: ${miss(numbers[2] ?? 0)}`);
      expect(pressedBalls(page)).toEqual([`${U.position} 3: ${miss(numbers[2] ?? 0)}`]);
      page.click('add');

      // A side, named in Urdu; a second tap releases it.
      page.fill('bet-type', 'BIG_SMALL');
      const sum = numbers.reduce((x, y) => x + y, 0);
      const loser = sum > 13.5 ? U.small : U.big;
      tap(page, loser, loser);
      expect(pressedBalls(page)).toEqual([]);
      tap(page, loser);
      page.click('add');

      page.fill('bet-type', 'ODD_EVEN');
      tap(page, sum % 2 === 1 ? U.even : U.odd);
      page.click('add');

      // The slip reads in Urdu: no BIG or SMALL left in English.
      expect(page.text('slip')).toContain(loser);
      expect(page.text('slip')).not.toMatch(/BIG|SMALL/);
      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      page.click('place');
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${U.placed} ${iso(issue.numero)}`),
        PAGE_WAIT,
      );
      expect(orderBets(page)).toEqual([
        [
          { betType: 'STRAIGHT', selection: `${a}${b}${c}`, stake: '2.00' },
          { betType: 'POSITION', selection: `3:${miss(numbers[2] ?? 0)}`, stake: '2.00' },
          { betType: 'BIG_SMALL', selection: sum > 13.5 ? 'SMALL' : 'BIG', stake: '2.00' },
          { betType: 'ODD_EVEN', selection: sum % 2 === 1 ? 'EVEN' : 'ODD', stake: '2.00' },
        ],
      ]);

      // Before the draw the order waits for it; it never reads as a win of nothing.
      await vi.waitFor(() => expect(firstOrder(page).text).toContain(U.pending), PAGE_WAIT);
      expect(firstOrder(page).text).not.toContain(U.win);
      expect(firstOrder(page).state).toBe('status-placed');

      await drawIssue(s, page, issue.drawsAt);
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${U.issue} ${iso(issue.numero)}: ${U.noWin}`),
        { timeout: 10_000 },
      );
      await vi.waitFor(() => expect(firstOrder(page).text).toContain(U.statusLost), PAGE_WAIT);
      expect(firstOrder(page).text).not.toContain(U.pending);
      expect(firstOrder(page).state).toBe('status-lost');
    } finally {
      await page.close();
    }
  });

  it('offers every sum of a five-digit game as a ball and bets on the one tapped', async () => {
    const { t } = s;
    const player = await newPlayer(t);
    await fund(t, player, 100_000n);
    const issue = await openIssue(t, FIVE);
    const page = await openFor(t, player, FIVE, 'UR');
    try {
      page.fill('bet-type', 'SUM');
      expect(balls(page).map((ball) => ball.name)).toEqual(
        Array.from({ length: 46 }, (_, sum) => `${U.sum} ${sum}`),
      );
      tap(page, `${U.sum} 45`);
      page.fill('stake', '0.50');
      page.click('add');
      await vi.waitFor(() => expect(page.disabled('place')).toBe(false), PAGE_WAIT);
      page.click('place');
      await vi.waitFor(
        () => expect(page.text('slip-status')).toBe(`${U.placed} ${iso(issue.numero)}`),
        PAGE_WAIT,
      );
      expect(orderBets(page)).toEqual([[{ betType: 'SUM', selection: '45', stake: '0.50' }]]);
    } finally {
      await page.close();
    }
  });
});
