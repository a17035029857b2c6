import { centreUr } from './centre-ur.ts';
import type { gamesEn } from './en.ts';

/** Urdu texts of the games namespace; same keys as `en.ts`. */
export const gamesUr: typeof gamesEn = {
  centre: centreUr,
  tabs: {
    label: 'گیمز کے زمرے',
    HOT: 'مقبول',
    FAV: 'پسندیدہ',
    PROMO: 'پروموشنز',
  },
  home: {
    loading: 'گیمز لوڈ ہو رہے ہیں…',
    hotTitle: 'مقبول گیمز',
    favTitle: 'میرا مجموعہ',
    more: 'مزید',
    moreHot: 'مزید مقبول گیمز',
    moreFav: 'میرے مجموعے میں مزید',
    favEmpty: 'کسی گیم کو یہاں رکھنے کے لیے اس کے ستارے پر ٹیپ کریں۔',
    lotteryLobby: 'تمام قرعہ اندازیاں: الٹی گنتی اور نتائج',
  },
  vendors: {
    title: 'گیم فراہم کنندگان',
    empty: 'اس زمرے میں ابھی کوئی گیم فراہم کنندہ نہیں۔',
    open: '{{vendor}} کھولیں',
    openSoon: '{{vendor}} کھولیں: جلد آ رہا ہے',
    allGames: '{{vendor}} کے تمام گیمز',
  },
  list: {
    search: 'گیمز تلاش کریں',
    searchPlaceholder: 'گیم کا نام',
    results_one: '{{count}} گیم',
    results_other: '{{count}} گیمز',
    empty: 'کوئی گیم نہیں ملا۔',
    favEmpty: 'ابھی آپ کا کوئی پسندیدہ گیم نہیں۔',
    loadingMore: 'مزید گیمز لوڈ ہو رہے ہیں…',
    end: 'یہ تمام گیمز ہیں۔',
    loadFailed: 'گیمز لوڈ نہیں ہو سکے۔',
    guestFav: 'اپنے پسندیدہ گیمز دیکھنے کے لیے لاگ ان کریں۔',
    logIn: 'لاگ ان',
  },
  tile: {
    play: '{{game}} کھیلیں',
    soon: 'جلد آ رہا ہے',
    playSoon: 'جلد آ رہا ہے: {{game}}',
    addFav: '{{game}} کو پسندیدہ میں شامل کریں',
    removeFav: '{{game}} کو پسندیدہ سے ہٹائیں',
  },
  favourite: {
    pleaseWait: 'براہِ کرم انتظار کریں…',
    saved: 'تبدیلیاں محفوظ ہو گئیں',
  },
  frame: {
    close: '{{game}} بند کریں',
    closeLottery: 'لاٹری بند کریں',
    loading: 'گیم کھل رہا ہے…',
    lotteryTitle: 'لاٹری',
    unavailableTitle: 'لاٹری ابھی دستیاب نہیں',
    unavailableBody: 'لاٹری گیمز اگلی ریلیز کے ساتھ آئیں گے۔ براہِ کرم جلد دوبارہ آئیں۔',
    back: 'واپس',
  },
  lobby: {
    menu: 'زمرے',
    launchingLottery: 'لاٹری کھل رہی ہے…',
  },
};
