/**
 * Texts of the reality check (the dialog over every game frame and its interval on Safer gambling)
 * and of Account history /m/member/accountHistory (features/protection), English and Urdu.
 */
export const realityEn = {
  interval: {
    heading: 'Reality check',
    hint: 'While you play, a reminder shows how long you have played this session and your net result. It counts from when you logged in, on every device.',
    label: 'Remind me every',
    off: 'Off',
    minutes: '{{minutes}} minutes',
    saved: 'Reality check saved.',
  },
  dialog: {
    title: 'Reality check',
    intro: 'You have been playing for a while. Here is this session so far.',
    timePlayed: 'Time played',
    netResult: 'Net result',
    stakes: 'Stakes',
    wins: 'Wins',
    duration: '{{hours}} h {{minutes}} min',
    durationMinutes: '{{minutes}} min',
    continue: 'Continue playing',
    seeHistory: 'See history',
    logOut: 'Log out',
    loading: 'Loading this session…',
  },
  history: {
    intro:
      'Your deposits, withdrawals and bets of the last 12 months, by month, and your net deposit since you joined.',
    lifetime: 'Lifetime net deposit',
    lifetimeHint: 'Deposits {{deposits}} minus withdrawals {{withdrawals}}, since you joined.',
    months: 'Last 12 months',
    month: 'Month',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    stakes: 'Stakes',
    wins: 'Wins',
    net: 'Net',
    netHint: 'Net is wins minus stakes.',
    noActivity: 'No deposits, withdrawals or bets.',
    bettingRecord: 'Betting record',
    link: 'Account history',
    linkHint: 'Deposits, withdrawals and bets by month for the last 12 months.',
  },
};

export const realityUr: typeof realityEn = {
  interval: {
    heading: 'ریئلٹی چیک',
    hint: 'کھیلتے وقت ایک یاد دہانی دکھاتی ہے کہ آپ اس سیشن میں کتنی دیر کھیلے اور آپ کا خالص نتیجہ کیا ہے۔ یہ لاگ اِن کے وقت سے ہر ڈیوائس پر گنتی ہے۔',
    label: 'مجھے یاد دلائیں ہر',
    off: 'بند',
    minutes: '{{minutes}} منٹ',
    saved: 'ریئلٹی چیک محفوظ ہو گیا۔',
  },
  dialog: {
    title: 'ریئلٹی چیک',
    intro: 'آپ کچھ دیر سے کھیل رہے ہیں۔ یہ اب تک کا سیشن ہے۔',
    timePlayed: 'کھیلنے کا وقت',
    netResult: 'خالص نتیجہ',
    stakes: 'شرطیں',
    wins: 'جیت',
    duration: '{{hours}} گھنٹے {{minutes}} منٹ',
    durationMinutes: '{{minutes}} منٹ',
    continue: 'کھیلنا جاری رکھیں',
    seeHistory: 'تاریخ دیکھیں',
    logOut: 'لاگ آؤٹ',
    loading: 'یہ سیشن لوڈ ہو رہا ہے…',
  },
  history: {
    intro:
      'پچھلے 12 مہینوں کے آپ کے جمع، رقم نکلوانا اور شرطیں، ماہ وار، اور شمولیت سے اب تک آپ کا خالص جمع۔',
    lifetime: 'اب تک کا خالص جمع',
    lifetimeHint: 'شمولیت سے اب تک جمع {{deposits}} منفی رقم نکلوانا {{withdrawals}}۔',
    months: 'پچھلے 12 مہینے',
    month: 'مہینہ',
    deposits: 'جمع',
    withdrawals: 'رقم نکلوانا',
    stakes: 'شرطیں',
    wins: 'جیت',
    net: 'خالص',
    netHint: 'خالص یعنی جیت منفی شرطیں۔',
    noActivity: 'کوئی جمع، رقم نکلوانا یا شرط نہیں۔',
    bettingRecord: 'شرطوں کا ریکارڈ',
    link: 'اکاؤنٹ کی تاریخ',
    linkHint: 'پچھلے 12 مہینوں کے جمع، رقم نکلوانا اور شرطیں، ماہ وار۔',
  },
};
