import type { centreEn } from './centre-en.ts';

/** Urdu texts of the slots centre and game centre; same keys as `centre-en.ts`. */
export const centreUr: typeof centreEn = {
  search: 'گیمز تلاش کریں',
  searchSlots: 'سلاٹ گیمز تلاش کریں',
  searchPlaceholder: 'گیم کا نام',
  vendors: 'گیم فراہم کنندگان',
  allVendors: 'تمام فراہم کنندگان',
  collections: 'سلاٹ مجموعے',
  collection: {
    all: 'تمام سلاٹس',
    new: 'نئے',
    hot: 'مقبول',
    jackpot: 'جیک پاٹ',
  },
  categories: 'گیمز کے زمرے',
  results_one: '{{count}} گیم',
  results_other: '{{count}} گیمز',
  empty: 'یہاں ابھی کوئی گیم نہیں۔',
  noMatch: '“{{search}}” سے ملتی کوئی گیم نہیں۔',
  noCategories: 'ابھی کوئی گیم نہیں۔ براہ کرم جلد دوبارہ آئیں۔',
};
