import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startAccountsServer } from './support/accounts.ts';
import { type Language, storeLook, type Theme } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';

/**
 * Registration says its rules before the player types, from the merchant's registration settings
 * (the seeded ones here): each field's rule under it, "optional" on the fields that may stay
 * empty, and a captcha hint that counts the digits of the picture beside it. At the phone
 * viewport, in English (light) and Urdu (dark).
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startAccountsServer(E2E_PORT + 44);
});

test.afterAll(async () => {
  await server.stop();
});

const TEXT = {
  EN: {
    theme: 'light',
    method: 'Username',
    rules: [
      ['Username', '6–16 characters. Only English letters and digits.'],
      [
        'Password',
        '6–20 characters. Only English letters, digits, and symbols. Include a letter and a digit.',
      ],
      ['Nickname (optional)', 'Up to 20 characters.'],
      ['Invitation code (optional)', '4–32 characters. Only English letters and digits.'],
    ],
    optional: ['E-mail (optional)', 'Payee (real) name (optional)'],
    required: ['Confirm password', 'Captcha'],
    captcha: 'Captcha',
    captchaHint: (count: number) => `Type the ${count} digits in the picture; tap it for a new one`,
  },
  UR: {
    theme: 'dark',
    method: 'صارف نام',
    rules: [
      ['صارف نام', '6 سے 16 حروف۔ صرف انگریزی حروف اور ہندسے۔'],
      [
        'پاس ورڈ',
        '6 سے 20 حروف۔ صرف انگریزی حروف، ہندسے، اور علامات۔ کم از کم ایک حرف اور ایک ہندسہ شامل کریں۔',
      ],
      ['عرفی نام (اختیاری)', 'زیادہ سے زیادہ 20 حروف۔'],
      ['دعوتی کوڈ (اختیاری)', '4 سے 32 حروف۔ صرف انگریزی حروف اور ہندسے۔'],
    ],
    optional: ['ای میل (اختیاری)', 'وصول کنندہ کا (اصل) نام (اختیاری)'],
    required: ['پاس ورڈ کی تصدیق کریں', 'کیپچا'],
    captcha: 'کیپچا',
    captchaHint: (count: number) => `تصویر میں موجود ${count} ہندسے لکھیں؛ نئی تصویر کے لیے اس پر ٹیپ کریں`,
  },
} as const;

/** Opens registration in `language` and `theme`; returns how many digits the server drew in the picture. */
async function openRegistration(page: Page, language: Language, theme: Theme): Promise<number> {
  await page.goto(`${server.baseUrl}/m/help`);
  await storeLook(page, language, theme);
  const picture = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/captcha' && response.ok(),
  );
  await page.goto(`${server.baseUrl}/m/register`);
  const body = (await (await picture).json()) as { value: { length: number } };
  return body.value.length;
}

for (const language of ['EN', 'UR'] as const) {
  const text = TEXT[language];

  test(`registration in ${language} shows the rules before typing, marks optional fields, and counts the captcha`, async ({
    page,
  }) => {
    const digits = await openRegistration(page, language, text.theme);
    await page.getByRole('radio', { name: text.method, exact: true }).click();

    for (const [label, rule] of text.rules) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveValue('');
      await expect(field).toHaveAccessibleDescription(rule);
      // Shown on screen, not only announced, and inside the phone's width.
      const note = page.getByText(rule, { exact: true });
      await note.scrollIntoViewIfNeeded();
      await expect(note).toBeInViewport({ ratio: 1 });
    }
    for (const label of text.optional) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    for (const label of text.required) await expect(page.getByLabel(label, { exact: true })).toBeVisible();

    const captcha = page.getByLabel(text.captcha, { exact: true });
    await expect(captcha).toHaveAccessibleDescription(text.captchaHint(digits));
    await expect(page.getByText(text.captchaHint(digits), { exact: true })).toBeVisible();
  });
}
