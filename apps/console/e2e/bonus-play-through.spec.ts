/**
 * A deposit bonus played through, against the real server: an admin creates in the console a
 * deposit promotion (10 % of the deposit, wagered once, slots counting in full); a new member on a
 * phone deposits 100 through the demo gateway with that promotion chosen, finds the bonus in the
 * reward centre at 0 %, spins the house slot until the wagering is done, and then finds the bonus
 * turned into cash: no active bonus, the history says so, and the transaction history shows the
 * bonus added to the cash balance in one movement. Once in English with the light theme, once in
 * Urdu with the dark one.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD, signIn } from './support/operator.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

interface Bonus {
  readonly title: string;
  readonly status: string;
  readonly bonus: string;
  readonly wagered: string;
  readonly required: string;
  readonly balance: string | null;
}

interface Transaction {
  readonly txCode: string;
  readonly amount: string;
  readonly balanceAfter: string;
}

const bonusesOf = async (token: string) =>
  (await lobbyValue('GET', '/wps/relay/MCSFE_getMemberBonuses', { token })) as {
    active: Bonus | null;
    history: Bonus[];
  };

/** The lobby as the member meets it, in each language (the lobby's and the house studio's own texts). */
const LOOK = {
  EN: {
    theme: 'light',
    gateway: 'Online payment',
    amount: 'Amount',
    promotion: 'Promotion',
    next: 'Next',
    pay: 'Pay now',
    credited: 'Deposit credited',
    activeBonus: 'Active bonus',
    bonusBalance: 'Bonus balance',
    progress: 'Wagering progress',
    noBonus: 'No bonus running.',
    history: 'Bonus history',
    converted: 'Turned into cash',
    mainMenu: 'Main menu',
    home: 'Home',
    quickLinks: 'Quick links',
    rewards: 'Rewards',
    hotGames: 'Hot games',
    play: 'Play Spirit Fruits',
    stake: 'Stake',
    spin: 'Spin',
    rounds: 'Your rounds',
    close: 'Close Spirit Fruits',
    transactions: 'Transaction history',
    convertedTx: 'Bonus turned into cash',
  },
  UR: {
    theme: 'dark',
    gateway: 'آن لائن ادائیگی',
    amount: 'رقم',
    promotion: 'پروموشن',
    next: 'آگے',
    pay: 'ابھی ادا کریں',
    credited: 'رقم جمع ہو گئی',
    activeBonus: 'جاری بونس',
    bonusBalance: 'بونس بیلنس',
    progress: 'شرط کی پیش رفت',
    noBonus: 'کوئی بونس جاری نہیں۔',
    history: 'بونس کی تاریخ',
    converted: 'نقد میں بدل گیا',
    mainMenu: 'مرکزی مینو',
    home: 'ہوم',
    quickLinks: 'فوری روابط',
    rewards: 'انعامات',
    hotGames: 'مقبول گیمز',
    play: 'Spirit Fruits کھیلیں',
    stake: 'داؤ',
    spin: 'گھمائیں',
    rounds: 'آپ کے راؤنڈ',
    close: 'Spirit Fruits بند کریں',
    transactions: 'لین دین کی تاریخ',
    convertedTx: 'بونس نقد میں تبدیل',
  },
} as const;

