import type { LocaleShape } from '../../../shared/i18n/locales/en.ts';
import type { rewardsEn } from './en.ts';
import { bonusUr } from './bonusUr.ts';
import { vipSignInUr } from './vipSignInUr.ts';
import { cashbackUr } from './cashbackUr.ts';

export type RewardsLocale = LocaleShape<typeof rewardsEn>;

/** انعامات مرکز کی عبارتیں (اردو)، وہی کلیدیں جو انگریزی فائل میں ہیں۔ */
export const rewardsUr: RewardsLocale = {
  ...vipSignInUr,
  ...bonusUr,
  ...cashbackUr,
  claimable: {
    heading: 'حاصل کرنے کے لیے انعامات',
    empty: 'اس وقت حاصل کرنے کے لیے کوئی انعام نہیں۔ نئے انعامات جاری ہوتے ہی یہاں نظر آئیں گے۔',
    claim: 'حاصل کریں',
    claimNamed: '{{title}} حاصل کریں',
    claiming: 'حاصل کیا جا رہا ہے…',
    claimed: '{{amount}} آپ کے بیلنس میں شامل کر دیے گئے',
    expires: 'میعاد ختم: {{time}}',
    noExpiry: 'کوئی میعاد نہیں',
    turnover: 'ٹرن اوور: {{note}}',
  },
  history: {
    heading: 'حاصل کردہ انعامات کی تاریخ',
    empty: 'آپ نے ابھی تک کوئی انعام حاصل نہیں کیا۔',
    claimedAt: 'حاصل کیا گیا: {{time}}',
  },
};
