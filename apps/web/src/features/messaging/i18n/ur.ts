import type { LocaleShape } from '../../../shared/i18n/locales/en.ts';
import type { messagingEn } from './en.ts';

export type MessagingLocale = LocaleShape<typeof messagingEn>;

/** پیغامات کے حصے کی عبارتیں (اردو)، وہی کلیدیں جو انگریزی فائل میں ہیں۔ */
export const messagingUr: MessagingLocale = {
  popup: {
    close: 'بند کریں',
    goToActivity: 'سرگرمی پر جائیں',
    register: 'رجسٹر کریں',
    previous: 'پچھلا اعلان',
    next: 'اگلا اعلان',
    position: '{{total}} میں سے {{current}}',
    pages: 'اعلان کے صفحات',
  },
  notice: {
    listLabel: 'اعلانات کی فہرست',
    unread: 'نہیں پڑھا گیا',
    empty: 'ابھی کوئی اعلان نہیں',
    emptyHint: 'آپریٹر کی خبریں یہاں نظر آئیں گی۔',
    loadError: 'اعلانات لوڈ نہیں ہو سکے۔',
    postedAt: 'شائع شدہ {{date}}',
  },
  inbox: {
    listLabel: 'ان باکس کے پیغامات',
    unread: 'نہیں پڑھا گیا',
    empty: 'آپ کا ان باکس خالی ہے',
    emptyHint: 'آپریٹر کے پیغامات یہاں نظر آئیں گے۔',
    loadError: 'آپ کے پیغامات لوڈ نہیں ہو سکے۔',
    loadMore: 'مزید دکھائیں',
    sentAt: 'بھیجا گیا {{date}}',
    delete: 'حذف کریں',
    confirmTitle: 'یہ پیغام حذف کریں؟',
    confirmText: 'یہ آپ کے ان باکس سے ہمیشہ کے لیے ہٹا دیا جائے گا۔',
    confirmDelete: 'پیغام حذف کریں',
    deleted: 'پیغام حذف ہو گیا',
  },
  centre: {
    rows: 'پیغامات اور سروس',
    messagingApp: 'میسجنگ ایپ',
    announcements: 'اعلانات',
    messages: 'ان باکس',
    liveChat: 'لائیو چیٹ',
    affiliateService: 'ایفیلیئٹ سروس',
    withBadge: '{{label}}، {{count}} نہیں پڑھے گئے',
  },
  service: {
    title: 'کسٹمر سروس',
    entries: 'ہم سے رابطے کے طریقے',
    liveChat: 'لائیو چیٹ',
    liveChatHint: 'کسی ایجنٹ سے بات کریں',
    liveChatOnline: 'ایک ایجنٹ آن لائن ہے، عموماً {{minutes}} منٹ میں جواب دیتا ہے',
    liveChatOffline:
      'اس وقت کوئی ایجنٹ آن لائن نہیں۔ اوقاتِ کار: روزانہ <range>{{from}} سے {{to}} تک</range> (<zone>{{zone}}</zone>)۔ جواب آپ کے ان باکس میں بھی آئے گا۔',
    liveChatUnknown: 'ہم یہ نہیں جان سکے کہ کوئی ایجنٹ آن لائن ہے یا نہیں۔ آپ پھر بھی چیٹ شروع کر سکتے ہیں۔',
    whatsapp: 'واٹس ایپ',
    whatsappHint: 'واٹس ایپ پر پیغام بھیجیں',
    messagingApp: 'میسجنگ ایپ',
    messagingAppHint: 'ایپ میں ہمیں لکھیں',
    servicePage: 'سپورٹ صفحہ',
    servicePageHint: 'ہمارا کسٹمر سروس صفحہ',
    help: 'مدد مرکز',
    helpHint: 'عام سوالات کے جوابات',
  },
  chat: {
    wait: 'لائیو چیٹ سے جوڑا جا رہا ہے، براہ کرم انتظار کریں…',
    title: 'لائیو چیٹ',
  },
  common: {
    close: 'بند کریں',
    cancel: 'منسوخ کریں',
  },
};