/** The promotion, made in the console's form as an operator fills it in. */
async function createDepositPromotion(page: Page, titleEn: string, titleUr: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion' });
  await dialog.getByRole('textbox', { name: 'Title (English)' }).fill(titleEn);
  await dialog.getByRole('textbox', { name: 'Title (Urdu)' }).fill(titleUr);
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Deposit bonus', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Bonus formula' }).click();
  await page.getByRole('option', { name: 'Percent of the deposit', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Percent' }).fill('10');
  await expect(dialog.getByRole('textbox', { name: 'Largest bonus' })).toHaveValue('0');
  await expect(dialog.getByRole('combobox', { name: 'Wagering counts' })).toHaveValue('The bonus');
  await dialog.getByRole('textbox', { name: 'Multiple' }).fill('1');
  await expect(dialog.getByRole('textbox', { name: 'Slots' })).toHaveValue('100 %');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Created “${titleEn}”` })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A phone page of the lobby, signed in as the member, in the language and theme asked for. */
async function phoneOf(browser: Browser, token: string, language: 'EN' | 'UR'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const theme = LOOK[language].theme;
  await context.addCookies([
    { name: 'ol_lang', value: language, domain: '127.0.0.1', path: '/m' },
    { name: 'ol_theme', value: theme, domain: '127.0.0.1', path: '/m' },
  ]);
  await context.addInitScript(
    ([session, lang, mode]) => {
      try {
        sessionStorage.setItem('MC_SESSION_INFO', session);
        localStorage.setItem('language', lang);
        localStorage.setItem('theme', mode);
        // The seed's popups stay closed (as in the lobby's own specs).
        localStorage.setItem('popupShowA', 'false');
        localStorage.setItem('popupShowB', 'false');
        localStorage.setItem('downloadPopupRestsUntil', String(Number.MAX_SAFE_INTEGER));
      } catch {
        // Frames without storage have no session either.
      }
    },
    [
      JSON.stringify({ token, merchantCode: 'OPENLOBBY', userName: 'bonus', type: 0, firstTimeLogin: false }),
      language,
      theme,
    ] as const,
  );
  return context.newPage();
}

for (const language of ['EN', 'UR'] as const) {
  const look = LOOK[language];
  test(`a deposit bonus is played through in the house slot and turns into cash, at a phone in ${language} ${look.theme}`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const titleEn = `Slot starter ${language} ${stamp}`;
    const titleUr = `سلاٹ آغاز ${language} ${stamp}`;
    const title = language === 'EN' ? titleEn : titleUr;

    const admin = `bonus_admin_${language.toLowerCase()}`;
    const backOffice = await (await browser.newContext()).newPage();
    await signIn(backOffice, admin, await createAdminWithCli(admin, OPERATOR_PASSWORD));
    await createDepositPromotion(backOffice, titleEn, titleUr);
    await backOffice.context().close();

    const token = await memberToken(`bp${language.toLowerCase()}${stamp}`.slice(0, 16));
    const phone = await phoneOf(browser, token, language);
    try {
      // Deposit 100 through the demo gateway with the promotion chosen.
      await phone.goto(`${E2E_BASE_URL}/m/voucherCenter`);
      const method = phone.getByRole('radio', { name: look.gateway, exact: true });
      await method.click();
      await expect(method).toBeChecked();
      await phone.getByRole('textbox', { name: look.amount }).fill('100');
      await phone.getByRole('combobox', { name: look.promotion }).selectOption({ label: title });
      await phone.getByRole('button', { name: look.next }).click();
      await expect(phone).toHaveURL(/\/pay\/demo\//);
      await phone.getByRole('button', { name: look.pay }).click();
      await expect(phone).toHaveURL(/\/m\/voucherCenter\?depositId=/);
      await expect(phone.getByRole('heading', { name: look.credited })).toBeVisible();

      // The reward centre: the bonus at 0 %, holding 10 % of the deposit.
      await phone.goto(`${E2E_BASE_URL}/m/rewardCenter`);
      const card = phone.getByRole('region', { name: look.activeBonus });
      await expect(card).toContainText(title);
      await expect(card.getByRole('progressbar', { name: look.progress })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await expect(
        card
          .locator('dl > div', { has: phone.getByRole('term').getByText(look.bonusBalance, { exact: true }) })
          .locator('dd'),
      ).toContainText('10.00');
      await card.scrollIntoViewIfNeeded();
      await phone.screenshot({ path: testInfo.outputPath(`bonus-active-${language}.png`) });
      const granted = (await bonusesOf(token)).active;
      expect(granted).toMatchObject({ bonus: '10.00', wagered: '0.00', required: '10.00', balance: '10.00' });

      // The house slot at a stake of 5, spun until the wagering is done. The member moves inside
      // the lobby (no reload), so the reward centre must not show what it last fetched.
      await phone
        .getByRole('navigation', { name: look.mainMenu })
        .getByRole('link', { name: look.home })
        .click();
      await phone.getByRole('list', { name: look.hotGames }).getByRole('button', { name: look.play }).click();
      const frame = phone.getByRole('dialog', { name: 'Spirit Fruits' });
      const game = frame.frameLocator('iframe');
      const spin = game.getByRole('button', { name: look.spin, exact: true });
      await expect(spin).toBeEnabled();
      await game.getByRole('combobox', { name: look.stake }).selectOption('5.00');
      const rounds = game.getByRole('region', { name: look.rounds }).getByRole('listitem').filter({
        hasText: look.stake,
      });
      let spins = 0;
      for (;;) {
        const bonus = await bonusesOf(token);
        if (bonus.active === null || Number(bonus.active.wagered) >= Number(bonus.active.required)) break;
        expect(spins, 'spins before the wagering is done').toBeLessThan(4);
        await expect(spin).toBeEnabled();
        await spin.click();
        spins += 1;
        // The round is settled once the game lists it.
        await expect(rounds).toHaveCount(spins);
      }
      expect(spins).toBe(2);
      await phone.screenshot({ path: testInfo.outputPath(`bonus-slot-${language}.png`) });
      await frame.getByRole('button', { name: look.close }).click();
      await expect(frame).toHaveCount(0);

      // Converted: no active bonus, the history says so.
      await expect.poll(async () => (await bonusesOf(token)).history[0]?.status).toBe('converted');
      await phone
        .getByRole('navigation', { name: look.quickLinks })
        .getByRole('link', { name: look.rewards })
        .click();
      await expect(card).toContainText(look.noBonus);
      await expect(card.getByRole('progressbar')).toHaveCount(0);
      await card.getByText(look.history, { exact: true }).click();
      const past = card.getByRole('listitem').filter({ hasText: title });
      await expect(past).toContainText(look.converted);
      await expect(past).toContainText('10.00');
      await card.scrollIntoViewIfNeeded();
      await phone.screenshot({ path: testInfo.outputPath(`bonus-converted-${language}.png`) });

      // The cash balance rose by the bonus in one movement.
      const { content } = (await lobbyValue('GET', '/wps/relay/ODS2_MemberTransaction', { token })) as {
        content: Transaction[];
      };
      const conversions = content.filter((item) => item.txCode === 'BONUS_CONVERT');
      expect(conversions).toHaveLength(1);
      const [conversion] = conversions;
      expect(conversion?.amount).toBe('+10.00');
      const before = content[content.indexOf(conversion as Transaction) + 1];
      expect(Number(conversion?.balanceAfter) - Number(before?.balanceAfter)).toBeCloseTo(10, 2);
      await phone.goto(`${E2E_BASE_URL}/m/member/transactions`);
      const movement = phone
        .getByRole('list', { name: look.transactions })
        .getByRole('listitem')
        .filter({ hasText: look.convertedTx });
      await expect(movement).toHaveCount(1);
      await expect(movement).toContainText('10.00');
      await phone.screenshot({ path: testInfo.outputPath(`bonus-transactions-${language}.png`) });
    } finally {
      await phone.context().close();
    }
  });
}
