/**
 * The game page's own script, run in a DOM against the real server (its fetch goes through the
 * app), for a merchant whose currency has no decimals and one with two: it offers the session's
 * stakes, its dice preview pays at the currency's scale as the lobby shows money (symbol, separators), the stake the
 * player picked reaches the server as the exact decimal it was offered, and the round shows what the
 * wallet took and paid. The slot's reels spin from the tap and stop one after another on the
 * server's grid before the outcome and balance show (at once under reduced motion), and the
 * fairness panel is folded behind its button.
 */
import { decimalToMinor, formatMinor, type LaunchGameValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { PAGE_WAIT, openPageInDom, type PageInDom } from '../../test/page-dom.ts';
import { gameByCode, launch } from '../../test/seamless-helpers.ts';
import { createTestAppWithCurrencyScale } from '../../test/currency-scale.ts';
import type { TestContext } from '../../test/test-app.ts';
import { balanceOf, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { slotFromStops } from './engine/slot.ts';
import { SLOT_VECTORS, VECTOR_CLIENT_SEED, VECTOR_SEED_HASH, VECTOR_SERVER_SEED } from './engine/vectors.ts';
import { REEL_TIMING } from './page.ts';
import { STUDIO_TEXT } from './text.ts';
import { slotTheme } from './theme.ts';

const T = STUDIO_TEXT.EN;

const appWithScale = (scale: number) => createTestAppWithCurrencyScale(scale, { env: ACCOUNTS_ENV });

/** A funded player's dice page, open in a DOM, once the session is on it. */
async function dicePage(t: TestContext, fundedMinor: bigint) {
  const player = await newPlayer(t);
  await fund(t, player, fundedMinor);
  const launched = valueOf<LaunchGameValue>(await launch(t, player, await gameByCode(t, 'OLI', 'dice')));
  const page = await openPageInDom(t, launched.url);
  await vi.waitFor(() => expect(page.text('balance')).not.toBe('…'), PAGE_WAIT);
  return { player, page };
}

const playedStakes = (page: PageInDom) =>
  page.requests
    .filter((request) => request.method === 'POST' && request.url === '/studio/api/play')
    .map((request) => (request.body as { stake: string }).stake);

/** A round's headline never calls a loss a win: only a positive net reads "You won". */
function expectHeadlineMatches(page: PageInDom, win: string): void {
  if (/^¥[0,.]+$/.test(win)) {
    expect(page.text('headline')).toBe(T.noWin);
    expect(page.window.document.body.classList.contains('won')).toBe(false);
  } else {
    expect(page.text('headline')).toContain(T.wonNet);
    expect(page.text('r-net')).toMatch(/^\+¥/);
    expect(page.window.document.body.classList.contains('won')).toBe(true);
  }
}

describe('studio page script in a currency without decimals', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await appWithScale(0);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers whole stakes, previews a whole payout and plays the chosen stake', async () => {
    const { player, page } = await dicePage(t, 1_000_000n);
    try {
      expect(page.text('balance')).toBe('¥1,000,000');
      const stake = page.window.document.getElementById('stake') as unknown as {
        value: string;
        options: ArrayLike<{ value: string; textContent: string }>;
      };
      expect(Array.from(stake.options, (o) => o.value).slice(0, 3)).toEqual(['10', '50', '100']);
      expect(stake.value).toBe('100');
      // 100 at 50 % pays 100 * 0.99 / 0.5 = 198, a whole amount.
      expect(page.text('dice-preview')).toContain('¥198\u2069');
      page.fill('stake', '5000');
      expect(page.text('dice-preview')).toContain('¥9,900\u2069');

      page.click('play');
      await vi.waitFor(() => expect(page.text('r-stake')).toBe('¥5,000'), PAGE_WAIT);
      expect(playedStakes(page)).toEqual(['5000']);
      const win = page.text('r-win');
      expect(win).toMatch(/^¥[\d,]+$/);
      expectHeadlineMatches(page, win);
      expect((await balanceOf(t, player)).mainBalance).toBe(
        String(1_000_000 - 5000 + Number(win.replace(/[¥,]/g, ''))),
      );
    } finally {
      await page.close();
    }
  });
});

