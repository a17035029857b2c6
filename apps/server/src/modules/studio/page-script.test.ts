// @vitest-environment happy-dom
/**
 * The game page's own script, run in a DOM against the real server (its fetch goes through the
 * app), for a merchant whose currency has no decimals: it offers the session's whole stakes, its
 * dice preview pays in whole units, and a round shows the stake the wallet took.
 */
import { Script } from 'node:vm';
import type { LaunchGameValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { gameByCode, launch } from '../../test/seamless-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { STUDIO_JS_PATH } from './page.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  await t.database.db
    .updateTable('merchant')
    .set({ currency_scale: 0 })
    .where('code', '=', TEST_MERCHANT)
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** The page's fetch answered by the app itself. */
function serveFetchFromApp(): void {
  vi.stubGlobal(
    'fetch',
    async (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
      const answer = await t.app.inject({
        method: init.method as 'GET' | 'POST',
        url: path,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { json: () => Promise.resolve(answer.json()) };
    },
  );
}

/** The little of the DOM this test touches (the server's TypeScript has no DOM types). */
interface PageElement {
  textContent: string | null;
  readonly value: string;
  readonly options: ArrayLike<{ readonly value: string }>;
  click(): void;
}
const dom = globalThis as unknown as {
  readonly document: {
    getElementById(id: string): PageElement | null;
    readonly documentElement: { innerHTML: string };
  };
  readonly sessionStorage: { clear(): void };
};
const element = (id: string): PageElement => {
  const found = dom.document.getElementById(id);
  if (found === null) throw new Error(`no #${id} on the page`);
  return found;
};
const text = (id: string) => element(id).textContent ?? '';

describe('studio page script in a currency without decimals', () => {
  it('offers whole stakes, previews a whole payout and plays the chosen stake', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 1000n);
    const launched = valueOf<LaunchGameValue>(await launch(t, player, await gameByCode(t, 'OLI', 'dice')));
    const page = await t.app.inject({ method: 'GET', url: launched.url });
    // The page without its script and stylesheet: the script under test runs below, once.
    dom.document.documentElement.innerHTML = page.body
      .replace(/<script src=[^>]*><\/script>/, '')
      .replace(/<link rel="stylesheet"[^>]*>/, '');
    serveFetchFromApp();
    dom.sessionStorage.clear();
    const script = await t.app.inject({ method: 'GET', url: STUDIO_JS_PATH });
    new Script(script.body).runInThisContext();

    await vi.waitFor(() => expect(text('balance')).toContain('1,000'));
    const stake = element('stake');
    expect(Array.from(stake.options, (o) => o.value).slice(0, 3)).toEqual(['10', '50', '100']);
    expect(stake.value).toBe('100');
    // 100 at 50 % pays 100 * 0.99 / 0.5 = 198, a whole amount.
    expect(text('dice-preview')).toContain('198');
    expect(text('dice-preview')).not.toContain('198.');

    element('play').click();
    await vi.waitFor(() => expect(text('r-stake')).toBe('100'));
    const win = Number(text('r-win').replace(/,/g, ''));
    expect(text('r-win')).toMatch(/^[\d,]+$/);
    expect((await balanceOf(t, player)).mainBalance).toBe(String(1000 - 100 + win));
    vi.unstubAllGlobals();
  });
});
