/**
 * Help centre articles seeded for a new merchant. Operators edit them later; these are written to
 * be genuinely useful on day one. HTML is limited to p, ul, ol, li, strong: clients sanitise anyway.
 */
import type { Localized } from './localized.ts';

export interface HelpArticle {
  readonly title: Localized;
  readonly content: Localized;
}
export interface HelpTopic extends HelpArticle {
  readonly children: readonly HelpArticle[];
}

export const helpTopics: readonly HelpTopic[] = [
  {
    title: { EN: 'Account and security', UR: 'اکاؤنٹ اور سیکیورٹی' },
    content: {
      EN: '<p>Everything about opening your account, signing in and keeping it safe.</p>',
      UR: '<p>اکاؤنٹ کھولنے، سائن اِن کرنے اور اسے محفوظ رکھنے کے بارے میں تمام معلومات۔</p>',
    },
    children: [
      {
        title: { EN: 'How do I register?', UR: 'میں رجسٹریشن کیسے کروں؟' },
        content: {
          EN: '<p>Tap <strong>Register</strong> on the home screen. Choose a username or sign up with your mobile number, set a password of at least 6 characters and confirm that you are 18 or older.</p><ol><li>Fill in the fields marked as required.</li><li>Complete the slider check.</li><li>Tap <strong>Register</strong>. You are signed in straight away.</li></ol>',
          UR: '<p>ہوم اسکرین پر <strong>رجسٹر</strong> دبائیں۔ صارف نام منتخب کریں یا اپنے موبائل نمبر سے سائن اَپ کریں، کم از کم 6 حروف کا پاس ورڈ بنائیں اور تصدیق کریں کہ آپ کی عمر 18 سال یا اس سے زیادہ ہے۔</p><ol><li>لازمی خانے پُر کریں۔</li><li>سلائیڈر والی تصدیق مکمل کریں۔</li><li><strong>رجسٹر</strong> دبائیں۔ آپ فوراً سائن اِن ہو جائیں گے۔</li></ol>',
        },
      },
      {
        title: { EN: 'I forgot my password', UR: 'میں اپنا پاس ورڈ بھول گیا ہوں' },
        content: {
          EN: '<p>On the login screen tap <strong>Forgot password</strong>. Enter the mobile number linked to your account, type the SMS code you receive and choose a new password.</p><p>If your number is no longer available, contact customer service from the message centre.</p>',
          UR: '<p>لاگ اِن اسکرین پر <strong>پاس ورڈ بھول گئے</strong> دبائیں۔ اپنے اکاؤنٹ سے منسلک موبائل نمبر درج کریں، موصول ہونے والا SMS کوڈ لکھیں اور نیا پاس ورڈ منتخب کریں۔</p><p>اگر آپ کا نمبر اب دستیاب نہیں تو پیغامات کے مرکز سے کسٹمر سروس سے رابطہ کریں۔</p>',
        },
      },
      {
        title: { EN: 'Keeping your account safe', UR: 'اپنے اکاؤنٹ کو محفوظ رکھنا' },
        content: {
          EN: '<ul><li>Never share your password or SMS codes, not even with someone who says they are from customer service.</li><li>Use a password you do not use anywhere else.</li><li>Log out on shared phones.</li><li>Our staff will never ask you to transfer money to a personal account.</li></ul>',
          UR: '<ul><li>اپنا پاس ورڈ یا SMS کوڈ کبھی کسی کو نہ بتائیں، اُس شخص کو بھی نہیں جو خود کو کسٹمر سروس کا ایجنٹ بتائے۔</li><li>ایسا پاس ورڈ رکھیں جو آپ کہیں اور استعمال نہ کرتے ہوں۔</li><li>مشترکہ فون پر کام ختم کر کے لاگ آؤٹ کریں۔</li><li>ہمارا عملہ آپ سے کبھی کسی ذاتی اکاؤنٹ میں رقم بھیجنے کو نہیں کہے گا۔</li></ul>',
        },
      },
    ],
  },
  {
    title: { EN: 'Deposits', UR: 'رقم جمع کروانا' },
    content: {
      EN: '<p>How to add funds to your wallet and what to do if a deposit has not arrived.</p>',
      UR: '<p>اپنے والیٹ میں رقم شامل کرنے کا طریقہ اور جمع شدہ رقم نہ پہنچنے کی صورت میں کیا کریں۔</p>',
    },
    children: [
      {
        title: { EN: 'How do I make a deposit?', UR: 'میں رقم کیسے جمع کرواؤں؟' },
        content: {
          EN: '<ol><li>Log in and tap the central <strong>Deposit</strong> button.</li><li>Pick a payment method and enter the amount.</li><li>Follow the instructions of the payment page and keep your receipt.</li></ol><p>Most deposits appear in your balance within a few minutes.</p>',
          UR: '<ol><li>لاگ اِن کریں اور درمیان والا <strong>جمع کروائیں</strong> بٹن دبائیں۔</li><li>ادائیگی کا طریقہ منتخب کریں اور رقم درج کریں۔</li><li>ادائیگی کے صفحے کی ہدایات پر عمل کریں اور اپنی رسید سنبھال کر رکھیں۔</li></ol><p>زیادہ تر رقوم چند منٹوں میں آپ کے بیلنس میں نظر آ جاتی ہیں۔</p>',
        },
      },
      {
        title: { EN: 'My deposit has not arrived', UR: 'میری جمع کروائی گئی رقم نہیں پہنچی' },
        content: {
          EN: '<p>Bank transfers can take up to 30 minutes. If the money is still missing after that, send customer service your account name, the amount, the time of payment and a screenshot of the receipt.</p>',
          UR: '<p>بینک ٹرانسفر میں 30 منٹ تک لگ سکتے ہیں۔ اگر اس کے بعد بھی رقم نہ پہنچے تو کسٹمر سروس کو اپنا اکاؤنٹ نام، رقم، ادائیگی کا وقت اور رسید کا اسکرین شاٹ بھیجیں۔</p>',
        },
      },
      {
        title: { EN: 'Who can deposit?', UR: 'کون رقم جمع کروا سکتا ہے؟' },
        content: {
          EN: '<p>Deposits are open to registered members. Trial accounts are for free play only and cannot deposit: register a real account to continue.</p>',
          UR: '<p>رقم صرف رجسٹرڈ ممبران جمع کروا سکتے ہیں۔ ٹرائل اکاؤنٹ صرف مفت کھیل کے لیے ہیں اور ان سے رقم جمع نہیں ہو سکتی: جاری رکھنے کے لیے اصل اکاؤنٹ رجسٹر کریں۔</p>',
        },
      },
    ],
  },
  {
    title: { EN: 'Withdrawals', UR: 'رقم نکلوانا' },
    content: {
      EN: '<p>Getting your winnings out safely and quickly.</p>',
      UR: '<p>اپنی جیتی ہوئی رقم محفوظ اور تیز طریقے سے نکلوانا۔</p>',
    },
    children: [
      {
        title: { EN: 'How do I withdraw?', UR: 'میں رقم کیسے نکلواؤں؟' },
        content: {
          EN: '<ol><li>Add a bank card in the member centre (once).</li><li>Set a payment password.</li><li>Open <strong>Withdraw</strong>, enter the amount and your payment password.</li></ol>',
          UR: '<ol><li>ممبر سینٹر میں اپنا بینک کارڈ شامل کریں (صرف ایک بار)۔</li><li>ادائیگی کا پاس ورڈ مقرر کریں۔</li><li><strong>رقم نکلوائیں</strong> کھولیں، رقم اور ادائیگی کا پاس ورڈ درج کریں۔</li></ol>',
        },
      },
      {
        title: { EN: 'How long does a withdrawal take?', UR: 'رقم نکلوانے میں کتنا وقت لگتا ہے؟' },
        content: {
          EN: '<p>Most withdrawals are processed within 15 minutes. Your bank may need longer to show the money, especially at night or on public holidays.</p>',
          UR: '<p>زیادہ تر درخواستیں 15 منٹ کے اندر نمٹا دی جاتی ہیں۔ رات کے وقت یا عام تعطیلات میں آپ کے بینک کو رقم دکھانے میں زیادہ وقت لگ سکتا ہے۔</p>',
        },
      },
      {
        title: { EN: 'Why is my withdrawal on hold?', UR: 'میری رقم نکلوانے کی درخواست کیوں روکی گئی ہے؟' },
        content: {
          EN: '<p>A withdrawal can be held while we check that the bank account is in your name or that bonus turnover has been met. We will tell you in the inbox what is needed.</p>',
          UR: '<p>درخواست اس وقت روکی جا سکتی ہے جب ہم یہ جانچ رہے ہوں کہ بینک اکاؤنٹ آپ کے نام پر ہے یا بونس کی شرائط پوری ہو چکی ہیں۔ جو کچھ درکار ہو گا وہ ہم آپ کو اِن باکس میں بتا دیں گے۔</p>',
        },
      },
    ],
  },
  {
    title: { EN: 'Games and lottery', UR: 'گیمز اور لاٹری' },
    content: {
      EN: '<p>Finding games, saving favourites and understanding lottery draws.</p>',
      UR: '<p>گیمز تلاش کرنا، پسندیدہ گیمز محفوظ کرنا اور لاٹری قرعہ اندازی کو سمجھنا۔</p>',
    },
    children: [
      {
        title: { EN: 'Finding and saving games', UR: 'گیمز تلاش اور محفوظ کرنا' },
        content: {
          EN: '<p>Use the category tabs on the home screen or open the game lobby. Tap the star on a game tile to add it to <strong>My collection</strong>.</p>',
          UR: '<p>ہوم اسکرین پر زمرہ جات کے ٹیب استعمال کریں یا گیم لابی کھولیں۔ کسی گیم کو <strong>میرا مجموعہ</strong> میں شامل کرنے کے لیے اس پر بنے ستارے کو دبائیں۔</p>',
        },
      },
      {
        title: { EN: 'How lottery draws work', UR: 'لاٹری کی قرعہ اندازی کیسے ہوتی ہے' },
        content: {
          EN: '<p>Each lottery has numbered draws at fixed times. Bets close a few seconds before the draw. Results and your winnings appear in the betting record as soon as the draw is settled.</p>',
          UR: '<p>ہر لاٹری کی قرعہ اندازی مقررہ اوقات پر نمبر وار ہوتی ہے۔ قرعہ اندازی سے چند سیکنڈ پہلے شرطیں بند ہو جاتی ہیں۔ نتائج اور آپ کی جیت قرعہ اندازی مکمل ہوتے ہی شرطوں کے ریکارڈ میں نظر آ جاتی ہے۔</p>',
        },
      },
      {
        title: { EN: 'Trial play', UR: 'آزمائشی کھیل' },
        content: {
          EN: '<p>Trial play gives you a temporary account with play money so you can try games before registering. Trial balances cannot be withdrawn.</p>',
          UR: '<p>آزمائشی کھیل میں آپ کو فرضی رقم کے ساتھ ایک عارضی اکاؤنٹ ملتا ہے تاکہ آپ رجسٹریشن سے پہلے گیمز آزما سکیں۔ آزمائشی بیلنس نکلوایا نہیں جا سکتا۔</p>',
        },
      },
    ],
  },
  {
    title: { EN: 'Responsible gaming', UR: 'ذمہ دارانہ گیمنگ' },
    content: {
      EN: '<p>Gaming should stay fun. These tools and tips help you stay in control.</p>',
      UR: '<p>گیمنگ کو تفریح ہی رہنا چاہیے۔ یہ طریقے اور مشورے آپ کو اپنے کھیل پر قابو رکھنے میں مدد دیتے ہیں۔</p>',
    },
    children: [
      {
        title: { EN: 'Play within your limits', UR: 'اپنی حد میں رہ کر کھیلیں' },
        content: {
          EN: '<ul><li>Decide in advance how much time and money you will spend, and stop when you reach it.</li><li>Never chase losses.</li><li>Only play with money you can afford to lose, never with money meant for rent, food or bills.</li></ul>',
          UR: '<ul><li>پہلے سے طے کریں کہ آپ کتنا وقت اور کتنی رقم خرچ کریں گے، اور اس حد پر پہنچ کر رک جائیں۔</li><li>ہاری ہوئی رقم واپس جیتنے کے پیچھے کبھی نہ بھاگیں۔</li><li>صرف اتنی رقم سے کھیلیں جس کا نقصان آپ برداشت کر سکیں، کرایہ، کھانے یا بلوں کی رقم سے کبھی نہیں۔</li></ul>',
        },
      },
      {
        title: { EN: 'Taking a break', UR: 'وقفہ لینا' },
        content: {
          EN: '<p>You can take a break yourself in Member centre, Safer gambling. A time-out lasts 24 hours, 7 days, 30 days or 6 weeks. A self-exclusion lasts 6 months, 1 year, 2 years, 5 years or indefinitely, and you confirm it with your password.</p><p>A break starts at once and cannot be shortened or lifted early, from the app or by customer service; you can only make it longer. During a break you cannot deposit, play games, place bets or lottery orders, or claim bonuses and rewards, and we send you no promotions. You can still log in, withdraw your balance and see your history. A time-out ends by itself. A self-exclusion does not: when its period is over, your account reopens only when you ask customer service, who check the request first. While you are self-excluded, no new account can be opened with your mobile number or e-mail.</p>',
          UR: '<p>آپ ممبر سینٹر میں محفوظ گیمنگ سے خود وقفہ لے سکتے ہیں۔ ٹائم آؤٹ 24 گھنٹے، 7 دن، 30 دن یا 6 ہفتے کا ہوتا ہے۔ خود اخراج 6 ماہ، 1 سال، 2 سال، 5 سال یا غیر معینہ مدت کا ہوتا ہے، اور آپ اپنے پاس ورڈ سے اس کی تصدیق کرتے ہیں۔</p><p>وقفہ فوراً شروع ہو جاتا ہے اور اسے نہ ایپ سے اور نہ کسٹمر سروس کے ذریعے کم یا قبل از وقت ختم کیا جا سکتا ہے؛ آپ صرف اسے طویل کر سکتے ہیں۔ وقفے کے دوران آپ رقم جمع نہیں کروا سکتے، گیمز نہیں کھیل سکتے، شرطیں یا لاٹری آرڈر نہیں لگا سکتے، بونس اور انعامات حاصل نہیں کر سکتے، اور ہم آپ کو کوئی پروموشن نہیں بھیجتے۔ آپ اب بھی لاگ اِن کر سکتے ہیں، اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔ ٹائم آؤٹ خود بخود ختم ہو جاتا ہے۔ خود اخراج نہیں: مدت پوری ہونے کے بعد آپ کا اکاؤنٹ صرف کسٹمر سروس سے آپ کی درخواست پر، جانچ کے بعد، دوبارہ کھلتا ہے۔ خود اخراج کے دوران آپ کے موبائل نمبر یا ای میل سے کوئی نیا اکاؤنٹ نہیں کھولا جا سکتا۔</p>',
        },
      },
      {
        title: { EN: 'Age requirement', UR: 'عمر کی شرط' },
        content: {
          EN: '<p>You must be at least 18 years old to play. We may ask for proof of age at any time and close accounts of minors.</p>',
          UR: '<p>کھیلنے کے لیے آپ کی عمر کم از کم 18 سال ہونی چاہیے۔ ہم کسی بھی وقت عمر کا ثبوت مانگ سکتے ہیں اور نابالغ افراد کے اکاؤنٹ بند کر دیے جاتے ہیں۔</p>',
        },
      },
      {
        title: { EN: 'Where to get help', UR: 'مدد کہاں سے لیں' },
        content: {
          EN: '<p>If gaming stops being fun, talk to someone you trust and take a time-out or self-exclude in Safer gambling, or contact customer service to close your account. Free, confidential support is available from organisations such as Gamblers Anonymous.</p>',
          UR: '<p>اگر گیمنگ تفریح نہ رہے تو کسی قابلِ اعتماد شخص سے بات کریں اور محفوظ گیمنگ میں ٹائم آؤٹ لیں یا خود کو خارج کریں، یا اپنا اکاؤنٹ بند کروانے کے لیے کسٹمر سروس سے رابطہ کریں۔ Gamblers Anonymous جیسی تنظیموں سے مفت اور رازدارانہ مدد دستیاب ہے۔</p>',
        },
      },
    ],
  },
];
