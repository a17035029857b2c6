import type { FrameLocator, Page } from '@playwright/test';
import { expect, restingContext, restingPage, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn, memberGet, minorUnits, sessionToken } from './support/wallet.ts';

/**
 * A member plays both house games for real balance inside the lobby's game
 * frame, comes back to a correct balance, and finds the rounds in the betting record. The games
 * are served by our own studio through the seamless-wallet API, like any vendor's.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // Its own accounts server (test challenges for the login's human check), apart from the others.
  server = await startAccountsServer(E2E_PORT + 7);
  page = await restingPage(browser);
  await logIn(page, server.baseUrl);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

async function walletMinor(): Promise<number> {
  return walletMinorOf(page);
}

async function walletMinorOf(member: Page): Promise<number> {
  const token = await sessionToken(member);
  const value = await memberGet<{ sumBalance: string }>(server.baseUrl, token, '/wps/v2/wallets/balance');
  return minorUnits(value.sumBalance);
}

interface Round {
  readonly stake: number;
  readonly win: number;
  readonly net: number;
}

/** One round, as the player reads it off the game's result panel. */
async function playRound(game: FrameLocator, action: 'Spin' | 'Roll'): Promise<Round> {
  const play = game.getByRole('button', { name: action, exact: true });
  await expect(play).toBeEnabled();
  const rounds = game
    .getByRole('region', { name: 'Your rounds' })
    .getByRole('listitem')
    .filter({ hasText: /Stake/ });
  const before = await rounds.count();
  await play.click();
  // The history gains a line once the round is settled.
  await expect(rounds).toHaveCount(before + 1);
  const result = game.getByRole('region', { name: 'Net result' });
  const read = async (id: string) => minorUnits((await result.locator(id).textContent()) ?? '');
  return { stake: await read('#r-stake'), win: await read('#r-win'), net: await read('#r-net') };
}

async function playHotGame(name: string, action: 'Spin' | 'Roll'): Promise<Round> {
  await page.goto(`${server.baseUrl}/m/home`);
  const tile = page.getByRole('list', { name: 'Hot games' }).getByRole('button', { name: `Play ${name}` });
  await tile.click();
  const frame = page.getByRole('dialog', { name });
  // The lobby under the game is out of reach (no tap, no focus, no screen reader) until it closes.
  await expect(frame).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  const game = frame.frameLocator('iframe');
  const round = await playRound(game, action);
  // The close corner sits beside the game's page, never on top of its controls.
  const close = frame.getByRole('button', { name: `Close ${name}` });
  const closeBox = await close.boundingBox();
  const pageBox = await frame.locator('iframe').boundingBox();
  expect(closeBox && pageBox && closeBox.y + closeBox.height <= pageBox.y).toBe(true);
  await close.click();
  await expect(frame).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Focus returns to the tile that opened the game.
  await expect(tile).toBeFocused();
  return round;
}

for (const [name, action] of [
  ['Spirit Fruits', 'Spin'],
  ['Classic Dice', 'Roll'],
] as const) {
  test(`plays ${name} for real balance and comes back to the balance the game left`, async () => {
    const before = await walletMinor();
    const round = await playHotGame(name, action);
    expect(round.stake).toBeGreaterThan(0);
    expect(round.net).toBe(round.win - round.stake);
    const after = await walletMinor();
    expect(after).toBe(before - round.stake + round.win);
    // The lobby header shows the whole units of that same balance, thousands-separated.
    const whole = Math.floor(after / 100).toLocaleString('en-US');
    await expect(page.getByRole('banner')).toContainText(whole);
  });
}

/** The slot as a phone player meets it, in English light and Urdu dark. */
const SLOT_LOOK = {
  EN: {
    theme: 'light',
    hotGames: 'Hot games',
    play: 'Play Spirit Fruits',
    spin: 'Spin',
    reels: 'Reels',
    result: 'Net result',
    outcomes: /^(You won|No win this round|Net loss|Stake returned)/,
    fairness: 'Fairness',
    verify: 'How fairness works',
  },
  UR: {
    theme: 'dark',
    hotGames: 'مقبول گیمز',
    play: 'Spirit Fruits کھیلیں',
    spin: 'گھمائیں',
    reels: 'ریلز',
    result: 'خالص نتیجہ',
    outcomes: /^(آپ جیتے|اس راؤنڈ میں کوئی جیت نہیں|خالص نقصان|داؤ واپس)/,
    fairness: 'منصفانہ کھیل',
    verify: 'منصفانہ کھیل کیسے کام کرتا ہے',
  },
} as const;

