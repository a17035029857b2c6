import { auditState } from './support/a11yAudit.ts';
import { expectLaidOut } from './support/a11yLayout.ts';
import type { Language } from './support/language.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';
import { expect, test } from './support/test.ts';

/**
 * Time-out at a phone (390 × 844) against the real server: the member opens Safer gambling from the
 * member centre, takes a 24-hour time-out through the confirmation that says what happens and until
 * when, sees the banner on home and in the member centre, and a bank transfer is then refused with
 * the message naming the time-out and its end. In English light (demo_player), then Urdu dark
 * (demo_agent).
 */
test.describe.configure({ mode: 'serial' });

const server = memberOnAccountsServer(235);

interface Texts {
  readonly user: string;
  readonly homeLink: string;
  readonly timeOut: string;
  readonly day: string;
  readonly dialog: string;
  readonly start: string;
  readonly status: RegExp;
  readonly stillWorks: string;
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
    homeLink: 'Safer gambling: limits, reminders and breaks',
    timeOut: 'Take a time-out',
    day: '24 hours',
    dialog: 'Take a time-out for 24 hours?',
    start: 'Start my time-out',
    status: /You are on a time-out until .+ UTC\./,
    stillWorks: 'You can still log in, withdraw your balance and see your history.',
    bankTransfer: 'Bank transfer',
    depositAmount: 'Amount',
    payer: 'Payer name (as on your bank account)',
    reference: 'Reference',
    confirm: 'I have transferred the money',
    refusal: /You are on a time-out until .+ UTC\. You can still withdraw your balance/,
  },
  UR: {
    user: 'demo_agent',
    homeLink: 'محفوظ گیمنگ: حدیں، یاد دہانیاں اور وقفے',
    timeOut: 'ٹائم آؤٹ لیں',
    day: '24 گھنٹے',
    dialog: '24 گھنٹے کے لیے ٹائم آؤٹ لیں؟',
    start: 'میرا ٹائم آؤٹ شروع کریں',
    status: /آپ .+ UTC تک ٹائم آؤٹ پر ہیں۔/,
    stillWorks: 'آپ اب بھی لاگ اِن کر سکتے ہیں، اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
    bankTransfer: 'بینک ٹرانسفر',
    depositAmount: 'رقم',
    payer: 'ادا کنندہ کا نام (جیسا بینک اکاؤنٹ میں ہے)',
    reference: 'حوالہ',
    confirm: 'میں نے رقم بھیج دی ہے',
    refusal: /UTC تک ٹائم آؤٹ پر ہیں/,
  },
};

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`${language} ${theme}: a member takes a 24-hour time-out after confirming, sees the banner, and a deposit is refused naming it`, async ({
    browser,
  }) => {
    const texts = TEXTS[language];
    const page = await server.phoneMember(browser, { language, theme, user: texts.user });
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${language}-${theme}.png`) });
    try {
      // Home leads there (the member centre and the deposit screen do too: safer-gambling.spec.ts).
      await page.goto(`${server.baseUrl}/m/home`);
      await page.getByRole('link', { name: texts.homeLink }).click();
      await expect(page).toHaveURL(/\/m\/member\/saferGambling$/);
      // The self-exclusion's five durations wrap on the phone instead of widening the page.
      await expectLaidOut(page, language, 'Safer gambling');

      const section = page.getByRole('region', { name: texts.timeOut });
      await section.getByRole('radio', { name: texts.day }).click();
      await section.getByRole('button', { name: texts.timeOut }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await expect(dialog).toContainText(texts.stillWorks);
      await expect(dialog).toContainText('UTC');
      await shot('time-out-confirm');
      expect(await auditState(page, `time-out confirmation, ${language} ${theme}`)).toEqual([]);
      await dialog.getByRole('button', { name: texts.start }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: texts.status }).first()).toBeVisible();
      await shot('time-out-taken');

      await page.goto(`${server.baseUrl}/m/home`);
      const banner = page.locator('.exclusion-banner');
      await expect(banner).toContainText(texts.status);
      await expect(banner).toContainText(texts.stillWorks);
      await shot('time-out-home-banner');
      await page.goto(`${server.baseUrl}/m/member/home`);
      await expect(page.locator('.exclusion-banner')).toContainText(texts.status);

      await page.goto(`${server.baseUrl}/m/voucherCenter`);
      const transfer = page.getByRole('radio', { name: texts.bankTransfer, exact: true });
      await transfer.click();
      await expect(transfer).toBeChecked();
      await page.getByRole('textbox', { name: texts.depositAmount }).fill('700');
      await page.getByLabel(texts.payer).fill('Demo Player');
      await page.getByLabel(texts.reference).fill('TIMEOUT1');
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.refusal })).toBeVisible();
      await shot('time-out-deposit-refused');
    } finally {
      await page.context().close();
    }
  });
}
