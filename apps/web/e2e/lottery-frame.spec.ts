import type { FrameLocator, Page } from '@playwright/test';
import { expect, restingContext, test } from './support/test.ts';
import { auditState, preloadAxe } from './support/a11yAudit.ts';
import { startAccountsServer } from './support/accounts.ts';
import { setTextSize } from './support/a11yLayout.ts';
import { chooseUrdu } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { logIn } from './support/wallet.ts';

/**
 * The house lottery's frame at a phone viewport, in English (light) and Urdu (dark): the player
 * picks numbers by tapping balls (toggle buttons named in the page's language), adds the bet and
 * places it; the confirmation appears beside the Place button, in view, and the order reads as
 * waiting for its draw, never as "Win 0.00". Neither language scrolls sideways, at 360 px or at
 * 200 % text.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 780 } });

let server: ExtraServer;

test.beforeAll(async () => {
  // NODE_ENV development starts the lottery engine, so issues open and draw as in production.
  server = await startAccountsServer(E2E_PORT + 47, { env: { NODE_ENV: 'development' } });
});

test.afterAll(async () => {
  await server?.stop();
});

const TEXT = {
  EN: {
    lottery: '3-Digit Draw · Every Minute',
    betType: /Bet type/,
    straight: 'Straight',
    ball: (position: number, digit: number) => `Position ${position}: ${digit}`,
    stake: /Stake/,
    add: 'Add to slip',
    place: 'Place order',
    placed: 'Order placed for issue',
    pending: 'Pending draw',
    win: 'Win',
  },
  UR: {
    lottery: '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
    betType: /شرط کی قسم/,
    straight: 'سیدھا نمبر',
    ball: (position: number, digit: number) => `مقام ${position}: ${digit}`,
    stake: /داؤ/,
    add: 'سلپ میں شامل کریں',
    place: 'آرڈر دیں',
    placed: 'آرڈر دیا گیا، قرعہ',
    pending: 'قرعہ اندازی کا انتظار',
    win: 'جیت',
  },
} as const;

async function member(
  browser: Parameters<typeof restingContext>[0],
  language: 'EN' | 'UR',
  theme: 'light' | 'dark',
): Promise<Page> {
  const context = await restingContext(browser);
  await preloadAxe(context);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  await logIn(page, server.baseUrl);
  if (language === 'UR') await chooseUrdu(page);
  return page;
}

/** Waits until the open issue leaves time to bet (the fast game closes 5 s before the minute). */
async function waitForBettingTime(frame: FrameLocator): Promise<void> {
  await expect
    .poll(
      async () => {
        const [mm = '0', ss = '0'] = ((await frame.getByRole('timer').textContent()) ?? '').split(':');
        return Number(mm) * 60 + Number(ss);
      },
      { timeout: 35_000 },
    )
    .toBeGreaterThan(15);
}

/** What sticks out sideways in the lottery frame: nothing when it does not scroll sideways. */
async function frameSideways(page: Page): Promise<string[]> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/lottery/'));
  expect(frame, 'the lottery frame').toBeDefined();
  return (
    (await frame?.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.right > width + 1 || box.left < -1;
        })
        .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`);
    })) ?? ['no frame']
  );
}

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  const T = TEXT[language];

  test(`${language} ${theme}: a bet picked on balls is placed, confirmed beside the slip and pending`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await member(browser, language, theme);
    await page.goto(`${server.baseUrl}/m/lottery`);
    await page.getByRole('link', { name: new RegExp(T.lottery.replace(/[()]/g, '\\$&')) }).click();
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
    await expect(frame.locator('body')).toHaveClass(`theme-${theme}`);
    await expect(frame.locator('#balance')).toHaveText(/\d/);
    await page.screenshot({ path: test.info().outputPath(`lottery-${language}-${theme}-open.png`) });

    await waitForBettingTime(frame);
    await frame.getByRole('combobox', { name: T.betType }).selectOption({ label: T.straight });
    // One ball per position: a tap presses it, a second ball of the same position takes its place.
    const picks = [
      [1, 4],
      [2, 0],
      [3, 7],
    ] as const;
    await frame.getByRole('button', { name: T.ball(1, 9), exact: true }).click();
    for (const [position, digit] of picks) {
      const ball = frame.getByRole('button', { name: T.ball(position, digit), exact: true });
      await ball.click();
      await expect(ball).toHaveAttribute('aria-pressed', 'true');
      const box = await ball.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expect(frame.getByRole('button', { name: T.ball(1, 9), exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The keyboard presses a ball as well as a finger does.
    const byKeyboard = frame.getByRole('button', { name: T.ball(3, 8), exact: true });
    await byKeyboard.focus();
    await page.keyboard.press('Space');
    await expect(byKeyboard).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(byKeyboard).toHaveAttribute('aria-pressed', 'false');
    await frame.getByRole('button', { name: T.ball(3, 7), exact: true }).click();

    await frame.getByRole('textbox', { name: T.stake }).fill('1.00');
    await frame.locator('#preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`lottery-${language}-${theme}-picked.png`) });
    // axe-core over the frame's dialog (and the lottery page in it) with balls pressed.
    expect(await auditState(page, 'balls picked', { modal: '[role="dialog"]' })).toEqual([]);
    await frame.getByRole('button', { name: T.add }).click();
    await expect(frame.locator('#slip')).toContainText('407');
    await page.screenshot({ path: test.info().outputPath(`lottery-${language}-${theme}-slip.png`) });

    const place = frame.getByRole('button', { name: T.place });
    await place.click();
    // The confirmation is where the player is looking: right by the Place button, in view.
    const confirmation = frame.getByRole('status').filter({ hasText: T.placed });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeInViewport();
    const [placeBox, confirmBox] = await Promise.all([place.boundingBox(), confirmation.boundingBox()]);
    expect(Math.abs((confirmBox?.y ?? 1e6) - (placeBox?.y ?? 0))).toBeLessThan(120);
    await expect(frame.locator('#notice')).not.toContainText(T.placed);
    // Before its draw, the order reads as waiting for it, not as a win of nothing.
    const order = frame.locator('#orders > li').first();
    await expect(order).toContainText(T.pending);
    await expect(order.locator('summary')).not.toContainText(T.win);
    await page.screenshot({ path: test.info().outputPath(`lottery-${language}-${theme}-placed.png`) });
    expect(await auditState(page, 'order placed', { modal: '[role="dialog"]' })).toEqual([]);

    expect(await frameSideways(page)).toEqual([]);
    await setTextSize(page, 200);
    await page.reload();
    await expect(frame.locator('#balance')).toHaveText(/\d/);
    await frame.getByRole('combobox', { name: T.betType }).selectOption({ label: T.straight });
    await expect(frame.getByRole('button', { name: T.ball(3, 9), exact: true })).toBeVisible();
    await expect(frame.locator('#orders summary').first()).toBeVisible();
    expect(await frameSideways(page)).toEqual([]);
    for (const part of ['game-name', 'selection', 'orders']) {
      await frame.locator(`#${part}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`lottery-${language}-${theme}-200-${part}.png`) });
    }
    await page.context().close();
  });
}
