import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import type { RegisterSettings } from '../api/accountsApi.ts';
import { CAPTCHA, fakeAccountsServer } from '../test/fakeServer.ts';
import { renderAt, setUpAccountScreens } from '../test/screenHarness.tsx';
import RegisterScreen from './RegisterScreen.tsx';

/** The server's seeded rules (apps/server/src/modules/accounts/rules.ts) for the fields shown. */
const SEEDED: RegisterSettings = {
  methods: { username: true, mobile: false },
  fields: [
    { name: 'username', enabled: true, required: true, pattern: '^[A-Za-z0-9]+$', min: 6, max: 16 },
    {
      name: 'password',
      enabled: true,
      required: true,
      pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$',
      min: 6,
      max: 20,
    },
    { name: 'confirmPassword', enabled: true, required: true, pattern: null, min: null, max: null },
    { name: 'nickname', enabled: true, required: false, pattern: null, min: 1, max: 20 },
    {
      name: 'payeeName',
      enabled: true,
      required: false,
      pattern: "^[\\p{L}\\p{M} .'-]+$",
      min: 2,
      max: 64,
    },
    { name: 'affiliateCode', enabled: true, required: false, pattern: '^[A-Za-z0-9]+$', min: 4, max: 32 },
    { name: 'captcha', enabled: true, required: true, pattern: '^[0-9]+$', min: 1, max: 6 },
  ],
  minimumAge: 18,
};

const TEXT = {
  EN: {
    username: ['Username', '6–16 characters. Only English letters and digits.'],
    password: [
      'Password',
      '6–20 characters. Only English letters, digits, and symbols. Include a letter and a digit.',
    ],
    nickname: ['Nickname (optional)', 'Up to 20 characters.'],
    payee: [
      'Payee (real) name (optional)',
      "2–64 characters. Only letters, spaces, and the signs \u2066('\u00a0-\u00a0.)\u2069.",
    ],
    invitation: ['Invitation code (optional)', '4–32 characters. Only English letters and digits.'],
    confirm: 'Confirm password',
    captcha: ['Captcha', 'Type the 4 digits in the picture; tap it for a new one'],
  },
  UR: {
    username: ['صارف نام', '6 سے 16 حروف۔ صرف انگریزی حروف اور ہندسے۔'],
    password: [
      'پاس ورڈ',
      '6 سے 20 حروف۔ صرف انگریزی حروف، ہندسے، اور علامات۔ کم از کم ایک حرف اور ایک ہندسہ شامل کریں۔',
    ],
    nickname: ['عرفی نام (اختیاری)', 'زیادہ سے زیادہ 20 حروف۔'],
    payee: [
      'وصول کنندہ کا (اصل) نام (اختیاری)',
      "2 سے 64 حروف۔ صرف حروف، خالی جگہ، اور یہ نشانات: \u2066('\u00a0-\u00a0.)\u2069۔",
    ],
    invitation: ['دعوتی کوڈ (اختیاری)', '4 سے 32 حروف۔ صرف انگریزی حروف اور ہندسے۔'],
    confirm: 'پاس ورڈ کی تصدیق کریں',
    captcha: ['کیپچا', 'تصویر میں موجود 4 ہندسے لکھیں؛ نئی تصویر کے لیے اس پر ٹیپ کریں'],
  },
} as const;

const common = setUpAccountScreens();

describe.each(['EN', 'UR'] as const)('registration rules before typing, in %s', (language) => {
  const text = TEXT[language];

  it("shows each field's rule, marks the optional ones, and the captcha hint counts the picture", async () => {
    await switchLanguage(language, { persist: false });
    fakeAccountsServer({
      ...common(),
      'GET /wps/system/setting/register': { value: SEEDED },
      'GET /wps/captcha': { value: { ...CAPTCHA, length: 4 } },
    });
    renderAt('/m/register', <RegisterScreen />);
    for (const [label, rule] of [text.username, text.password, text.nickname, text.payee, text.invitation]) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveValue('');
      expect(field).toHaveAccessibleDescription(rule);
      expect(field).not.toHaveAttribute('aria-invalid');
    }
    // Required fields carry no mark; the confirmation only repeats the password.
    expect(screen.getByLabelText(text.confirm)).not.toHaveAccessibleDescription();
    const [captchaLabel, captchaHint] = text.captcha;
    await waitFor(() => expect(screen.getByLabelText(captchaLabel)).toHaveAccessibleDescription(captchaHint));
  });
});
