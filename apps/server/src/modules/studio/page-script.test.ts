/**
 * The game page's own script, run in a DOM against the real server (its fetch goes through the
 * app), for a merchant whose currency has no decimals and one with two: it offers the session's
 * stakes, its dice preview pays at the currency's scale as the lobby shows money (symbol, separators), the stake the
 * player picked reaches the server as the exact decimal it was offered, and the round shows what the
 * wallet took and paid.
 */
import { decimalToMinor, formatMinor, type LaunchGameValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { PAGE_WAIT, openPageInDom, type PageInDom } from '../../test/page-dom.ts';
import { gameByCode, launch } from '../../test/seamless-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { STUDIO_TEXT } from './text.ts';

const T = STUDIO_TEXT.EN;

async function appWithScale(scale: number): Promise<TestContext> {
  const t = await createTestApp({ env: ACCOUNTS_ENV });
  // Before anything reads the merchant's currency (it is cached).
  await t.database.db
    .updateTable('merchant')
    .set({ currency_scale: scale })
    .where('code', '=', TEST_MERCHANT)
    .execute();
  return t;
}

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
