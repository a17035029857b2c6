/**
 * What each whitelabel flag turns on in the lobby, under its code on the Settings screen: the
 * codes are the platform's, an operator reads what they do (spread into en.ts, ur.ts).
 */
export const flagEn = {
  'flag.COMM3': 'The lobby’s common module: notices, banners and messages',
  'flag.FUNDTRANS3': 'Transfer-wallet vendors: moving money between the main wallet and a vendor’s',
  'flag.REG3': 'Registration: new players can sign up',
  'flag.CAPTCHA3': 'Image captcha and human check at registration and after failed logins',
  'flag.CBS3': 'Live chat with customer service',
  'flag.MOBILEVERCODELOGIN3': 'Log in with a code sent by SMS',
  'flag.FACEBOOKLOGIN3': 'Sign in with Facebook',
  'flag.GOOGLELOGIN3': 'Sign in with Google',
  'flag.AGENTPOLICY3': 'Agents’ salary and dividend contracts',
  'flag.PWDEXPFORCECHANGE3': 'A password older than the allowed age must be changed',
  'flag.MANUALREBATE3': 'Players claim their own cashback',
  'flag.REFERRAL': 'Invite friends, and the rewards for it',
  'flag.REGUSERNAME3': 'Registration with a username',
  'flag.REGMOBILE3': 'Registration with a mobile number',
} as const;

export const flagUr: Record<keyof typeof flagEn, string> = {
  'flag.COMM3': 'لابی کا عام ماڈیول: اطلاعات، بینرز اور پیغامات',
  'flag.FUNDTRANS3': 'ٹرانسفر والیٹ وینڈرز: مین والیٹ اور وینڈر کے والیٹ کے درمیان رقم کی منتقلی',
  'flag.REG3': 'رجسٹریشن: نئے کھلاڑی اکاؤنٹ بنا سکتے ہیں',
  'flag.CAPTCHA3': 'رجسٹریشن پر اور ناکام لاگ ان کے بعد تصویری کیپچا اور انسانی جانچ',
  'flag.CBS3': 'کسٹمر سروس سے لائیو چیٹ',
  'flag.MOBILEVERCODELOGIN3': 'SMS سے بھیجے گئے کوڈ سے لاگ ان',
  'flag.FACEBOOKLOGIN3': 'فیس بک سے سائن ان',
  'flag.GOOGLELOGIN3': 'گوگل سے سائن ان',
  'flag.AGENTPOLICY3': 'ایجنٹوں کے تنخواہ اور منافع کے معاہدے',
  'flag.PWDEXPFORCECHANGE3': 'مقررہ مدت سے پرانا پاس ورڈ بدلنا لازمی',
  'flag.MANUALREBATE3': 'کھلاڑی اپنا کیش بیک خود حاصل کرتے ہیں',
  'flag.REFERRAL': 'دوستوں کو مدعو کریں، اور اس کے انعامات',
  'flag.REGUSERNAME3': 'یوزر نیم سے رجسٹریشن',
  'flag.REGMOBILE3': 'موبائل نمبر سے رجسٹریشن',
};
