import type { Page } from '@playwright/test';
import { auditState } from './support/a11yAudit.ts';
import type { Language } from './support/language.ts';
import { memberOnAccountsServer } from './support/memberOnAccountsServer.ts';
import { expect, test } from './support/test.ts';
import { sessionToken } from './support/wallet.ts';

/**
 * Identity verification at a phone (390 × 844) against the real server: the member opens the
 * screen (in English from the withdraw form, refused 2,500.00 for want of verification; in Urdu from the
 * member centre), sees "not submitted", uploads a picture of a passport's photo page
 * and sees it pending, and the overall status pending; axe finds nothing on the screen. In English
 * light (demo_player), then Urdu dark (demo_agent).
 */
test.describe.configure({ mode: 'serial' });

const server = memberOnAccountsServer(239);

/** A whole 1 × 1 PNG, as a phone's camera roll would hand over (only bigger). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXTS: Record<
  Language,
  {
    user: string;
    link: string;
    status: string;
    notSubmitted: string;
    pending: string;
    passport: string;
    upload: string;
    row: string;
  }
> = {
  EN: {
    user: 'demo_player',
    link: 'Identity verification',
    status: 'Your status',
    notSubmitted: 'Not submitted',
    pending: 'Pending',
    passport: 'Passport',
    upload: 'Upload Passport (Photo page)',
    row: 'Passport (Photo page)',
  },
  UR: {
    user: 'demo_agent',
    link: 'شناخت کی تصدیق',
    status: 'آپ کی حیثیت',
    notSubmitted: 'جمع نہیں کرائی گئی',
    pending: 'زیرِ غور',
    passport: 'پاسپورٹ',
    upload: 'پاسپورٹ (تصویر والا صفحہ) اپ لوڈ کریں',
    row: 'پاسپورٹ (تصویر والا صفحہ)',
  },
};

/** A member call as the lobby makes it, with the page's session; it must succeed. */
async function memberPost(token: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await response.json()) as { success: boolean }).success, path).toBe(true);
}

/**
 * The demo player (5,000.00 opening balance) readies a withdrawal by the API (payee name, payment PIN,
 * a bank card), asks the withdraw screen for 2,500.00, is refused for want of verification and taps
 * "Verify my identity".
 */
async function refusedWithdrawal(page: Page): Promise<void> {
  const token = await sessionToken(page);
  await memberPost(token, '/wps/member/info/payeename', { payeeName: 'Demo Player' });
  await memberPost(token, '/wps/member/paymentPassword', {
    newPassword: '246810',
    confirmPassword: '246810',
  });
  await memberPost(token, '/wps/member/bankCard', {
    bankCode: 'HBL',
    cardNumber: '1234567890123456',
    accountName: 'Demo Player',
  });
  await page.goto(`${server.baseUrl}/m/withdraw`);
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
  const bonus = page.getByRole('checkbox', { name: 'I give up my unfinished bonus' });
  if (await bonus.isVisible()) await bonus.check();
  await page.getByLabel('Payment password').fill('246810');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please verify your identity' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('withdraw-refused-EN-light.png') });
  await page.getByRole('link', { name: 'Verify my identity' }).click();
}

for (const [language, theme] of [
  ['EN', 'light'],
  ['UR', 'dark'],
] as const) {
  test(`${language} ${theme}: a member uploads a passport and sees it pending`, async ({ browser }) => {
    const texts = TEXTS[language];
    const page = await server.phoneMember(browser, { language, theme, user: texts.user });
    try {
      if (language === 'EN') {
        await refusedWithdrawal(page);
      } else {
        await page.goto(`${server.baseUrl}/m/member/home`);
        await page.getByRole('link', { name: texts.link }).click();
      }
      await expect(page).toHaveURL(/\/m\/member\/verification$/);
      await expect(page.getByRole('banner').getByRole('heading', { name: texts.link })).toBeVisible();
      const status = page.getByRole('region', { name: texts.status });
      await expect(status).toContainText(texts.notSubmitted);

      await page.getByRole('radio', { name: texts.passport }).click();
      await page
        .getByLabel(texts.upload)
        .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('listitem', { name: texts.row })).toContainText(texts.pending);
      await expect(status).toContainText(texts.pending);
      await page.screenshot({
        path: test.info().outputPath(`verification-${language}-${theme}.png`),
        fullPage: true,
      });
      expect(await auditState(page, `identity verification, ${language} ${theme}`)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
}