for (const language of ['EN', 'UR'] as const) {
  const look = SLOT_LOOK[language];
  test(`Spirit Fruits at a phone in ${language} ${look.theme}: the reels spin and stop in turn, then the outcome and balance show, and fairness unfolds`, async ({
    browser,
  }) => {
    const phone = await (await restingContext(browser, { viewport: { width: 360, height: 780 } })).newPage();
    try {
      await logIn(phone, server.baseUrl);
      await phone.evaluate(
        ([lang, theme]) => {
          // As the header's switches store them: local storage, and the cookies home is drawn from.
          localStorage.setItem('language', lang);
          localStorage.setItem('theme', theme);
          document.cookie = `ol_lang=${lang}; path=/m`;
          document.cookie = `ol_theme=${theme}; path=/m`;
        },
        [language, look.theme] as const,
      );
      await phone.goto(`${server.baseUrl}/m/home`);
      await phone.getByRole('list', { name: look.hotGames }).getByRole('button', { name: look.play }).click();
      const frame = phone.getByRole('dialog', { name: 'Spirit Fruits' });
      const game = frame.frameLocator('iframe');
      const spin = game.getByRole('button', { name: look.spin, exact: true });
      await expect(spin).toBeEnabled();
      await expect(game.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
      await expect(game.locator('body')).toHaveClass(new RegExp(`theme-${look.theme}`));
      const balance = game.locator('#balance');
      const before = minorUnits((await balance.textContent()) ?? '');
      const walletBefore = await walletMinorOf(phone);

      // Each reel's stops, in order, as the page shows them.
      const studio = await (await frame.locator('iframe').elementHandle())?.contentFrame();
      await studio?.evaluate(() => {
        const stops: number[] = [];
        Object.assign(window, { reelStops: stops });
        const reels = [...document.querySelectorAll('.reel')];
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const reel = record.target as Element;
            if (record.oldValue?.includes('spinning') && !reel.classList.contains('spinning')) {
              stops.push(reels.indexOf(reel));
            }
          }
        });
        for (const reel of reels) {
          observer.observe(reel, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
        }
      });
      const reels = game.getByRole('group', { name: look.reels });
      await spin.click();
      await expect(reels.locator('.reel.spinning')).toHaveCount(3);
      await expect(spin).toBeDisabled();
      await phone.screenshot({ path: test.info().outputPath(`slot-${language}-mid-spin.png`) });

      const result = game.getByRole('region', { name: look.result });
      await expect(result.locator('#headline')).toHaveText(look.outcomes);
      await expect(reels.locator('.reel.spinning')).toHaveCount(0);
      expect(await studio?.evaluate(() => (window as unknown as { reelStops: number[] }).reelStops)).toEqual([
        0, 1, 2,
      ]);
      // Nine symbols, each named, are what the server drew; the balance moved by exactly stake - win.
      await expect(reels.getByRole('img')).toHaveCount(9);
      const read = async (id: string) => minorUnits((await result.locator(id).textContent()) ?? '');
      const stake = await read('#r-stake');
      const win = await read('#r-win');
      await expect(balance).not.toHaveText(/…/);
      await expect
        .poll(async () => minorUnits((await balance.textContent()) ?? ''))
        .toBe(before - stake + win);
      expect(await walletMinorOf(phone)).toBe(walletBefore - stake + win);
      await expect(spin).toBeEnabled();
      await phone.screenshot({ path: test.info().outputPath(`slot-${language}-stopped.png`) });

      // Fairness is folded behind its button; the verify page is one tap away beside it.
      const fairness = game.getByRole('button', { name: look.fairness, exact: true });
      await expect(fairness).toHaveAttribute('aria-expanded', 'false');
      await expect(game.locator('#seed-hash')).toBeHidden();
      await expect(game.getByRole('link', { name: look.verify })).toBeVisible();
      await fairness.click();
      await expect(fairness).toHaveAttribute('aria-expanded', 'true');
      await expect(game.getByRole('region', { name: look.fairness }).locator('#seed-hash')).toHaveText(
        /^[0-9a-f]{64}$/,
      );
      await phone.screenshot({
        path: test.info().outputPath(`slot-${language}-fairness.png`),
        fullPage: true,
      });
    } finally {
      await phone.context().close();
    }
  });
}

test('finds both rounds in the betting record', async () => {
  await page.goto(`${server.baseUrl}/m/gameRecord`);
  await page.getByRole('radio', { name: 'Slots' }).check();
  const games = page.getByRole('list', { name: 'Slots' });
  await expect(games).toContainText('Spirit Fruits');
  await expect(games).toContainText('Classic Dice');
});
