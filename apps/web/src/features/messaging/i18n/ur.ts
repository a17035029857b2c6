import type { LocaleShape } from '../../../shared/i18n/locales/en.ts';
import type { messagingEn } from './en.ts';

export type MessagingLocale = LocaleShape<typeof messagingEn>;

/** اعلان پاپ اپ کی عبارتیں (اردو)، وہی کلیدیں جو انگریزی فائل میں ہیں۔ */
export const messagingUr: MessagingLocale = {
  popup: {
    close: 'بند کریں',
    goToActivity: 'سرگرمی پر جائیں',
    previous: 'پچھلا اعلان',
    next: 'اگلا اعلان',
    position: '{{total}} میں سے {{current}}',
    pages: 'اعلان کے صفحات',
  },
};
