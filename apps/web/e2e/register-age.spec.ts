import type { Page } from '@playwright/test';
import {
  ADULT_BIRTH_DATE,
  fillBirthDate,
  solveSlider,
  startAccountsServer,
  TEST_CAPTCHA,
  uniqueName,
} from './support/accounts.ts';
import { type Language, storeLook } from './support/language.ts';
import { E2E_PORT, type ExtraServer } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * The age check at registration at the phone viewport, in English (light) and Urdu
 * (dark): the date of birth beside the merchant's minimum age, an under-age member refused by the
 * server with the reason beside the field and nothing created, then the right date registers.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startAccountsServer(E2E_PORT + 233);
});

test.afterAll(async () => {
  await server?.stop();
});

const TEXT = {
  EN: {
    theme: 'light',
    method: 'Username',
    username: 'Username',
    password: 'Password',
    confirm: 'Confirm password',
    captcha: 'Captcha',
    birthDate: 'Date of birth',
    rule: 'You must be at least 18 years old',
    agreement: 'I am at least 18 years old and agree to the terms and conditions',
    underAge: 'You must be at least 18 years old to register.',
    toast: 'You are under the minimum age to register.',
    slider: 'Human check: slide the piece into the gap',
    passed: 'Check passed',
    register: 'Register',
  },
  UR: {
    theme: 'dark',
    method: 'صارف نام',
    username: 'صارف نام',
    password: 'پاس ورڈ',
    confirm: 'پاس ورڈ کی تصدیق کریں',
    captcha: 'کیپچا',
    birthDate: 'تاریخِ پیدائش',
    rule: 'آپ کی عمر کم از کم 18 سال ہونی چاہیے',
    agreement: 'میری عمر کم از کم 18 سال ہے اور میں شرائط و ضوابط سے متفق ہوں',
    underAge: 'رجسٹر کرنے کے لیے آپ کی عمر کم از کم 18 سال ہونی چاہیے۔',
    toast: 'آپ کی عمر رجسٹریشن کی کم از کم عمر سے کم ہے۔',
    slider: 'انسانی تصدیق: ٹکڑے کو خالی جگہ میں سلائیڈ کریں',
    passed: 'تصدیق ہو گئی',
    register: 'رجسٹر کریں',
  },
} as const;

/** Ten years ago today: under any merchant's minimum age, whatever its time zone. */
function childBirthDate(): string {
  const now = new Date();
  return `${now.getUTCFullYear() - 10}-06-15`;
}

async function human(page: Page, language: Language): Promise<void> {
  await solveSlider(page, TEXT[language].slider, TEXT[language].passed);
}

for (const language of ['EN', 'UR'] as const) {
  const text = TEXT[language];

  test(`an under-age registration is refused beside the date of birth, then an adult registers (${language}, ${text.theme})`, async ({
    page,
  }) => {
    await page.goto(`${server.baseUrl}/m/help`);
    await storeLook(page, language, text.theme);
    await page.goto(`${server.baseUrl}/m/register`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'UR' ? 'rtl' : 'ltr');
    const method = page.getByRole('radio', { name: text.method });
    if ((await method.count()) > 0) await method.click();

    const birthDate = page.getByLabel(text.birthDate, { exact: true });
    await expect(birthDate).toHaveAttribute('type', 'date');
    await expect(page.getByText(text.rule, { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text.agreement })).toBeChecked();

    const username = uniqueName(`age${language.toLowerCase()}`);
    await page.getByLabel(text.username, { exact: true }).fill(username);
    await page.getByLabel(text.password, { exact: true }).fill('Passw0rd1');
    await page.getByLabel(text.confirm, { exact: true }).fill('Passw0rd1');
    await page.getByLabel(text.captcha, { exact: true }).fill(TEST_CAPTCHA);
    await fillBirthDate(page, childBirthDate());
    await human(page, language);
    await page.getByRole('button', { name: text.register, exact: true }).click();

    // The server's refusal, beside the field and in the toast; nobody was registered.
    await expect(page.getByText(text.underAge, { exact: true })).toBeVisible();
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.toast)).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register$/);
    const check = await fetch(`${server.baseUrl}/wps/check/username?username=${username}`);
    expect(((await check.json()) as { value: { available: boolean } }).value.available).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`register-under-age-${language}.png`) });

    await fillBirthDate(page, ADULT_BIRTH_DATE);
    await expect(page.getByText(text.underAge, { exact: true })).toHaveCount(0);
    await page.getByLabel(text.captcha, { exact: true }).fill(TEST_CAPTCHA);
    await human(page, language);
    await page.getByRole('button', { name: text.register, exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}
