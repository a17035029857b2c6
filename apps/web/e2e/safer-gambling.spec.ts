import { auditState } from './support/a11yAudit.ts';
import type { Language } from './support/language.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';
import { expect, test } from './support/test.ts';

/**
 * Safer gambling at a phone (390 × 844) against the real server: the member opens the screen from
 * the member centre, sets a 24-hour deposit limit and sees it with what is used and left; a bank
 * transfer above it is refused with the message naming the deposit limit, and the deposit screen
 * links back to the limits; axe finds nothing on the screen. In English light (demo_player), then
 * Urdu dark (demo_agent).
 */
test.describe.configure({ mode: 'serial' });

const server = memberOnAccountsServer(231);

interface Texts {
  readonly user: string;
  readonly centreLink: string;
  readonly title: string;
  readonly form: string;
  readonly day: string;
  readonly amount: string;
  readonly save: string;
  readonly deposits: string;
  readonly bankTransfer: string;
  readonly depositAmount: string;
  readonly payer: string;
  readonly reference: string;
  readonly confirm: string;
  readonly refusal: RegExp;
}

const TEXTS: Record<Language, Texts> = {
  EN: {
    user: 'demo_player',
    centreLink: 'Safer gambling',
    title: 'Safer gambling',
    form: 'Set a limit',
    day: '24 hours',
    amount: 'Amount',
    save: 'Save limit',
    deposits: 'Deposit limits',
    bankTransfer: 'Bank transfer',
    depositAmount: 'Amount',
    payer: 'Payer name (as on your bank account)',
    reference: 'Reference',
    confirm: 'I have transferred the money',
    refusal: /over the deposit limit you set/,
  },
  UR: {
    user: 'demo_agent',
    centreLink: 'محفوظ گیمنگ',
    title: 'محفوظ گیمنگ',
    form: 'حد مقرر کریں',
    day: '24 گھنٹے',
    amount: 'رقم',
    save: 'حد محفوظ کریں',
    deposits: 'جمع کی حدیں',
    bankTransfer: 'بینک ٹرانسفر',
    depositAmount: 'رقم',
    payer: 'ادا کنندہ کا نام (جیسا بینک اکاؤنٹ میں ہے)',
    reference: 'حوالہ',
    confirm: 'میں نے رقم بھیج دی ہے',
    refusal: /جمع کی حد سے زیادہ ہے/,
  },
};

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`${language} ${theme}: a member sets a deposit limit, sees it, and a deposit above it is refused naming the limit`, async ({
    browser,
  }) => {
    const texts = TEXTS[language];
    const page = await server.phoneMember(browser, { language, theme, user: texts.user });
    try {
      await page.goto(`${server.baseUrl}/m/member/home`);
      await page.getByRole('link', { name: texts.centreLink }).click();
      await expect(page).toHaveURL(/\/m\/member\/saferGambling$/);
      await expect(page.getByRole('banner').getByRole('heading', { name: texts.title })).toBeVisible();

      const form = page.getByRole('form', { name: texts.form });
      await form.getByRole('radio', { name: texts.day }).click();
      await form.getByRole('textbox', { name: texts.amount }).fill('600');
      await form.getByRole('button', { name: texts.save }).click();
      const limit = page.getByRole('region', { name: texts.deposits }).getByRole('listitem');
      await expect(limit).toContainText(texts.day);
      await expect(limit).toContainText('600.00');
      await expect(limit.getByRole('meter')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`safer-gambling-${language}-${theme}.png`) });
      expect(await auditState(page, `safer gambling, ${language} ${theme}`)).toEqual([]);

      await page.goto(`${server.baseUrl}/m/voucherCenter`);
      await expect(page.getByRole('link', { name: texts.centreLink })).toBeVisible();
      const transfer = page.getByRole('radio', { name: texts.bankTransfer, exact: true });
      await transfer.click();
      await expect(transfer).toBeChecked();
      await page.getByRole('textbox', { name: texts.depositAmount }).fill('700');
      await page.getByLabel(texts.payer).fill('Demo Player');
      await page.getByLabel(texts.reference).fill('LIMITREF1');
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.refusal })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      await page.screenshot({ path: test.info().outputPath(`deposit-refused-${language}-${theme}.png`) });
    } finally {
      await page.context().close();
    }
  });
}
