import type { vipSignInEn } from './vipSignInEn.ts';

/** Urdu texts of the reward centre's VIP card and sign-in calendar (spread into rewardsUr). */
export const vipSignInUr: typeof vipSignInEn = {
  vip: {
    heading: 'وی آئی پی لیول',
    level: 'وی آئی پی {{level}}',
    top: 'آپ سب سے اونچے لیول پر ہیں',
    next: 'اگلا: {{name}} (وی آئی پی {{level}})',
    validBet: 'درست شرطیں',
    deposit: 'جمع رقم',
    lifetime: 'اب تک',
    lastDays: 'پچھلے {{count}} دن',
    of: '{{required}} میں سے {{current}}',
    perks: 'مراعات',
    cashback: '{{rate}} کیش بیک',
    upgraded: 'وی آئی پی {{level}} حاصل ہوا: {{amount}} آپ کے بیلنس میں شامل',
  },
  signIn: {
    heading: 'روزانہ حاضری',
    day: 'دن {{day}}',
    signed: 'لگ گئی',
    today: 'آج',
    button: 'حاضری لگائیں',
    signing: 'حاضری لگ رہی ہے…',
    done: 'آج کی حاضری لگ چکی',
    paid: 'دن {{day}}: {{amount}} آپ کے بیلنس میں شامل',
    hint: 'بڑے انعامات کے لیے روزانہ حاضری لگائیں۔ ایک دن چھوٹنے پر دوبارہ دن 1 سے شروع ہوگا۔',
  },
};
