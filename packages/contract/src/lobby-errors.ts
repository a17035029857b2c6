/**
 * The error codes a player's request can meet, with their messages in every language. Clients branch
 * on `code`, never on `message`; the server sends `message` in the request's language. The English
 * wording is the spec's where the spec gives one. The lobby bundles this catalogue (it translates
 * codes itself when the player switches language), so codes only the operator API answers live in
 * `ops/errors.ts` and stay out of the phone's first load.
 */
import type { Language } from './enums.ts';
import { rebateErrorCatalogue } from './rewards/rebates-errors.ts';
import { agentLinkErrorCatalogue } from './agents/links-errors.ts';
import { agentTeamErrorCatalogue } from './agents/team-errors.ts';
import { inviteErrorCatalogue } from './invites/errors.ts';
import { agentContractErrorCatalogue } from './agents/contracts-errors.ts';
import { ageErrorCatalogue } from './accounts/age-errors.ts';
import { agentPayoutErrorCatalogue } from './agents/payouts-errors.ts';
import { protectionErrorCatalogue } from './protection-paths.ts';
import { verificationErrorCatalogue } from './verification-paths.ts';
import { exclusionErrorCatalogue } from './protection-exclusion-paths.ts';

export interface ErrorDefinition {
  readonly status: number;
  readonly EN: string;
  readonly UR: string;
}

