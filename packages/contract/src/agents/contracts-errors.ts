/** Error codes of the agent contracts, with their EN and UR texts. */
import type { ErrorDefinition } from '../lobby-errors.ts';

export const agentContractErrorCatalogue = {
  CONTRACT_NOT_FOUND: {
    status: 404,
    EN: 'This contract does not exist or is not yours',
    UR: 'یہ معاہدہ موجود نہیں یا آپ کا نہیں ہے',
  },
  CONTRACT_DOWNLINE_NOT_DIRECT: {
    status: 403,
    EN: 'You can only offer a contract to your direct downlines',
    UR: 'آپ صرف اپنے براہِ راست ماتحت ممبرز کو معاہدہ پیش کر سکتے ہیں',
  },
  CONTRACT_NO_OWN: {
    status: 403,
    EN: 'You need an active contract of this kind of your own before you can offer one',
    UR: 'یہ معاہدہ پیش کرنے سے پہلے آپ کا اپنا اسی قسم کا فعال معاہدہ ہونا ضروری ہے',
  },
  CONTRACT_NOT_TOP_AGENT: {
    status: 409,
    EN: 'Only a top agent (one without an upline) can get a contract from the house',
    UR: 'ہاؤس کی طرف سے معاہدہ صرف اعلیٰ ایجنٹ (جس کا کوئی اپ لائن نہ ہو) کو مل سکتا ہے',
  },
  CONTRACT_ABOVE_UPLINE: {
    status: 403,
    EN: 'A rate cannot be higher than the highest rate of your own contract',
    UR: 'شرح آپ کے اپنے معاہدے کی سب سے زیادہ شرح سے زیادہ نہیں ہو سکتی',
  },
  CONTRACT_EXISTS: {
    status: 409,
    EN: 'This member already has a pending or active contract of this kind',
    UR: 'اس ممبر کا اس قسم کا ایک زیرِ التوا یا فعال معاہدہ پہلے سے موجود ہے',
  },
  CONTRACT_ACTION_NOT_ALLOWED: {
    status: 409,
    EN: 'This contract cannot be changed that way now',
    UR: 'اس معاہدے میں ابھی یہ تبدیلی نہیں ہو سکتی',
  },
} as const satisfies Record<string, ErrorDefinition>;