describe('studio page script in a currency with two decimals', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await appWithScale(2);
  });
  afterAll(async () => {
    await t.close();
  });

  it('previews the payout in cents with separators and plays the exact decimal stake', async () => {
    const { player, page } = await dicePage(t, 100_000_000n);
    try {
      expect(page.text('balance')).toBe('¥1,000,000.00');
      page.fill('stake', '100.00');
      page.fill('chance', '5');
      // 100.00 at 5 % pays 100 * 0.99 / 0.05 = 1,980.00.
      expect(page.text('dice-preview')).toContain('¥1,980.00\u2069');
      page.fill('chance', '95');

      page.click('play');
      await vi.waitFor(() => expect(page.text('r-stake')).toBe('¥100.00'), PAGE_WAIT);
      expect(playedStakes(page)).toEqual(['100.00']);
      const win = page.text('r-win');
      expect(win).toMatch(/^¥[\d,]+\.\d\d$/);
      expectHeadlineMatches(page, win);
      const paid = decimalToMinor(win.replace(/[¥,]/g, ''), 2) ?? -1n;
      expect((await balanceOf(t, player)).mainBalance).toBe(formatMinor(100_000_000n - 10_000n + paid, 2));
    } finally {
      await page.close();
    }
  });
});

/** A funded player's Spirit Fruits page, open in a DOM, once the session is on it. */
async function slotPage(t: TestContext, fundedMinor: bigint) {
  const player = await newPlayer(t);
  await fund(t, player, fundedMinor);
  const game = await gameByCode(t, 'OLS', 'spirit-fruits');
  const launched = valueOf<LaunchGameValue>(await launch(t, player, game));
  const page = await openPageInDom(t, launched.url);
  await vi.waitFor(() => expect(page.text('balance')).not.toBe('…'), PAGE_WAIT);
  return { player, page };
}

/**
 * The next round of every open slot session is the published vector round (nonce 5 of the vector
 * seed with client seed "lucky"), which wins: the test knows the grid the server will draw.
 */
async function nextRoundIsTheWinningVector(t: TestContext) {
  await t.database.db
    .updateTable('studio_session')
    .set({
      next_seed: VECTOR_SERVER_SEED,
      next_seed_hash: VECTOR_SEED_HASH,
      next_nonce: 5,
      client_seed: VECTOR_CLIENT_SEED,
    })
    .where('game_code', '=', 'spirit-fruits')
    .execute();
  const vector = SLOT_VECTORS.find((v) => v.nonce === 5);
  if (vector === undefined || vector.pay <= 100) throw new Error('the vector round no longer wins');
  return slotFromStops(vector.stops);
}

interface ReelStop {
  readonly reel: number;
  readonly at: number;
  readonly balance: string;
  readonly headline: string;
}

