/** Error codes only the operator API (/ops and the console) answers, with their messages. */
import { opsPayoutErrorCatalogue } from '../agents/payouts-errors.ts';
import type { ErrorDefinition } from '../lobby-errors.ts';
import { amlErrorCatalogue } from './aml.ts';
import { memberProtectionErrorCatalogue } from './member-protection.ts';
import { opsVerificationErrorCatalogue } from '../verification-ops.ts';

export const opsErrorCatalogue = {
  OPERATOR_LOGIN_FAILED: {
    status: 401,
    EN: 'Incorrect operator name, password or code',
    UR: 'آپریٹر کا نام، پاس ورڈ یا کوڈ غلط ہے',
  },
  OPERATOR_OTP_REQUIRED: {
    status: 401,
    EN: 'Enter the code from your authenticator app',
    UR: 'اپنی تصدیقی ایپ سے کوڈ درج کریں',
  },
  OPERATOR_LOCKED: {
    status: 429,
    EN: 'Too many failed logins. Please wait before trying again',
    UR: 'بہت زیادہ ناکام لاگ اِن۔ دوبارہ کوشش کرنے سے پہلے انتظار کریں',
  },
  OPERATOR_TOTP_NOT_ENROLLED: {
    status: 403,
    EN: 'This operator has no second factor. Enrol one with the operator command line first',
    UR: 'اس آپریٹر کا دوسرا تصدیقی مرحلہ موجود نہیں۔ پہلے آپریٹر کمانڈ لائن سے اندراج کریں',
  },
  OPERATOR_OTHER_MERCHANT: {
    status: 403,
    EN: 'This operator works for another merchant',
    UR: 'یہ آپریٹر کسی دوسرے مرچنٹ کے لیے کام کرتا ہے',
  },
  OPERATOR_NOT_LOGGED_IN: {
    status: 401,
    EN: 'Operator session missing or expired',
    UR: 'آپریٹر سیشن موجود نہیں یا اس کی مدت ختم ہو چکی ہے',
  },
  OPERATOR_FORBIDDEN: {
    status: 403,
    EN: 'Your operator role does not allow this',
    UR: 'آپ کا آپریٹر کردار اس کی اجازت نہیں دیتا',
  },
  REPORT_RANGE_INVALID: {
    status: 400,
    EN: 'Choose real dates, the first on or before the last, at most 366 days apart',
    UR: 'درست تاریخیں منتخب کریں، پہلی تاریخ آخری سے پہلے یا اسی دن ہو، اور فرق زیادہ سے زیادہ 366 دن ہو',
  },
  OPERATOR_NOT_FOUND: {
    status: 404,
    EN: 'No operator with this id',
    UR: 'اس آئی ڈی کا کوئی آپریٹر موجود نہیں',
  },
  OPERATOR_NAME_TAKEN: {
    status: 409,
    EN: 'An operator with this name already exists',
    UR: 'اس نام کا آپریٹر پہلے سے موجود ہے',
  },
  OPERATOR_SELF_LOCKOUT: {
    status: 409,
    EN: 'You cannot disable yourself or take away your own admin role',
    UR: 'آپ خود کو غیر فعال نہیں کر سکتے اور نہ ہی اپنا ایڈمن کردار ہٹا سکتے ہیں',
  },
  AUDIT_EXPORT_TOO_LARGE: {
    status: 400,
    EN: 'Too many audit entries for one export. Narrow the dates or filters and try again',
    UR: 'ایک ایکسپورٹ کے لیے آڈٹ اندراجات بہت زیادہ ہیں۔ تاریخیں یا فلٹر محدود کر کے دوبارہ کوشش کریں',
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    EN: 'No member with this id',
    UR: 'اس آئی ڈی کا کوئی ممبر موجود نہیں',
  },
  MEMBER_SEARCH_INVALID: {
    status: 400,
    EN: 'This search text does not fit the chosen field: an id is a number, an address is digits with dots or colons',
    UR: 'تلاش کا یہ متن منتخب خانے کے مطابق نہیں: آئی ڈی ایک عدد ہے، اور پتہ نقطوں یا کولن کے ساتھ ہندسوں پر مشتمل ہوتا ہے',
  },
  MEMBER_ALREADY_LOCKED: {
    status: 409,
    EN: 'This member is already locked',
    UR: 'یہ ممبر پہلے ہی لاک ہے',
  },
  MEMBER_NOT_LOCKED: {
    status: 409,
    EN: 'This member is not locked',
    UR: 'یہ ممبر لاک نہیں ہے',
  },
  MEMBER_LOCKED: {
    status: 409,
    EN: 'This member is locked. Unlock the account before sending a reset link',
    UR: 'یہ ممبر لاک ہے۔ ری سیٹ لنک بھیجنے سے پہلے اکاؤنٹ اَن لاک کریں',
  },
  UPLINE_NOT_FOUND: {
    status: 404,
    EN: 'No member with this username can be an upline',
    UR: 'اس یوزر نیم کا کوئی ممبر اپ لائن نہیں بن سکتا',
  },
  UPLINE_IN_OWN_TEAM: {
    status: 409,
    EN: 'A member cannot be moved under itself or under a member of its own team',
    UR: 'کسی ممبر کو اس کے اپنے نیچے یا اس کی اپنی ٹیم کے کسی ممبر کے نیچے منتقل نہیں کیا جا سکتا',
  },
  UPLINE_UNCHANGED: {
    status: 409,
    EN: 'The member is already under this upline',
    UR: 'ممبر پہلے ہی اسی اپ لائن کے نیچے ہے',
  },
  UPLINE_NOT_INTERNAL_AGENT: {
    status: 400,
    EN: 'An internal account can only be placed under an internal agent of this merchant. Check the upline id',
    UR: 'اندرونی اکاؤنٹ صرف اسی مرچنٹ کے کسی اندرونی ایجنٹ کے نیچے رکھا جا سکتا ہے۔ اپ لائن آئی ڈی چیک کریں',
  },
  MEMBER_NO_EMAIL: {
    status: 409,
    EN: 'This member has no e-mail address to send a reset link to',
    UR: 'اس ممبر کا کوئی ای میل پتہ نہیں جس پر ری سیٹ لنک بھیجا جا سکے',
  },
  APPROVAL_NOT_FOUND: {
    status: 404,
    EN: 'No approval request with this id',
    UR: 'اس آئی ڈی کی کوئی منظوری کی درخواست موجود نہیں',
  },
  APPROVAL_OWN_REQUEST: {
    status: 403,
    EN: 'You cannot approve your own request. Another operator must decide it',
    UR: 'آپ اپنی درخواست خود منظور نہیں کر سکتے۔ اس کا فیصلہ کسی دوسرے آپریٹر کو کرنا ہوگا',
  },
  WITHDRAWAL_SECOND_APPROVER_REQUIRED: {
    status: 403,
    EN: 'You gave this withdrawal its first approval. A different operator must give the second',
    UR: 'آپ اس رقم نکلوانے کی پہلی منظوری دے چکے ہیں۔ دوسری منظوری کسی دوسرے آپریٹر کو دینی ہوگی',
  },
  WITHDRAWAL_NOT_APPROVED: {
    status: 409,
    EN: 'Only an approved withdrawal can be marked paid',
    UR: 'صرف منظور شدہ رقم نکلوانے کو ادا شدہ قرار دیا جا سکتا ہے',
  },
  INBOX_RECIPIENT_NOT_FOUND: {
    status: 404,
    EN: 'No member with this id belongs to the merchant',
    UR: 'اس آئی ڈی کا کوئی ممبر اس مرچنٹ سے منسلک نہیں',
  },
  REWARD_MEMBER_NOT_FOUND: {
    status: 404,
    EN: 'No member with this id can receive rewards',
    UR: 'اس آئی ڈی کا کوئی ممبر انعام حاصل نہیں کر سکتا',
  },
  VIP_LEVEL_NOT_FOUND: {
    status: 404,
    EN: 'There is no VIP level with this number',
    UR: 'اس نمبر کا کوئی VIP لیول موجود نہیں',
  },
  CATALOGUE_FILE_INVALID: {
    status: 400,
    EN: 'This file is not a valid vendor catalogue. The listed entries need fixing',
    UR: 'یہ فائل درست وینڈر کیٹلاگ نہیں ہے۔ درج اندراجات کو درست کرنا ضروری ہے',
  },
  CATEGORY_ORDER_INCOMPLETE: {
    status: 400,
    EN: 'The new order must list every category exactly once',
    UR: 'نئی ترتیب میں ہر زمرہ ٹھیک ایک بار شامل ہونا ضروری ہے',
  },
  CONTENT_ENTRY_NOT_FOUND: {
    status: 404,
    EN: 'This entry does not exist. Someone may have deleted it',
    UR: 'یہ اندراج موجود نہیں۔ ہو سکتا ہے کسی نے اسے حذف کر دیا ہو',
  },
  HELP_PARENT_INVALID: {
    status: 400,
    EN: 'An article can only go under a help topic, and a topic with articles cannot go under another',
    UR: 'مضمون صرف کسی مدد کے موضوع کے تحت جا سکتا ہے، اور جس موضوع میں مضامین ہوں وہ کسی دوسرے کے تحت نہیں جا سکتا',
  },
  LIMIT_MIN_ABOVE_MAX: {
    status: 400,
    EN: 'The minimum must not be more than the maximum',
    UR: 'کم از کم رقم زیادہ سے زیادہ رقم سے بڑھ نہیں سکتی',
  },
  REGION_RULE_INVALID: {
    status: 400,
    EN: 'A country code or address range is not valid. Use two-letter codes such as PK and ranges such as 10.0.0.0/8',
    UR: 'کوئی ملک کوڈ یا ایڈریس رینج درست نہیں۔ PK جیسے دو حرفی کوڈ اور 10.0.0.0/8 جیسی رینج استعمال کریں',
  },
  REGION_BLOCKS_OPERATOR: {
    status: 400,
    EN: 'These rules would block your own current address. Change them so your address stays allowed',
    UR: 'یہ اصول آپ کے اپنے موجودہ ایڈریس کو روک دیں گے۔ انہیں اس طرح بدلیں کہ آپ کا ایڈریس اجازت یافتہ رہے',
  },
  REGISTER_RULES_IMPOSSIBLE: {
    status: 400,
    EN: 'Members could no longer register: keep the password and the username or the mobile number on',
    UR: 'نئے ممبر رجسٹر نہیں ہو سکیں گے: پاس ورڈ اور یوزر نیم یا موبائل نمبر کو فعال رکھیں',
  },
  DEPOSIT_CHANNEL_NOT_FOUND: {
    status: 404,
    EN: 'This deposit channel does not exist',
    UR: 'یہ جمع کرانے کا چینل موجود نہیں ہے',
  },
  DEPOSIT_CHANNEL_TAKEN: {
    status: 409,
    EN: 'A deposit channel with this id already exists. Choose another id or name',
    UR: 'اس آئی ڈی کا جمع کرانے کا چینل پہلے سے موجود ہے۔ کوئی دوسری آئی ڈی یا نام منتخب کریں',
  },
  PAYMENT_GATEWAY_NOT_CONFIGURED: {
    status: 400,
    EN: 'Gateway and QR channels need a payment gateway, and this server has none. Set PAYMENT_GATEWAY first, or create a bank transfer or crypto channel',
    UR: 'گیٹ وے اور QR چینلز کے لیے پیمنٹ گیٹ وے درکار ہے، اور اس سرور پر کوئی نہیں۔ پہلے PAYMENT_GATEWAY ترتیب دیں، یا بینک ٹرانسفر یا کرپٹو چینل بنائیں',
  },
  CHANNEL_TAKES_NO_ACCOUNTS: {
    status: 400,
    EN: 'Only bank transfer and crypto channels have receiving accounts',
    UR: 'وصولی کے اکاؤنٹس صرف بینک ٹرانسفر اور کرپٹو چینلز کے ہوتے ہیں',
  },
  CHANNEL_ACCOUNT_NETWORK_REQUIRED: {
    status: 400,
    EN: 'A crypto address needs its network, such as TRC20',
    UR: 'کرپٹو ایڈریس کے ساتھ اس کا نیٹ ورک درکار ہے، جیسے TRC20',
  },
  CHANNEL_ACCOUNT_NOT_FOUND: {
    status: 404,
    EN: 'This receiving account does not exist',
    UR: 'یہ وصولی کا اکاؤنٹ موجود نہیں ہے',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    EN: 'There is no such promotion',
    UR: 'ایسی کوئی پروموشن موجود نہیں',
  },
  PROMOTION_APPLICATION_NOT_FOUND: {
    status: 404,
    EN: 'There is no such application',
    UR: 'ایسی کوئی درخواست موجود نہیں',
  },
  PROMOTION_APPLICATION_DECIDED: {
    status: 409,
    EN: 'This application has already been decided',
    UR: 'اس درخواست کا فیصلہ پہلے ہی ہو چکا ہے',
  },
  UPLOAD_EMPTY: {
    status: 400,
    EN: 'Choose a picture to upload',
    UR: 'اپ لوڈ کرنے کے لیے تصویر منتخب کریں',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    status: 415,
    EN: 'This file is not a picture we accept. Upload a PNG, JPEG, WebP or GIF image',
    UR: 'یہ فائل قابلِ قبول تصویر نہیں ہے۔ PNG، JPEG، WebP یا GIF تصویر اپ لوڈ کریں',
  },
  UPLOAD_TOO_LARGE: {
    status: 413,
    EN: 'This picture is too large. Make the file smaller and upload it again',
    UR: 'یہ تصویر بہت بڑی ہے۔ فائل کو چھوٹا کر کے دوبارہ اپ لوڈ کریں',
  },
  UPLOAD_IMAGE_INVALID: {
    status: 400,
    EN: 'This picture is damaged or incomplete and cannot be shown',
    UR: 'یہ تصویر خراب یا نامکمل ہے اور دکھائی نہیں جا سکتی',
  },
  UPLOAD_IMAGE_DIMENSIONS: {
    status: 400,
    EN: 'This picture is too wide or too tall. Its sides can be at most 8192 pixels',
    UR: 'یہ تصویر بہت چوڑی یا بہت لمبی ہے۔ اس کے اطراف زیادہ سے زیادہ 8192 پکسل ہو سکتے ہیں',
  },
  UPLOAD_STORE_FAILED: {
    status: 502,
    EN: 'The picture store did not accept the picture. Please try again later',
    UR: 'تصویری اسٹور نے تصویر قبول نہیں کی۔ براہِ کرم بعد میں دوبارہ کوشش کریں',
  },
  ...opsPayoutErrorCatalogue,
  ...amlErrorCatalogue,
  ...memberProtectionErrorCatalogue,
  ...opsVerificationErrorCatalogue,
} as const satisfies Record<string, ErrorDefinition>;
