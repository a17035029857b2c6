/** Texts of the age check: a member's date of birth on the member page, and the setting of the minimum age. */
export const memberAgeEn = {
  'member.fact.birthDate': 'Date of birth',
  'member.birthDate.value': '{{date}} (age {{age}})',
  'member.birthDate.none': 'Not given',
  'settings.minimumAge': 'Minimum age at registration',
  'settings.minimumAgeNote':
    'New members must have reached this age on the merchant’s calendar day (18 to 25). Members already registered are not asked again.',
  'settings.minimumAgeLabel': 'Minimum age',
  'settings.minimumAgeSave': 'Save minimum age',
} as const;

export const memberAgeUr: Record<keyof typeof memberAgeEn, string> = {
  'member.fact.birthDate': 'تاریخِ پیدائش',
  'member.birthDate.value': '{{date}} (عمر {{age}} سال)',
  'member.birthDate.none': 'درج نہیں',
  'settings.minimumAge': 'رجسٹریشن کے لیے کم از کم عمر',
  'settings.minimumAgeNote':
    'نئے ممبرز کی عمر مرچنٹ کے کیلنڈر دن پر کم از کم اتنی ہونی چاہیے (18 سے 25)۔ پہلے سے رجسٹرڈ ممبرز سے دوبارہ نہیں پوچھا جاتا۔',
  'settings.minimumAgeLabel': 'کم از کم عمر',
  'settings.minimumAgeSave': 'کم از کم عمر محفوظ کریں',
};
