import type { lotteryEn } from './en.ts';

/** Urdu texts of the lottery lobby: the same keys as `en.ts`. */
export const lotteryUr: Record<keyof typeof lotteryEn, string> = {
  title: 'لاٹری',
  open: '{{name}} کھیلیں',
  closesIn: 'بند ہونے میں',
  drawing: 'قرعہ اندازی جاری…',
  lastResult: 'آخری نتیجہ',
  resultOf: 'قرعہ {{numero}}: {{numbers}}',
  noResult: 'ابھی کوئی قرعہ اندازی نہیں',
  loading: 'لوڈ ہو رہا ہے…',
  loadFailed: 'لوڈ نہیں ہو سکا۔ دوبارہ کوشش کریں۔',
  listFailed: 'لاٹریاں لوڈ نہیں ہو سکیں۔',
};