export const lobbyErrorCatalogue = {
  VALIDATION_FAILED: {
    status: 400,
    EN: 'Some of the information sent is not valid.',
    UR: 'بھیجی گئی کچھ معلومات درست نہیں ہیں۔',
  },
  MALFORMED_BODY: {
    status: 400,
    EN: 'The request could not be read.',
    UR: 'درخواست پڑھی نہیں جا سکی۔',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    EN: 'This kind of request content is not supported.',
    UR: 'اس قسم کا مواد قابلِ قبول نہیں ہے۔',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    EN: 'The request is too large.',
    UR: 'درخواست بہت بڑی ہے۔',
  },
  NOT_FOUND: {
    status: 404,
    EN: 'The requested address does not exist.',
    UR: 'مطلوبہ پتہ موجود نہیں ہے۔',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    EN: 'This address does not accept that kind of request.',
    UR: 'یہ پتہ اس قسم کی درخواست قبول نہیں کرتا۔',
  },
  RATE_LIMITED: {
    status: 429,
    EN: 'Too many requests. Please wait a moment and try again.',
    UR: 'بہت زیادہ درخواستیں۔ براہِ کرم کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',
  },
  UNKNOWN_MERCHANT: {
    status: 400,
    EN: 'Unknown merchant.',
    UR: 'نامعلوم مرچنٹ۔',
  },
  MODULE_DISABLED: {
    status: 403,
    EN: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    UR: 'معذرت، اس اکاؤنٹ کو اجازت نہیں یا یہ سہولت عارضی طور پر دستیاب نہیں ہے',
  },
  NOT_LOGGED_IN: {
    status: 401,
    EN: 'You are not logged in, please login first',
    UR: 'آپ لاگ اِن نہیں ہیں، براہِ کرم پہلے لاگ اِن کریں',
  },
  SESSION_ENDED: {
    status: 401,
    EN: 'The account has been logged out, please log in again',
    UR: 'اکاؤنٹ لاگ آؤٹ ہو چکا ہے، براہِ کرم دوبارہ لاگ اِن کریں',
  },
  FREE_REJECT: {
    status: 403,
    EN: 'Please login an actual account to use this function',
    UR: 'یہ سہولت استعمال کرنے کے لیے براہِ کرم اصل اکاؤنٹ سے لاگ اِن کریں',
  },
  NON_MEMBER_LOGIN: {
    status: 403,
    EN: 'Non-member account unable to login',
    UR: 'غیر ممبر اکاؤنٹ لاگ اِن نہیں کر سکتا',
  },
  NON_AGENT_LOGIN: {
    status: 403,
    EN: 'Non-agents cannot log in',
    UR: 'غیر ایجنٹ لاگ اِن نہیں کر سکتے',
  },
  USER_NOT_FOUND_OR_DISABLED: {
    status: 400,
    EN: 'Sorry, the user does not exist or is disabled',
    UR: 'معذرت، صارف موجود نہیں یا غیر فعال ہے',
  },
  USERNAME_EXISTS: {
    status: 409,
    EN: 'Sorry, the username already exists',
    UR: 'معذرت، یہ صارف نام پہلے سے موجود ہے',
  },
  ACCOUNT_FORMAT: { status: 400, EN: 'Account format is incorrect', UR: 'اکاؤنٹ کی ساخت درست نہیں ہے' },
  PASSWORD_FORMAT: { status: 400, EN: 'Password format is incorrect', UR: 'پاس ورڈ کی ساخت درست نہیں ہے' },
  EMAIL_FORMAT: { status: 400, EN: 'E-mail format is incorrect', UR: 'ای میل کی ساخت درست نہیں ہے' },
  REFERRER_LINK_ERROR: { status: 400, EN: 'Referrer link error', UR: 'حوالہ دہندہ کے لنک میں خرابی' },
  NAME_FORMAT: { status: 400, EN: 'Name format is not valid', UR: 'نام کی ساخت درست نہیں ہے' },
  MOBILE_INVALID: { status: 400, EN: 'The mobile num is not valid', UR: 'موبائل نمبر درست نہیں ہے' },
  MOBILE_REQUIRED: {
    status: 400,
    EN: 'Please enter a valid mobile number',
    UR: 'براہِ کرم درست موبائل نمبر درج کریں',
  },
  VERIFICATION_CODE_ERROR: { status: 400, EN: 'Verification code error', UR: 'تصدیقی کوڈ غلط ہے' },
  INVALID_INVITATION_CODE: { status: 400, EN: 'Invalid invitation code', UR: 'دعوتی کوڈ درست نہیں ہے' },
  MAINTENANCE: {
    status: 503,
    EN: 'System upgrading, please try again later',
    UR: 'سسٹم اپ گریڈ ہو رہا ہے، براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں',
  },
  REGION_RESTRICTED: {
    status: 403,
    EN: 'Sorry, our service is not available in your region.',
    UR: 'معذرت، ہماری سروس آپ کے علاقے میں دستیاب نہیں ہے۔',
  },
  NOT_READY: {
    status: 503,
    EN: 'The service is starting or unavailable. Please try again shortly.',
    UR: 'سروس شروع ہو رہی ہے یا دستیاب نہیں۔ براہِ کرم تھوڑی دیر بعد کوشش کریں۔',
  },
  LOGIN_FAILED: {
    status: 401,
    EN: 'Incorrect username or password',
    UR: 'صارف نام یا پاس ورڈ غلط ہے',
  },
  LOGIN_RETRY_LATER: {
    status: 429,
    EN: 'Too many failed sign-ins. Please wait a moment before trying again.',
    UR: 'بہت زیادہ ناکام لاگ اِن۔ دوبارہ کوشش سے پہلے براہِ کرم تھوڑا انتظار کریں۔',
  },
  CAPTCHA_REQUIRED: { status: 400, EN: 'Please enter the captcha', UR: 'براہِ کرم کیپچا درج کریں' },
  CAPTCHA_INVALID: {
    status: 400,
    EN: 'The captcha is wrong or has expired. Please try a new one.',
    UR: 'کیپچا غلط ہے یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا کیپچا آزمائیں۔',
  },
  HUMAN_CHECK_FAILED: {
    status: 400,
    EN: 'The security check failed. Please slide the puzzle again.',
    UR: 'حفاظتی جانچ ناکام ہو گئی۔ براہِ کرم پزل دوبارہ سلائیڈ کریں۔',
  },
  SMS_COOLDOWN: {
    status: 429,
    EN: 'A code was sent recently. Please wait before asking for another one.',
    UR: 'ابھی کوڈ بھیجا گیا ہے۔ نیا کوڈ مانگنے سے پہلے براہِ کرم انتظار کریں۔',
  },
  SMS_UNAVAILABLE: {
    status: 503,
    EN: 'Codes by SMS cannot be sent at the moment. Please use another way or contact customer service.',
    UR: 'اس وقت ایس ایم ایس سے کوڈ نہیں بھیجے جا سکتے۔ براہِ کرم کوئی اور طریقہ اپنائیں یا کسٹمر سروس سے رابطہ کریں۔',
  },
  EMAIL_UNAVAILABLE: {
    status: 503,
    EN: 'E-mails cannot be sent at the moment. Please use another way or contact customer service.',
    UR: 'اس وقت ای میل نہیں بھیجی جا سکتی۔ براہِ کرم کوئی اور طریقہ اپنائیں یا کسٹمر سروس سے رابطہ کریں۔',
  },
  SMS_CODE_INVALID: {
    status: 400,
    EN: 'The verification code is wrong or has expired',
    UR: 'تصدیقی کوڈ غلط ہے یا اس کی مدت ختم ہو چکی ہے',
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    EN: 'The new password and the old password cannot be the same',
    UR: 'نیا پاس ورڈ اور پرانا پاس ورڈ ایک جیسے نہیں ہو سکتے',
  },
  PASSWORD_CONFIRM_MISMATCH: {
    status: 400,
    EN: 'Confirmation password not matched',
    UR: 'تصدیقی پاس ورڈ مماثل نہیں ہے',
  },
  PASSWORD_INCORRECT: { status: 400, EN: 'The password is incorrect', UR: 'پاس ورڈ غلط ہے' },
  OLD_PASSWORD_WRONG: { status: 400, EN: 'The old password is incorrect', UR: 'پرانا پاس ورڈ غلط ہے' },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    EN: 'Please change your password (first login or expired password)',
    UR: 'براہِ کرم اپنا پاس ورڈ تبدیل کریں (پہلا لاگ اِن یا پاس ورڈ کی مدت ختم)',
  },
  EMAIL_EXISTS: {
    status: 409,
    EN: 'This e-mail address is already in use',
    UR: 'یہ ای میل پتہ پہلے سے استعمال میں ہے',
  },
  MOBILE_EXISTS: {
    status: 409,
    EN: 'This mobile number is already registered',
    UR: 'یہ موبائل نمبر پہلے سے رجسٹرڈ ہے',
  },
  PAYEE_NAME_ALREADY_SET: {
    status: 409,
    EN: 'The payee name has already been set and cannot be changed',
    UR: 'وصول کنندہ کا نام پہلے ہی درج ہو چکا ہے اور تبدیل نہیں ہو سکتا',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    EN: 'This reset link is invalid or has expired',
    UR: 'یہ ری سیٹ لنک غلط ہے یا اس کی مدت ختم ہو چکی ہے',
  },
  ENCRYPTION_INVALID: {
    status: 400,
    EN: 'The secure request could not be read. Please refresh and try again.',
    UR: 'محفوظ درخواست پڑھی نہیں جا سکی۔ براہِ کرم صفحہ تازہ کر کے دوبارہ کوشش کریں۔',
  },
  TRIAL_DISABLED: {
    status: 403,
    EN: 'Free trial is not available at the moment',
    UR: 'مفت آزمائش اس وقت دستیاب نہیں ہے',
  },
  SOCIAL_LOGIN_DISABLED: {
    status: 403,
    EN: 'Social sign-in is not available',
    UR: 'سوشل سائن اِن دستیاب نہیں ہے',
  },
  REGISTER_METHOD_DISABLED: {
    status: 403,
    EN: 'This way of registering is not available',
    UR: 'رجسٹریشن کا یہ طریقہ دستیاب نہیں ہے',
  },
  FIELD_REQUIRED: { status: 400, EN: 'Please fill in this field', UR: 'براہِ کرم یہ خانہ پُر کریں' },
  FIELD_INVALID: {
    status: 400,
    EN: 'This field is not in the right format',
    UR: 'اس خانے کی ساخت درست نہیں ہے',
  },
  // ---- wallet
  AMOUNT_INVALID: {
    status: 400,
    EN: 'Please enter the amount as a number, e.g. 100 or 100.50',
    UR: 'براہِ کرم رقم عدد کی صورت میں درج کریں، مثلاً 100 یا 100.50',
  },
  AMOUNT_NOT_POSITIVE: {
    status: 400,
    EN: 'The amount must be greater than zero',
    UR: 'رقم صفر سے زیادہ ہونی چاہیے',
  },
  AMOUNT_TOO_PRECISE: {
    status: 400,
    EN: 'The amount has too many decimal places',
    UR: 'رقم میں اعشاریہ کے بعد بہت زیادہ ہندسے ہیں',
  },
  AMOUNT_TOO_LARGE: { status: 400, EN: 'The amount is too large', UR: 'رقم بہت زیادہ ہے' },
  AMOUNT_BELOW_MIN: {
    status: 400,
    EN: 'The amount is below the minimum',
    UR: 'رقم کم از کم حد سے کم ہے',
  },
  AMOUNT_ABOVE_MAX: {
    status: 400,
    EN: 'The amount is above the maximum',
    UR: 'رقم زیادہ سے زیادہ حد سے زیادہ ہے',
  },
  INSUFFICIENT_BALANCE: {
    status: 400,
    EN: 'Insufficient balance',
    UR: 'بیلنس ناکافی ہے',
  },
  TRANSFER_ID_REUSED: {
    status: 409,
    EN: 'This request id was already used for a different request',
    UR: 'یہ درخواست شناخت پہلے ہی کسی مختلف درخواست کے لیے استعمال ہو چکی ہے',
  },
  CHANNEL_NOT_FOUND: {
    status: 404,
    EN: 'This deposit channel is not available',
    UR: 'رقم جمع کرانے کا یہ چینل دستیاب نہیں ہے',
  },
  PROMO_NOT_FOUND: {
    status: 404,
    EN: 'This promotion is not available',
    UR: 'یہ پروموشن دستیاب نہیں ہے',
  },
  BONUS_ALREADY_ACTIVE: {
    status: 409,
    EN: 'You already have an active bonus. Finish its wagering or give it up first',
    UR: 'آپ کا ایک بونس پہلے سے جاری ہے۔ پہلے اس کی شرط پوری کریں یا اسے چھوڑ دیں',
  },
  BONUS_NOT_ACTIVE: {
    status: 409,
    EN: 'This bonus has already ended',
    UR: 'یہ بونس پہلے ہی ختم ہو چکا ہے',
  },
  BONUS_FORFEIT_REQUIRED: {
    status: 409,
    EN: 'Withdrawing now gives up your unfinished bonus. Please confirm to continue',
    UR: 'ابھی رقم نکلوانے سے آپ کا نامکمل بونس ختم ہو جائے گا۔ جاری رکھنے کے لیے تصدیق کریں',
  },
  BONUS_MAX_STAKE: {
    status: 400,
    EN: 'This stake is above the largest allowed while your bonus is active',
    UR: 'یہ شرط بونس کے جاری رہنے تک اجازت شدہ زیادہ سے زیادہ رقم سے زیادہ ہے',
  },
  PROMO_APPLICATION_PENDING: {
    status: 409,
    EN: 'You have already applied for this promotion. Please wait for our review',
    UR: 'آپ اس پروموشن کے لیے پہلے ہی درخواست دے چکے ہیں۔ براہِ کرم ہمارے جائزے کا انتظار کریں',
  },
  PROMO_IMAGE_TYPE: {
    status: 415,
    EN: 'Only PNG or JPG pictures can be attached',
    UR: 'صرف PNG یا JPG تصاویر منسلک کی جا سکتی ہیں',
  },
  PROMO_IMAGE_TOO_LARGE: {
    status: 413,
    EN: 'A picture can be at most 5 MB',
    UR: 'تصویر زیادہ سے زیادہ 5 MB کی ہو سکتی ہے',
  },
  PROMO_IMAGE_INVALID: {
    status: 400,
    EN: 'This picture is damaged or incomplete',
    UR: 'یہ تصویر خراب یا نامکمل ہے',
  },
  PROMO_NOT_ELIGIBLE: {
    status: 409,
    EN: 'You can no longer use this promotion: it is for a first deposit only, or once per member',
    UR: 'آپ یہ پروموشن مزید استعمال نہیں کر سکتے: یہ صرف پہلی بار رقم جمع کرانے پر یا فی ممبر ایک بار کے لیے ہے',
  },
  DEPOSIT_NOT_FOUND: { status: 404, EN: 'Deposit not found', UR: 'جمع کا ریکارڈ نہیں ملا' },
  WITHDRAWAL_NOT_FOUND: { status: 404, EN: 'Withdrawal not found', UR: 'رقم نکلوانے کی درخواست نہیں ملی' },
  ALREADY_DECIDED: {
    status: 409,
    EN: 'This request has already been processed',
    UR: 'اس درخواست پر پہلے ہی کارروائی ہو چکی ہے',
  },
  BANK_NOT_FOUND: {
    status: 400,
    EN: 'Please choose a bank from the list',
    UR: 'براہِ کرم فہرست سے بینک منتخب کریں',
  },
  BANK_CARD_NOT_FOUND: { status: 404, EN: 'Bank card not found', UR: 'بینک کارڈ نہیں ملا' },
  BANK_CARD_NUMBER_INVALID: {
    status: 400,
    EN: 'The account number is not valid',
    UR: 'اکاؤنٹ نمبر درست نہیں ہے',
  },
  BANK_CARD_LIMIT: {
    status: 400,
    EN: 'You have reached the maximum number of bank cards',
    UR: 'آپ بینک کارڈز کی زیادہ سے زیادہ تعداد تک پہنچ چکے ہیں',
  },
  BANK_CARD_EXISTS: {
    status: 409,
    EN: 'This bank card is already bound',
    UR: 'یہ بینک کارڈ پہلے سے منسلک ہے',
  },
  PAYEE_NAME_REQUIRED: {
    status: 400,
    EN: 'Please set your payee (real) name first',
    UR: 'براہِ کرم پہلے وصول کنندہ کا (اصل) نام درج کریں',
  },
  PAYEE_NAME_MISMATCH: {
    status: 400,
    EN: 'The account name must match your payee name',
    UR: 'اکاؤنٹ کا نام آپ کے وصول کنندہ کے نام سے مماثل ہونا چاہیے',
  },
  PAYMENT_PASSWORD_REQUIRED: {
    status: 400,
    EN: 'Please set a payment password first',
    UR: 'براہِ کرم پہلے ادائیگی پاس ورڈ مقرر کریں',
  },
  PAYMENT_PASSWORD_EXISTS: {
    status: 409,
    EN: 'A payment password is already set; change it instead',
    UR: 'ادائیگی پاس ورڈ پہلے سے مقرر ہے؛ اسے تبدیل کریں',
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    EN: 'The payment password is incorrect',
    UR: 'ادائیگی پاس ورڈ غلط ہے',
  },
  PAYMENT_PASSWORD_LOCKED: {
    status: 423,
    EN: 'Too many wrong payment passwords. Please try again later or reset it.',
    UR: 'بہت زیادہ غلط ادائیگی پاس ورڈ۔ براہِ کرم بعد میں کوشش کریں یا اسے ری سیٹ کریں۔',
  },
  MOBILE_NOT_BOUND: {
    status: 400,
    EN: 'No mobile number is linked to this account',
    UR: 'اس اکاؤنٹ سے کوئی موبائل نمبر منسلک نہیں ہے',
  },
  WITHDRAW_DAILY_LIMIT: {
    status: 400,
    EN: "You have used all of today's withdrawals",
    UR: 'آپ آج کی تمام نکلوانے کی درخواستیں استعمال کر چکے ہیں',
  },
  DATE_RANGE_INVALID: {
    status: 400,
    EN: 'The date range is not valid',
    UR: 'تاریخوں کی حد درست نہیں ہے',
  },
  CALLBACK_SIGNATURE_INVALID: {
    status: 401,
    EN: 'The payment notification signature is not valid',
    UR: 'ادائیگی کی اطلاع کے دستخط درست نہیں ہیں',
  },
  CALLBACK_REPLAYED: {
    status: 409,
    EN: 'This payment notification was already received',
    UR: 'یہ ادائیگی کی اطلاع پہلے ہی موصول ہو چکی ہے',
  },
  GATEWAY_NOT_FOUND: {
    status: 404,
    EN: 'Unknown payment gateway',
    UR: 'نامعلوم ادائیگی گیٹ وے',
  },
  REASON_REQUIRED: {
    status: 400,
    EN: 'Please give a reason',
    UR: 'براہِ کرم وجہ بتائیں',
  },
  PAGE_NO_INVALID: {
    status: 400,
    EN: 'The page number must be a whole number from 1 to 10,000',
    UR: 'صفحہ نمبر 1 سے 10,000 تک کا پورا عدد ہونا چاہیے',
  },
  PAGE_SIZE_INVALID: {
    status: 400,
    EN: 'The page size must be a whole number from 1 to 100',
    UR: 'صفحے کا سائز 1 سے 100 تک کا پورا عدد ہونا چاہیے',
  },
  GAME_NOT_FOUND: {
    status: 404,
    EN: 'This game does not exist or is not available',
    UR: 'یہ گیم موجود نہیں یا دستیاب نہیں ہے',
  },
  VENDOR_NOT_FOUND: {
    status: 404,
    EN: 'This game provider does not exist or is not available',
    UR: 'یہ گیم فراہم کنندہ موجود نہیں یا دستیاب نہیں ہے',
  },
  FAVOURITE_LIMIT: {
    status: 409,
    EN: 'Your collection is full. Remove a game before adding another.',
    UR: 'آپ کا مجموعہ بھر چکا ہے۔ نیا گیم شامل کرنے سے پہلے کوئی گیم ہٹائیں۔',
  },
  VENDOR_NOT_CONNECTED: {
    status: 503,
    EN: 'This game provider is not connected yet. Please choose another game.',
    UR: 'یہ گیم فراہم کنندہ ابھی منسلک نہیں ہے۔ براہِ کرم کوئی اور گیم منتخب کریں۔',
  },
  GAME_DISABLED: {
    status: 409,
    EN: 'This game is under maintenance. Please try again later.',
    UR: 'یہ گیم مرمت کے تحت ہے۔ براہِ کرم بعد میں کوشش کریں۔',
  },
  // ---- wallet: member time zones and transfer-wallet vendors
  TIME_ZONE_INVALID: {
    status: 400,
    EN: 'The time zone is not recognised',
    UR: 'ٹائم زون پہچانا نہیں گیا',
  },
  WALLET_TRANSFER_SEAMLESS: {
    status: 400,
    EN: 'This game uses your main wallet directly; no transfer is needed',
    UR: 'یہ گیم براہِ راست آپ کا مین والیٹ استعمال کرتا ہے؛ منتقلی کی ضرورت نہیں',
  },
  EWALLET_NUMBER_INVALID: {
    status: 400,
    EN: 'Enter the mobile number of your e-wallet account, e.g. 03001234567',
    UR: 'اپنے ای والیٹ اکاؤنٹ کا موبائل نمبر درج کریں، مثلاً 03001234567',
  },
  WALLET_TRANSFER_SAME: {
    status: 400,
    EN: 'Please choose two different wallets',
    UR: 'براہِ کرم دو مختلف والیٹ منتخب کریں',
  },
  // House studio: the studio pages' own API.
  STUDIO_LAUNCH_INVALID: {
    status: 401,
    EN: 'This game link has expired or was already used. Close the game and open it again.',
    UR: 'یہ گیم لنک ختم ہو چکا ہے یا پہلے استعمال ہو چکا ہے۔ گیم بند کر کے دوبارہ کھولیں۔',
  },
  STUDIO_SESSION_EXPIRED: {
    status: 401,
    EN: 'Your game session has ended. Close the game and open it again.',
    UR: 'آپ کا گیم سیشن ختم ہو گیا ہے۔ گیم بند کر کے دوبارہ کھولیں۔',
  },
  STUDIO_STAKE_INVALID: {
    status: 400,
    EN: 'Choose one of the offered stakes.',
    UR: 'پیش کردہ رقوم میں سے ایک منتخب کریں۔',
  },
  STUDIO_ROUND_IN_PROGRESS: {
    status: 409,
    EN: 'A round is still being played. Wait for it to finish.',
    UR: 'ایک راؤنڈ ابھی جاری ہے۔ اس کے ختم ہونے کا انتظار کریں۔',
  },
  STUDIO_INSUFFICIENT_FUNDS: {
    status: 409,
    EN: 'Your balance is too low for this stake. No round was played.',
    UR: 'اس رقم کے لیے آپ کا بیلنس کم ہے۔ کوئی راؤنڈ نہیں کھیلا گیا۔',
  },
  STUDIO_BONUS_MAX_STAKE: {
    status: 409,
    EN: 'This stake is above the largest allowed while your bonus is active. No round was played.',
    UR: 'یہ شرط بونس جاری رہنے تک اجازت شدہ زیادہ سے زیادہ رقم سے زیادہ ہے۔ کوئی راؤنڈ نہیں کھیلا گیا۔',
  },
  STUDIO_PLAYER_BLOCKED: {
    status: 403,
    EN: 'Your account cannot play right now. Please contact customer service.',
    UR: 'آپ کا اکاؤنٹ ابھی نہیں کھیل سکتا۔ براہِ کرم کسٹمر سروس سے رابطہ کریں۔',
  },
  STUDIO_WALLET_UNAVAILABLE: {
    status: 503,
    EN: 'The wallet did not answer. No round was played; please try again.',
    UR: 'والیٹ نے جواب نہیں دیا۔ کوئی راؤنڈ نہیں کھیلا گیا؛ براہِ کرم دوبارہ کوشش کریں۔',
  },
  // ---- lottery
  LOTTERY_GAME_NOT_FOUND: {
    status: 404,
    EN: 'This lottery does not exist',
    UR: 'یہ لاٹری موجود نہیں ہے',
  },
  LOTTERY_ISSUE_NOT_FOUND: {
    status: 404,
    EN: 'This draw does not exist',
    UR: 'یہ قرعہ اندازی موجود نہیں ہے',
  },
  LOTTERY_ISSUE_NOT_OPEN: {
    status: 409,
    EN: 'Betting on this draw has not opened yet',
    UR: 'اس قرعہ اندازی پر شرط ابھی شروع نہیں ہوئی',
  },
  LOTTERY_ISSUE_CLOSED: {
    status: 409,
    EN: 'Betting on this draw has closed. Please bet on the next draw.',
    UR: 'اس قرعہ اندازی پر شرط بند ہو چکی ہے۔ براہِ کرم اگلی قرعہ اندازی پر شرط لگائیں۔',
  },
  LOTTERY_CANCEL_CLOSED: {
    status: 409,
    EN: 'This draw has closed, so the bet can no longer be cancelled',
    UR: 'یہ قرعہ اندازی بند ہو چکی ہے، اس لیے شرط اب منسوخ نہیں ہو سکتی',
  },
  LOTTERY_BET_TYPE_INVALID: {
    status: 400,
    EN: 'This bet type is not offered for this lottery',
    UR: 'یہ شرط کی قسم اس لاٹری میں دستیاب نہیں ہے',
  },
  LOTTERY_SELECTION_INVALID: {
    status: 400,
    EN: 'The numbers chosen are not valid for this bet type',
    UR: 'منتخب کردہ نمبر اس شرط کی قسم کے لیے درست نہیں ہیں',
  },
  LOTTERY_ISSUE_LIMIT: {
    status: 409,
    EN: 'This order would exceed the most you may stake on one draw',
    UR: 'یہ آرڈر ایک قرعہ اندازی پر زیادہ سے زیادہ رقم کی حد سے بڑھ جائے گا',
  },
  LOTTERY_ORDER_NOT_FOUND: {
    status: 404,
    EN: 'This order does not exist',
    UR: 'یہ آرڈر موجود نہیں ہے',
  },
  LOTTERY_NOT_DRAWN: {
    status: 409,
    EN: 'This draw has not taken place yet',
    UR: 'یہ قرعہ اندازی ابھی نہیں ہوئی',
  },
  // Messaging: announcements, inbox and live chat
  ANNOUNCEMENT_NOT_FOUND: {
    status: 404,
    EN: 'This announcement does not exist or has ended',
    UR: 'یہ اعلان موجود نہیں یا ختم ہو چکا ہے',
  },
  INBOX_MESSAGE_NOT_FOUND: {
    status: 404,
    EN: 'This message does not exist or was deleted',
    UR: 'یہ پیغام موجود نہیں یا حذف ہو چکا ہے',
  },
  CHAT_TOKEN_INVALID: {
    status: 401,
    EN: 'This chat link has expired. Please go back and open live chat again.',
    UR: 'اس چیٹ لنک کی میعاد ختم ہو چکی ہے۔ براہِ کرم واپس جا کر لائیو چیٹ دوبارہ کھولیں۔',
  },
  CHAT_NOT_FOUND: {
    status: 404,
    EN: 'This chat does not exist',
    UR: 'یہ چیٹ موجود نہیں ہے',
  },
  CHAT_ORIGIN_REFUSED: {
    status: 403,
    EN: 'Live chat opens only from this site.',
    UR: 'لائیو چیٹ صرف اسی سائٹ سے کھلتی ہے۔',
  },
  // Rewards (reward centre): issued rewards and their claims
  REWARD_NOT_FOUND: {
    status: 404,
    EN: 'This reward does not exist',
    UR: 'یہ انعام موجود نہیں ہے',
  },
  REWARD_ALREADY_CLAIMED: {
    status: 409,
    EN: 'This reward has already been claimed',
    UR: 'یہ انعام پہلے ہی حاصل کیا جا چکا ہے',
  },
  REWARD_EXPIRED: {
    status: 409,
    EN: 'This reward has expired and can no longer be claimed',
    UR: 'اس انعام کی میعاد ختم ہو چکی ہے اور اب اسے حاصل نہیں کیا جا سکتا',
  },
  // Daily sign-in (reward centre)
  SIGN_IN_ALREADY_TODAY: {
    status: 409,
    EN: 'Already signed in today',
    UR: 'آج کی حاضری پہلے ہی لگ چکی ہے',
  },
  SIGN_IN_CLOSED: {
    status: 409,
    EN: 'The daily sign-in is not open right now',
    UR: 'روزانہ حاضری اس وقت بند ہے',
  },
  ...rebateErrorCatalogue,
  ...agentLinkErrorCatalogue,
  ...agentTeamErrorCatalogue,
  ...inviteErrorCatalogue,
  ...agentContractErrorCatalogue,
  ...ageErrorCatalogue,
  ...agentPayoutErrorCatalogue,
  ...protectionErrorCatalogue,
  ...verificationErrorCatalogue,
  ...exclusionErrorCatalogue,
  INTERNAL: { status: 500, EN: 'unknown error', UR: 'نامعلوم خرابی' },
} as const satisfies Record<string, ErrorDefinition>;

export type LobbyErrorCode = keyof typeof lobbyErrorCatalogue;

/** The message of a lobby error code in `language`. */
export function lobbyErrorMessage(code: LobbyErrorCode, language: Language): string {
  return lobbyErrorCatalogue[code][language];
}
