import { auditState } from './support/a11yAudit.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';
import { expect, test } from './support/test.ts';
import { memberGet, minorUnits, sessionToken } from './support/wallet.ts';

/**
 * The reality check and account history (UKGC RTS 13 and RTS 1B/1C) at a phone
 * (390 × 844) against the real server, in English light and Urdu dark: the member picks the
 * shortest interval (15 minutes) on Safer gambling, opens the house slot and plays a round; when
 * Playwright's clock has moved 15 minutes on, the reality check shows over the game with the time
 * played and the session's net result as the server counts it; Continue closes it and leaves the
 * game open. Account history, reached from Safer gambling, shows demo_player's opening deposit in
 * this month and in the lifetime net deposit. axe finds nothing on the dialog or the screen.
 */
test.describe.configure({ mode: 'serial' });

const server = memberOnAccountsServer(237);

const TEXTS = {
  EN: {
    safer: 'Safer gambling',
    interval: 'Remind me every',
    fifteen: '15 minutes',
    hotGames: 'Hot games',
    play: 'Play Spirit Fruits',
    spin: 'Spin',
    check: 'Reality check',
    timePlayed: 'Time played',
    played: '15 min',
    netResult: 'Net result',
    continue: 'Continue playing',
    history: 'Account history',
    lifetime: 'Lifetime net deposit',
    deposits: 'Deposits',
  },
  UR: {
    safer: 'محفوظ گیمنگ',
    interval: 'مجھے یاد دلائیں ہر',
    fifteen: '15 منٹ',
    hotGames: 'مقبول گیمز',
    play: 'Spirit Fruits کھیلیں',
    spin: 'گھمائیں',
    check: 'ریئلٹی چیک',
    timePlayed: 'کھیلنے کا وقت',
    played: '15 منٹ',
    netResult: 'خالص نتیجہ',
    continue: 'کھیلنا جاری رکھیں',
    history: 'اکاؤنٹ کی تاریخ',
    lifetime: 'اب تک کا خالص جمع',
    deposits: 'جمع',
  },
} as const;

interface SessionFigures {
  readonly startedAt: string | null;
  readonly stakes: string;
  readonly net: string;
}

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`${language} ${theme}: the reality check shows over the house slot at the chosen interval, and account history shows the deposit`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const texts = TEXTS[language];
    const page = await server.phoneMember(browser, { language, theme });
    // The lobby's clock from here on is Playwright's: it runs on its own until fastForward moves it.
    await page.clock.install();
    try {
      await page.goto(`${server.baseUrl}/m/member/saferGambling`);
      const interval = page.getByRole('combobox', { name: texts.interval });
      await expect(interval).toBeEnabled();
      await interval.selectOption({ label: texts.fifteen });
      await expect(interval).toHaveValue('15');
      await expect(interval).toBeEnabled();
      await interval.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`reality-interval-${language}-${theme}.png`) });

      await page.goto(`${server.baseUrl}/m/home`);
      await page
        .getByRole('list', { name: texts.hotGames })
        .getByRole('button', { name: texts.play })
        .click();
      const frame = page.getByRole('dialog', { name: 'Spirit Fruits' });
      const game = frame.frameLocator('iframe');
      const spin = game.getByRole('button', { name: texts.spin, exact: true });
      await expect(spin).toBeEnabled();
      await spin.click();
      const token = await sessionToken(page);
      const figures = () =>
        memberGet<SessionFigures>(server.baseUrl, token, '/wps/member/protection/session');
      // The round is settled once the server counts its stake in this session.
      await expect.poll(async () => minorUnits((await figures()).stakes)).toBeGreaterThan(0);
      await expect(spin).toBeEnabled();
      const session = await figures();
      const check = page.getByRole('dialog', { name: texts.check });
      await expect(check).toHaveCount(0);

      // Fifteen minutes after the login session began (it began moments ago).
      await page.clock.fastForward('15:00');
      await expect(check).toBeVisible();
      await expect(check.getByText(texts.timePlayed)).toBeVisible();
      await expect(check.getByText(texts.played, { exact: true })).toBeVisible();
      const net = check.locator('dt', { hasText: texts.netResult }).locator('xpath=following-sibling::dd');
      await expect(net).toBeVisible();
      // The figure is isolated (⁦…⁩) inside the sentence's direction.
      const shown = ((await net.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
      expect(minorUnits(shown)).toBe(minorUnits(session.net));
      await expect(check.getByRole('button', { name: texts.continue })).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`reality-check-${language}-${theme}.png`) });
      expect(await auditState(page, `reality check, ${language} ${theme}`)).toEqual([]);
      await check.getByRole('button', { name: texts.continue }).click();
      await expect(check).toHaveCount(0);
      await expect(frame).toBeVisible();

      await page.goto(`${server.baseUrl}/m/member/saferGambling`);
      await page.getByRole('link', { name: texts.history }).click();
      await expect(page).toHaveURL(/\/m\/member\/accountHistory$/);
      const lifetime = page.getByRole('region', { name: texts.lifetime });
      await expect(lifetime).toContainText('5,000.00');
      const thisMonth = page.getByRole('listitem').first();
      await expect(
        thisMonth.locator('dt', { hasText: texts.deposits }).locator('xpath=following-sibling::dd'),
      ).toContainText('5,000.00');
      await page.screenshot({
        path: test.info().outputPath(`account-history-${language}-${theme}.png`),
        fullPage: true,
      });
      expect(await auditState(page, `account history, ${language} ${theme}`)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}
