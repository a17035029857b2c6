import { z } from 'zod';
import {
  CAPTCHA_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_NUMBER_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../constants.ts';
import { MEMBER_TYPES, type MemberType, RegisterMethod } from '../enums.ts';
import { exclusionInForce } from '../protection-exclusion.ts';
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  HUMAN_CHECK_ACTIONS,
  PASSWORD_MAX_LENGTH,
  REGISTER_FIELD_NAMES,
  SMS_PURPOSES,
  SOCIAL_CHANNELS,
} from './constants.ts';

export const emptyAccountsRequest = z.object({});

/**
 * Account strings never carry NUL: PostgreSQL refuses it in text, and no honest input has one. The
 * schema refuses it up front so both databases answer the same clear 400.
 */
const str = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
const text = str(ACCOUNT_FIELD_MAX_LENGTH);
const password = str(PASSWORD_MAX_LENGTH);
const memberType = z.literal(MEMBER_TYPES as MemberType[]);
/** With the leading plus, e.g. "+92". */
const dialingCode = z.string().regex(/^\+?[0-9]{1,4}$/);
const mobileNum = str(MOBILE_NUMBER_MAX_LENGTH);
const verificationCode = str(SMS_CODE_MAX_LENGTH);
const captchaAnswer = str(CAPTCHA_MAX_LENGTH);
const challengeId = str(64);
const passToken = str(256);
const email = str(EMAIL_MAX_LENGTH);
/** A calendar day YYYY-MM-DD (the server checks that it is a real one). */
export const birthDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');
/** Epoch milliseconds. */
const epochMs = z.number().int();
const isoTime = z.string();

// ---- encryption key: see encryption.ts

// ---- registration rules

export const registerFieldName = z.enum(REGISTER_FIELD_NAMES);
export const registerFieldRule = z.object({
  name: registerFieldName,
  enabled: z.boolean(),
  required: z.boolean(),
  /** A JavaScript regular expression source (no flags) the value must match, or null. */
  pattern: z.string().nullable(),
  /** Length bounds in characters, or null. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;
export const registerSettingsValue = z.object({
  /** Which registration methods are on (whitelabel REGUSERNAME3 / REGMOBILE3). */
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  /** Every field, in display order. */
  fields: z.array(registerFieldRule),
  /** The merchant's minimum age: a date of birth (`birthDate`) younger than this is refused. */
  minimumAge: z.number().int(),
});
export type RegisterSettingsValue = z.infer<typeof registerSettingsValue>;

// ---- social sign-in

/**
 * The social sign-in buttons the login screen shows: only channels whose whitelabel flag is on and
 * whose OpenID Connect authorization endpoint the server is configured with. Empty when off.
 */
export const socialSettingsValue = z.object({
  providers: z.array(
    z.object({
      channel: z.enum(SOCIAL_CHANNELS),
      /** OpenID Connect authorization endpoint; the web adds client_id, nonce, state, redirect_uri. */
      authorizeUrl: z.string(),
      clientId: z.string(),
    }),
  ),
});
export type SocialSettingsValue = z.infer<typeof socialSettingsValue>;

/** Starts a social sign-in: the channel whose button was pressed. */
export const socialNonceRequest = z.object({ channel: z.enum(SOCIAL_CHANNELS) });
/**
 * The `nonce` to send to the provider. The server issued it, so the server can check that the ID
 * token was minted for a sign-in it started; it is single use and expires at `expiresAt`.
 */
export const socialNonceValue = z.object({ nonce: z.string(), expiresAt: z.number().int() });
export type SocialNonceValue = z.infer<typeof socialNonceValue>;

// ---- registration