/** Every reel that stops spinning, in order, with what the page showed at that moment. */
function watchReels(page: PageInDom) {
  const doc = page.window.document;
  const stops: ReelStop[] = [];
  const started: number[] = [];
  const reels = [...doc.querySelectorAll('.reel')];
  const observer = new page.window.MutationObserver((records) => {
    for (const record of records) {
      const reel = reels.indexOf(record.target as never);
      const spinning = (record.target as unknown as { className: string }).className.includes('spinning');
      if (spinning && !started.includes(reel)) started.push(reel);
      if (!spinning && record.oldValue?.includes('spinning') === true) {
        stops.push({ reel, at: Date.now(), balance: page.text('balance'), headline: page.text('headline') });
      }
    }
  });
  for (const reel of reels)
    observer.observe(reel, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  return { stops, started, stop: () => observer.disconnect() };
}

/** The delays the page's script asks of setTimeout from now on. */
function watchTimers(page: PageInDom): number[] {
  const delays: number[] = [];
  const real = page.window.setTimeout.bind(page.window);
  Object.defineProperty(page.window, 'setTimeout', {
    configurable: true,
    value: (handler: () => void, ms = 0) => {
      delays.push(ms);
      return real(handler, ms);
    },
  });
  return delays;
}

/** The symbols on the page's reels, reel by reel: [glyph, spoken name]. */
const shownGrid = (page: PageInDom) =>
  [...page.window.document.querySelectorAll('.reel')].map((reel) =>
    [...reel.querySelectorAll('.cell')].map((cell) => [cell.textContent, cell.getAttribute('aria-label')]),
  );

describe('the slot page', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await appWithScale(2);
  });
  afterAll(async () => {
    await t.close();
  });
  const { glyphs, names } = slotTheme('spirit-fruits').symbols;

  it("spins the reels from the tap, stops them left to right on the server's grid, then shows the win and the new balance", async () => {
    const { player, page } = await slotPage(t, 100_000n);
    try {
      const expected = await nextRoundIsTheWinningVector(t);
      const before = page.text('balance');
      const reels = watchReels(page);
      const tappedAt = Date.now();
      page.click('play');
      expect(page.window.document.querySelectorAll('.reel.spinning')).toHaveLength(3);
      expect(page.disabled('play')).toBe(true);
      await vi.waitFor(() => expect(reels.stops).toHaveLength(3), PAGE_WAIT);
      await vi.waitFor(() => expect(page.text('headline')).toContain(T.wonNet), PAGE_WAIT);
      reels.stop();

      // One after another, from the left, about 1.5 s from the tap.
      expect(reels.stops.map((s) => s.reel)).toEqual([0, 1, 2]);
      const [first, second, last] = reels.stops as [ReelStop, ReelStop, ReelStop];
      expect(first.at - tappedAt).toBeGreaterThanOrEqual(REEL_TIMING.firstStopMs - 20);
      expect(second.at - first.at).toBeGreaterThanOrEqual(REEL_TIMING.stopGapMs - 20);
      expect(last.at - second.at).toBeGreaterThanOrEqual(REEL_TIMING.stopGapMs - 20);
      // While reels still spin, neither the outcome nor the new balance gives the result away.
      for (const stop of [first, second]) {
        expect(stop.balance).toBe(before);
        expect(stop.headline).toBe('');
      }

      // What shows is exactly the server's round: its grid, its winning lines, its money.
      expect(shownGrid(page)).toEqual(
        expected.grid.map((column) => column.map((symbol) => [glyphs[symbol], names.EN[symbol]])),
      );
      const lit = [...page.window.document.querySelectorAll('.payline.on')].map((line) => line.id);
      expect(lit).toEqual(expected.lines.map((line) => `payline-${line.line}`));
      expect(page.window.document.querySelectorAll('.cell.hit').length).toBeGreaterThanOrEqual(3);
      const stake = page.text('r-stake');
      const stakeMinor = decimalToMinor(stake.replace(/[¥,]/g, ''), 2) ?? 0n;
      const winMinor = (stakeMinor * BigInt(expected.pay)) / 100n;
      const shownMinor = (id: string) => decimalToMinor(page.text(id).replace(/[¥,+]/g, ''), 2);
      expect(shownMinor('r-win')).toBe(winMinor);
      expect(page.hasClass('win-banner', 'show')).toBe(true);
      expect(page.text('win-banner')).toContain(page.text('r-net'));
      expect(page.window.document.body.classList.contains('won')).toBe(true);
      const after = formatMinor(100_000n - stakeMinor + winMinor, 2);
      expect((await balanceOf(t, player)).mainBalance).toBe(after);
      expect(shownMinor('balance')).toBe(100_000n - stakeMinor + winMinor);
      expect(page.disabled('play')).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('shows the round at once under reduced motion: no spin, no waiting', async () => {
    const { page } = await slotPage(t, 100_000n);
    try {
      const expected = await nextRoundIsTheWinningVector(t);
      page.window.happyDOM.settings.device.prefersReducedMotion = 'reduce';
      const reels = watchReels(page);
      const delays = watchTimers(page);
      page.click('play');
      await vi.waitFor(() => expect(page.text('headline')).toContain(T.wonNet), PAGE_WAIT);
      reels.stop();
      expect(reels.started).toEqual([]);
      expect(delays.filter((ms) => ms >= 50)).toEqual([]);
      expect(shownGrid(page)).toEqual(
        expected.grid.map((column) => column.map((symbol) => [glyphs[symbol], names.EN[symbol]])),
      );
      expect(page.window.document.querySelectorAll('.reel.landed')).toHaveLength(0);
    } finally {
      await page.close();
    }
  });

  it('folds the fairness panel behind its button, with the verify page one tap away', async () => {
    const { page } = await slotPage(t, 100_000n);
    try {
      const toggle = page.window.document.getElementById('fair-toggle');
      expect(toggle?.textContent).toBe(T.fairnessButton);
      expect(toggle?.getAttribute('aria-expanded')).toBe('false');
      expect(toggle?.getAttribute('aria-controls')).toBe('fair-panel');
      expect(page.hidden('seed-hash')).toBe(true);
      expect(page.hidden('client-seed')).toBe(true);
      const verify = [...page.window.document.querySelectorAll('a')].find(
        (a) => a.textContent === T.fairness,
      );
      expect(verify?.getAttribute('href')).toMatch(/^\/studio\/verify\?/);
      expect(verify?.closest('[hidden]')).toBeNull();

      page.click('fair-toggle');
      expect(toggle?.getAttribute('aria-expanded')).toBe('true');
      expect(page.hidden('seed-hash')).toBe(false);
      expect(page.text('seed-hash')).toMatch(/^[0-9a-f]{64}$/);
      page.click('fair-toggle');
      expect(toggle?.getAttribute('aria-expanded')).toBe('false');
      expect(page.hidden('seed-hash')).toBe(true);
    } finally {
      await page.close();
    }
  });
});
