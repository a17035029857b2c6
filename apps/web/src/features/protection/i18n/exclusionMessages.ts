/** Texts of time-out and self-exclusion (Safer gambling, home and member centre banner), English and Urdu. */
export const exclusionEn = {
  timeOut: {
    heading: 'Take a time-out',
    hint: 'A short break from deposits, games and bonuses.',
    button: 'Take a time-out',
  },
  selfExclusion: {
    heading: 'Self-exclude',
    hint: 'A long break of at least 6 months. You confirm it with your password.',
    label: 'How long',
    button: 'Self-exclude',
  },
  durations: {
    H24: '24 hours',
    D7: '7 days',
    D30: '30 days',
    W6: '6 weeks',
    M6: '6 months',
    Y1: '1 year',
    Y2: '2 years',
    Y5: '5 years',
    INDEFINITE: 'Indefinitely',
  },
  effects:
    'You will not be able to deposit, play games, place bets or lottery orders, or claim bonuses, and you will get no promotions. You can still log in, withdraw your balance and see your history.',
  final:
    'It starts now and cannot be shortened or lifted early, from the app or by asking us. A self-exclusion does not end by itself: after its period, your account reopens only when you ask customer service.',
  confirm: {
    timeOutTitle: 'Take a time-out for {{duration}}?',
    selfTitle: 'Self-exclude for {{duration}}?',
    selfIndefiniteTitle: 'Self-exclude indefinitely?',
    until: 'Until {{until}}.',
    noEnd: 'With no end date.',
    password: 'Your password',
    passwordRequired: 'Enter your password to confirm.',
    timeOutButton: 'Start my time-out',
    selfButton: 'Self-exclude me',
    saving: 'Starting…',
  },
  current: {
    TIME_OUT: 'You are on a time-out until {{until}}.',
    SELF_EXCLUSION: 'You are self-excluded until {{until}}.',
    SELF_EXCLUSION_INDEFINITE: 'You are self-excluded with no end date.',
    SELF_EXCLUSION_ENDED:
      'Your self-exclusion ended on {{until}}. Your account reopens only when you ask: please contact customer service.',
    stillWorks: 'You can still log in, withdraw your balance and see your history.',
    extend: 'You can make it longer below, never shorter.',
  },
  banner: {
    link: 'Safer gambling',
  },
  started: 'Your break has started.',
};

export const exclusionUr: typeof exclusionEn = {
  timeOut: {
    heading: 'ٹائم آؤٹ لیں',
    hint: 'رقم جمع کروانے، گیمز اور بونس سے ایک مختصر وقفہ۔',
    button: 'ٹائم آؤٹ لیں',
  },
  selfExclusion: {
    heading: 'خود کو خارج کریں',
    hint: 'کم از کم 6 ماہ کا طویل وقفہ۔ آپ اپنے پاس ورڈ سے اس کی تصدیق کرتے ہیں۔',
    label: 'کتنی مدت',
    button: 'خود کو خارج کریں',
  },
  durations: {
    H24: '24 گھنٹے',
    D7: '7 دن',
    D30: '30 دن',
    W6: '6 ہفتے',
    M6: '6 ماہ',
    Y1: '1 سال',
    Y2: '2 سال',
    Y5: '5 سال',
    INDEFINITE: 'غیر معینہ مدت',
  },
  effects:
    'آپ رقم جمع نہیں کروا سکیں گے، گیمز نہیں کھیل سکیں گے، شرطیں یا لاٹری آرڈر نہیں لگا سکیں گے، بونس حاصل نہیں کر سکیں گے، اور آپ کو کوئی پروموشن نہیں ملے گی۔ آپ اب بھی لاگ اِن کر سکتے ہیں، اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
  final:
    'یہ ابھی سے شروع ہوتا ہے اور اسے نہ ایپ سے اور نہ ہم سے کہہ کر کم یا قبل از وقت ختم کیا جا سکتا ہے۔ خود اخراج خود بخود ختم نہیں ہوتا: مدت پوری ہونے کے بعد آپ کا اکاؤنٹ صرف کسٹمر سروس سے آپ کی درخواست پر دوبارہ کھلتا ہے۔',
  confirm: {
    timeOutTitle: '{{duration}} کے لیے ٹائم آؤٹ لیں؟',
    selfTitle: '{{duration}} کے لیے خود کو خارج کریں؟',
    selfIndefiniteTitle: 'غیر معینہ مدت کے لیے خود کو خارج کریں؟',
    until: '{{until}} تک۔',
    noEnd: 'کسی آخری تاریخ کے بغیر۔',
    password: 'آپ کا پاس ورڈ',
    passwordRequired: 'تصدیق کے لیے اپنا پاس ورڈ درج کریں۔',
    timeOutButton: 'میرا ٹائم آؤٹ شروع کریں',
    selfButton: 'مجھے خارج کریں',
    saving: 'شروع ہو رہا ہے…',
  },
  current: {
    TIME_OUT: 'آپ {{until}} تک ٹائم آؤٹ پر ہیں۔',
    SELF_EXCLUSION: 'آپ نے {{until}} تک خود کو خارج کیا ہوا ہے۔',
    SELF_EXCLUSION_INDEFINITE: 'آپ نے بغیر کسی آخری تاریخ کے خود کو خارج کیا ہوا ہے۔',
    SELF_EXCLUSION_ENDED:
      'آپ کا خود اخراج {{until}} کو ختم ہو گیا۔ آپ کا اکاؤنٹ صرف آپ کی درخواست پر دوبارہ کھلتا ہے: براہِ کرم کسٹمر سروس سے رابطہ کریں۔',
    stillWorks: 'آپ اب بھی لاگ اِن کر سکتے ہیں، اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
    extend: 'آپ نیچے اسے طویل کر سکتے ہیں، کبھی کم نہیں۔',
  },
  banner: {
    link: 'محفوظ گیمنگ',
  },
  started: 'آپ کا وقفہ شروع ہو گیا ہے۔',
};
