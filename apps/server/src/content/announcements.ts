/** Notices (player announcements) and pop-ups seeded for a new merchant. */
import { ContentType, PopupExecution } from '@openlobby/contract';
import type { Localized } from './localized.ts';
import { seededAmount } from './merchant-defaults.ts';

const bonusCap = { EN: seededAmount('888', 'EN'), UR: seededAmount('888', 'UR') };

export interface SeedAnnouncement {
  readonly type: ContentType;
  readonly title: Localized;
  readonly content: Localized;
  readonly promotionType: string | null;
  readonly execution: PopupExecution | null;
  readonly link: string;
}

const notice = (title: Localized, content: Localized): SeedAnnouncement => ({
  type: ContentType.PLAYER,
  title,
  content,
  promotionType: null,
  execution: null,
  link: '',
});

export const seedAnnouncements: readonly SeedAnnouncement[] = [
  notice(
    {
      EN: 'Welcome to OpenLobby: 100% bonus on your first deposit',
      UR: 'OpenLobby میں خوش آمدید: پہلی جمع رقم پر 100% بونس',
    },
    {
      EN: `<p>New members receive a 100% bonus on their first deposit, up to ${bonusCap.EN}. The bonus is credited automatically.</p>`,
      UR: `<p>نئے ممبران کو پہلی جمع رقم پر 100% بونس ملتا ہے، زیادہ سے زیادہ ${bonusCap.UR}۔ بونس خود بخود آپ کے اکاؤنٹ میں شامل ہو جاتا ہے۔</p>`,
    },
  ),
  notice(
    {
      EN: 'Scheduled maintenance on Tuesday, 02:00 to 04:00 UTC',
      UR: 'منگل کو 02:00 سے 04:00 (UTC) تک طے شدہ مرمتی کام',
    },
    {
      EN: '<p>We are upgrading our systems. Games and payments will be unavailable for up to two hours. Balances are not affected.</p>',
      UR: '<p>ہم اپنے نظام کو اپ گریڈ کر رہے ہیں۔ دو گھنٹے تک گیمز اور ادائیگیاں دستیاب نہیں ہوں گی۔ آپ کے بیلنس پر کوئی اثر نہیں پڑے گا۔</p>',
    },
  ),
  notice(
    {
      EN: 'Faster withdrawals: most requests paid within 15 minutes',
      UR: 'تیز تر رقم کی واپسی: زیادہ تر درخواستیں 15 منٹ میں ادا',
    },
    {
      EN: '<p>We have improved our payment processing. Most withdrawals now reach your bank within 15 minutes.</p>',
      UR: '<p>ہم نے ادائیگی کے نظام کو بہتر بنایا ہے۔ اب زیادہ تر رقوم 15 منٹ کے اندر آپ کے بینک تک پہنچ جاتی ہیں۔</p>',
    },
  ),
  notice(
    { EN: 'Beware of fake customer-service accounts', UR: 'جعلی کسٹمر سروس اکاؤنٹس سے ہوشیار رہیں' },
    {
      EN: '<p>Our staff never ask for your password or SMS code and never ask you to pay into a personal account. Use only the contacts shown in the app.</p>',
      UR: '<p>ہمارا عملہ کبھی آپ کا پاس ورڈ یا SMS کوڈ نہیں مانگتا اور نہ ہی کسی ذاتی اکاؤنٹ میں رقم بھیجنے کو کہتا ہے۔ صرف ایپ میں دیے گئے رابطے استعمال کریں۔</p>',
    },
  ),
  notice(
    { EN: 'New lottery draws every 5 minutes', UR: 'ہر 5 منٹ میں نئی لاٹری قرعہ اندازی' },
    {
      EN: '<p>Fast lottery games now draw every five minutes, around the clock. Results appear in your betting record.</p>',
      UR: '<p>تیز رفتار لاٹری گیمز میں اب چوبیس گھنٹے ہر پانچ منٹ بعد قرعہ اندازی ہوتی ہے۔ نتائج آپ کے شرطوں کے ریکارڈ میں نظر آتے ہیں۔</p>',
    },
  ),
  notice(
    { EN: 'Play responsibly: set your own limits', UR: 'ذمہ داری سے کھیلیں: اپنی حدود خود مقرر کریں' },
    {
      EN: '<p>Decide how much time and money you spend before you start. Customer service can pause your account whenever you need a break.</p>',
      UR: '<p>کھیل شروع کرنے سے پہلے طے کریں کہ آپ کتنا وقت اور کتنی رقم خرچ کریں گے۔ جب بھی آپ کو وقفہ چاہیے، کسٹمر سروس آپ کا اکاؤنٹ عارضی طور پر روک سکتی ہے۔</p>',
    },
  ),
  {
    type: ContentType.POPUP,
    title: {
      EN: 'Sign up today and get a 100% welcome bonus',
      UR: 'آج ہی سائن اَپ کریں اور 100% خوش آمدید بونس پائیں',
    },
    content: {
      EN: `<p>Register in under a minute and double your first deposit, up to ${bonusCap.EN}.</p>`,
      UR: `<p>ایک منٹ سے کم میں رجسٹر کریں اور اپنی پہلی جمع رقم دگنی کریں، ${bonusCap.UR} تک۔</p>`,
    },
    promotionType: null,
    execution: PopupExecution.GUEST,
    link: '/m/register',
  },
  {
    type: ContentType.POPUP,
    title: { EN: 'Daily cashback is live', UR: 'روزانہ کیش بیک شروع ہو گیا ہے' },
    content: {
      EN: "<p>Claim up to 1.5% of yesterday's bets back every day in the reward centre.</p>",
      UR: '<p>ریوارڈ سینٹر سے ہر روز گزشتہ دن کی شرطوں کا 1.5% تک واپس حاصل کریں۔</p>',
    },
    promotionType: 'CASHBACK',
    execution: PopupExecution.MEMBER,
    link: '/m/rewardCenter',
  },
];
