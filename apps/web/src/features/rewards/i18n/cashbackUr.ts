import type { LocaleShape } from '../../../shared/i18n/locales/en.ts';
import type { cashbackEn } from './cashbackEn.ts';

/** کیش بیک /m/member/manualRebate کی عبارتیں (اردو)۔ */
export const cashbackUr: LocaleShape<typeof cashbackEn> = {
  cashback: {
    tabs: 'کیش بیک',
    claimableTab: 'حاصل کریں',
    historyTab: 'تاریخچہ',
    rates: 'آپ کی شرحیں',
    period: '{{day}} کو طے شدہ شرطیں',
    product: 'پروڈکٹ',
    validBet: 'درست شرط',
    rate: 'شرح',
    amount: 'کیش بیک',
    total: 'کل',
    claim: 'حاصل کریں',
    claimPeriod: '{{day}} کا کیش بیک حاصل کریں',
    claiming: 'حاصل کیا جا رہا ہے…',
    claimed: '{{amount}} کیش بیک آپ کے بیلنس میں شامل کر دیا گیا',
    belowMinimum: 'کم از کم {{minimum}} حاصل کیا جا سکتا ہے',
    empty:
      'ابھی حاصل کرنے کے لیے کوئی کیش بیک نہیں۔ کسی دن کا کیش بیک وہ دن ختم ہونے کے بعد حاصل کیا جا سکتا ہے۔',
    closed: 'کیش بیک اس وقت بند ہے۔',
    rule: 'ہر دن کی طے شدہ درست شرطوں پر ان کی پروڈکٹ کی آپ کی شرح سے کیش بیک ملتا ہے۔ 7 دن کے اندر حاصل کریں؛ پرانا کیش بیک ختم ہو جاتا ہے۔ دن {{zone}} کی آدھی رات کو ختم ہوتا ہے۔',
    totalClaimable: 'کل قابلِ حصول: {{amount}}',
    ranges: 'حاصل کیا گیا',
    today: 'آج',
    week: '7 دن',
    month: 'مہینہ',
    historyEmpty: 'اس مدت میں کوئی کیش بیک حاصل نہیں کیا گیا۔',
    claimedAt: 'حاصل کیا گیا {{time}}',
    historyTotal: 'کل حاصل شدہ: {{amount}}',
    products: {
      SLOTS: 'سلاٹس',
      FISHING: 'فشنگ',
      LIVE: 'لائیو',
      POKER: 'پوکر',
      SPORTS: 'کھیل',
      LOTTERY: 'لاٹری',
    },
  },
};
