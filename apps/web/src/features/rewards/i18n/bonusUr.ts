/** Urdu texts of the reward centre's bonus card and bonus history; the same keys as bonusEn. */
import type { bonusEn } from './bonusEn.ts';

export const bonusUr: typeof bonusEn = {
  bonus: {
    heading: 'جاری بونس',
    none: 'کوئی بونس جاری نہیں۔ پروموشنز کے صفحے پر ایک حاصل کریں۔',
    browse: 'پروموشنز دیکھیں',
    balance: 'بونس بیلنس',
    wagered: 'کھیلی گئی رقم',
    of: '{{required}} میں سے {{current}}',
    progress: 'شرط کی پیش رفت',
    timeLeft: 'باقی وقت',
    daysLeft_one: '{{count}} دن',
    daysLeft_other: '{{count}} دن',
    hoursLeft_one: '{{count}} گھنٹہ',
    hoursLeft_other: '{{count}} گھنٹے',
    expired: 'ختم ہو رہا ہے',
    explain: 'شرط پوری ہوتے ہی بونس کی رقم نقد میں بدل جاتی ہے۔',
    history: 'بونس کی تاریخ',
    historyEmpty: 'کوئی پچھلا بونس نہیں۔',
    amount: 'بونس {{amount}}',
    status: {
      active: 'جاری',
      converted: 'نقد میں بدل گیا',
      forfeited: 'چھوڑ دیا گیا',
      cancelled: 'منسوخ',
      expired: 'میعاد ختم',
      spent: 'استعمال ہو گیا',
    },
  },
};
