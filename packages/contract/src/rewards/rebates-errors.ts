/** Cashback's error codes (spread into the lobby's catalogue). */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const rebateErrorCatalogue = {
  REBATE_CLOSED: {
    status: 409,
    EN: 'Cashback is not open right now',
    UR: 'کیش بیک اس وقت بند ہے',
  },
  REBATE_BELOW_MINIMUM: {
    status: 409,
    EN: 'This cashback is below the minimum that can be claimed',
    UR: 'یہ کیش بیک حاصل کی جا سکنے والی کم از کم رقم سے کم ہے',
  },
  REBATE_NOT_CLAIMABLE: {
    status: 409,
    EN: 'This period cannot be claimed (not ended yet, expired or already claimed)',
    UR: 'اس مدت کا کیش بیک حاصل نہیں کیا جا سکتا (ابھی ختم نہیں ہوئی، میعاد ختم یا پہلے ہی حاصل)',
  },
  REBATE_ABOVE_UPLINE: {
    status: 409,
    EN: "A cashback rate cannot be above the upline's own rate",
    UR: 'کیش بیک کی شرح اپ لائن کی اپنی شرح سے زیادہ نہیں ہو سکتی',
  },
} as const satisfies Record<string, ErrorDefinition>;