export const registerRequest = z.object({
  countryDialingCode: dialingCode.optional(),
  /** The host the form was served from. */
  registerUrl: str(255).optional(),
  registerMethod: z
    .enum([RegisterMethod.APP, RegisterMethod.H5, RegisterMethod.PWA, RegisterMethod.WEBCLIP])
    .optional(),
  username: text.optional(),
  password: password.optional(),
  confirmPassword: password.optional(),
  affiliateCode: text.optional(),
  paymentPassword: password.optional(),
  recommenderId: text.optional(),
  nickname: text.optional(),
  payeeName: text.optional(),
  email: email.optional(),
  mobileNum: mobileNum.optional(),
  idNumber: text.optional(),
  qqNum: text.optional(),
  facebook: text.optional(),
  wechat: text.optional(),
  line: text.optional(),
  whatsapp: text.optional(),
  zalo: text.optional(),
  captcha: captchaAnswer.optional(),
  captchaId: challengeId.optional(),
  /** Always 0 (a real member) for self-registration. */
  type: z.literal(0).optional(),
  domain: str(255).optional(),
  verificationCode: verificationCode.optional(),
  /** Pass token from `humanCheckVerify` for action `register`. */
  humanCheckToken: passToken.optional(),
  firebaseChannel: str(32).optional(),
  firebaseIdToken: str(8192).optional(),
  /** Date of birth YYYY-MM-DD: required, and at least the merchant's minimum age (accounts/age.ts). */
  birthDate: birthDate.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

// ---- checks

export const checkUsernameRequest = z.object({ username: text });
export const checkEmailRequest = z.object({ email });
export const availabilityValue = z.object({ available: z.boolean() });
export type AvailabilityValue = z.infer<typeof availabilityValue>;

export const affiliateCheckRequest = z.object({ affiliateCode: text });
export const affiliateCheckValue = z.object({ affiliateCode: z.string() });
export type AffiliateCheckValue = z.infer<typeof affiliateCheckValue>;

// ---- captcha and human check

/**
 * A picture as a data URL of raster bytes (WebP). Never markup: an SVG or any text in the response
 * would hand its answer to a script.
 */
const rasterDataUrl = z.string().regex(/^data:image\/(?:webp|png);base64,[A-Za-z0-9+/]+=*$/);

export const captchaValue = z.object({
  captchaId: z.string(),
  /** The digits drawn anew for each request, distorted and noisy; show it as an <img>, tap for a new one. */
  image: rasterDataUrl,
  /** Number of digits in the picture. */
  length: z.number().int(),
  expiresAt: epochMs,
});
export type CaptchaValue = z.infer<typeof captchaValue>;

export const humanCheckAction = z.enum(HUMAN_CHECK_ACTIONS);
export const humanCheckChallengeRequest = z.object({ action: humanCheckAction });
/**
 * A slider puzzle: show `background` (a picture with a gap, and a decoy gap of another shape) as
 * `trackWidth` x `trackHeight` units, and over it `piece`, a strip `pieceWidth` units wide and the
 * picture's full height with the piece at its own height; the player drags the strip along the
 * track until the piece fills the gap. The answer is the strip's left edge in those units; only the
 * background's pixels know it.
 */
export const humanCheckChallengeValue = z.object({
  challengeId: z.string(),
  action: humanCheckAction,
  trackWidth: z.number().int(),
  trackHeight: z.number().int(),
  pieceWidth: z.number().int(),
  background: rasterDataUrl,
  /** Transparent but for the piece; always the same size. */
  piece: rasterDataUrl,
  expiresAt: epochMs,
});
export type HumanCheckChallengeValue = z.infer<typeof humanCheckChallengeValue>;

export const humanCheckVerifyRequest = z.object({
  challengeId,
  /** Where the piece was released (its left edge, picture pixels). */
  x: z.number().min(-1000).max(10_000),
  /** The drag as sampled by the client: x position and ms since the drag started, in order. */
  trail: z
    .array(z.object({ x: z.number().min(-1000).max(10_000), t: z.number().int().min(0).max(120_000) }))
    .max(500),
});
export const humanCheckVerifyValue = z.object({
  /** Single use, bound to the challenge's action; send it as `humanCheckToken`. */
  passToken: z.string(),
  expiresAt: epochMs,
});
export type HumanCheckVerifyValue = z.infer<typeof humanCheckVerifyValue>;

// ---- SMS

export const smsRegisterRequest = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  humanCheckToken: passToken.optional(),
});
export const smsNoLoginRequest = z.object({
  mobileNo: mobileNum,
  countryDialingCode: dialingCode,
  purpose: z.enum(SMS_PURPOSES),
  humanCheckToken: passToken.optional(),
});
export const smsSentValue = z.object({
  /** When the code stops working, epoch ms. */
  expirationTime: epochMs,
  /** How long the code works, minutes. */
  expiredMinutes: z.number().int(),
  /** When another code may be requested, epoch ms: the length of the get-code countdown. */
  resendAt: epochMs,
});
export type SmsSentValue = z.infer<typeof smsSentValue>;

