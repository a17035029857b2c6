/**
 * Texts of the age check at registration: the date-of-birth field of the register form
 * and of an agent's direct registration, and the agreement with the merchant's minimum age.
 */
export const ageEn = {
  birthDate: 'Date of birth',
  agreement: 'I am at least {{age}} years old and agree to the terms and conditions',
  hint: 'You must be at least {{age}} years old',
  chosen: 'Born {{date}}',
  errors: {
    required: 'Please enter your date of birth',
    invalid: 'Please enter your real date of birth',
    underAge: 'You must be at least {{age}} years old to register.',
  },
};

export const ageUr: typeof ageEn = {
  birthDate: 'تاریخِ پیدائش',
  agreement: 'میری عمر کم از کم {{age}} سال ہے اور میں شرائط و ضوابط سے متفق ہوں',
  hint: 'آپ کی عمر کم از کم {{age}} سال ہونی چاہیے',
  chosen: 'تاریخِ پیدائش: {{date}}',
  errors: {
    required: 'براہِ کرم اپنی تاریخِ پیدائش درج کریں',
    invalid: 'براہِ کرم اپنی درست تاریخِ پیدائش درج کریں',
    underAge: 'رجسٹر کرنے کے لیے آپ کی عمر کم از کم {{age}} سال ہونی چاہیے۔',
  },
};
