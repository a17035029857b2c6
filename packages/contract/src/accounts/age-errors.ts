/** Error codes of the age check at registration (accounts/age.ts), with their EN and UR texts. */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const ageErrorCatalogue = {
  BIRTH_DATE_INVALID: {
    status: 400,
    EN: 'Please enter your real date of birth',
    UR: 'براہِ کرم اپنی درست تاریخِ پیدائش درج کریں',
  },
  UNDER_MINIMUM_AGE: {
    status: 403,
    EN: 'You are under the minimum age to register.',
    UR: 'آپ کی عمر رجسٹریشن کی کم از کم عمر سے کم ہے۔',
  },
} as const satisfies Record<string, ErrorDefinition>;