export const devOutboxRequest = z.object({ to: str(255) });
export const outboxMessage = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: isoTime,
});
/** Newest first. Only outside production. */
export const devOutboxValue = z.array(outboxMessage);
export type OutboxMessage = z.infer<typeof outboxMessage>;

// ---- login and sessions

export const loginRequest = z.object({
  type: z.enum(['username', 'sms', 'firebase']),
  username: text.optional(),
  password: password.optional(),
  captcha: captchaAnswer.optional(),
  captchaId: challengeId.optional(),
  humanCheckToken: passToken.optional(),
  mobileNum: mobileNum.optional(),
  countryDialingCode: dialingCode.optional(),
  verificationCode: verificationCode.optional(),
  firebaseChannel: z.enum(SOCIAL_CHANNELS).optional(),
  firebaseIdToken: str(8192).optional(),
  firebaseMobileNo: mobileNum.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The login value (also answered by registration and free play): the client's session info. */
export const loginValue = z.object({
  /** Send as the Authorization header. */
  token: z.string(),
  userName: z.string(),
  type: memberType,
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
  /** True: the member must change the password before anything else (PWDEXPFORCECHANGE3). */
  mustChangePassword: z.boolean(),
  /** Idle expiry of the session, epoch ms; `renewSession` slides it. */
  expiresAt: epochMs,
});
export type LoginValue = z.infer<typeof loginValue>;

export const logoutValue = z.object({ loggedOut: z.literal(true) });
export const renewSessionValue = z.object({ expiresAt: epochMs });
export type RenewSessionValue = z.infer<typeof renewSessionValue>;

export const trialInfoValue = z.object({
  enabled: z.boolean(),
  /** Decimal string in major units; play credit only, never withdrawable. */
  trialBalance: z.string(),
});
export type TrialInfoValue = z.infer<typeof trialInfoValue>;

// ---- member centre

export const memberInfoValue = z.object({
  customerId: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: memberType,
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  merchantCode: z.string(),
  /** Masked, e.g. "de***@example.com"; null when none. */
  email: z.string().nullable(),
  /** Masked E.164, e.g. "+92******4567"; null when none. */
  mobileNum: z.string().nullable(),
  payeeName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
  lastLoginIp: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  /** The time-out or self-exclusion in force (home's banner says until when); null: none. */
  exclusion: exclusionInForce.nullable(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValue>;

export const updateNicknameRequest = z.object({ nickname: text });
export const updateNicknameValue = z.object({ nickname: z.string() });
/**
 * Changing the e-mail asks for the login password: the e-mail can reset the password, so a stolen
 * session alone must not be able to redirect it (a deliberate addition to the platform's shape).
 */
export const updateEmailRequest = z.object({ email, password });
export const updateEmailValue = z.object({ email: z.string() });
export const updatePayeeNameRequest = z.object({ payeeName: text });
export const updatePayeeNameValue = z.object({ payeeName: z.string() });

export const headIconItem = z.object({ id: z.string(), url: z.string() });
export const headIconValue = z.object({
  current: z.string().nullable(),
  icons: z.array(headIconItem),
});
export type HeadIconValue = z.infer<typeof headIconValue>;
export const setHeadIconRequest = z.object({ iconId: str(64) });

// ---- passwords

export const changePasswordRequest = z.object({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});
export const doneValue = z.object({ done: z.literal(true) });
export const resetByEmailRequest = z.object({ username: text, email });
/** Always the same answer, whether or not the pair exists (no account enumeration). */
export const resetByEmailValue = z.object({ sent: z.literal(true) });
export const resetByEmailConfirmRequest = z.object({
  token: str(256),
  newPassword: password,
  confirmNewPassword: password,
});
export const resetBySmsRequest = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  verificationCode,
  newPassword: password,
  confirmNewPassword: password,
});

export const securityConfigValue = z.object({
  /** 0–100: share of the items below that are set. */
  score: z.number().int().min(0).max(100),
  lastLoginIp: z.string().nullable(),
  lastLoginAt: isoTime.nullable(),
  items: z.object({
    loginPassword: z.boolean(),
    paymentPassword: z.boolean(),
    email: z.boolean(),
    mobile: z.boolean(),
    payeeName: z.boolean(),
  }),
});
export type SecurityConfigValue = z.infer<typeof securityConfigValue>;
