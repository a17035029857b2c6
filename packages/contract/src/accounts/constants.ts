/**
 * Accounts values both apps need, zod-free (the web imports them through `@openlobby/contract/client`).
 */

/** Registration field names, in display order (the spec's registration payload). */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

/** Actions a slider pass token can be bound to. */
export const HUMAN_CHECK_ACTIONS = ['login', 'register', 'sms', 'reset'] as const;
export type HumanCheckAction = (typeof HUMAN_CHECK_ACTIONS)[number];

export const SMS_PURPOSES = ['login', 'resetPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * The endpoints a session with a pending forced password change (PWDEXPFORCECHANGE3) may still
 * call: the change itself, and what the change screen and the shell need around it.
 */
export const FORCED_CHANGE_ENDPOINTS = [
  'changePassword',
  'logout',
  'renewSession',
  'memberInfo',
  'securityConfig',
] as const;

/** Value of the `Encryption` header that flags an encrypted body. */
export const ENCRYPTION_VERSION = 'v1';
/** An encrypted payload older or newer than this (ms from the server clock) is refused. */
export const ENCRYPTION_MAX_SKEW_MS = 5 * 60_000;
/** WebCrypto parameters of the envelope: RSA-OAEP with SHA-256 wraps a fresh AES-256-GCM key. */
export const ENCRYPTION_KEY_WRAP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const ENCRYPTION_CIPHER = { name: 'AES-GCM', length: 256, ivBytes: 12 } as const;

/** Longest input the server reads for free-text account fields. */
export const ACCOUNT_FIELD_MAX_LENGTH = 128;
/** Longest password accepted (argon2 input stays bounded). */
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Social sign-in channels (`firebaseChannel` of the login request) and the whitelabel flag that
 * switches each on.
 */
export const SOCIAL_CHANNELS = ['GOOGLE', 'FACEBOOK'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
export const SOCIAL_CHANNEL_FLAG = {
  GOOGLE: 'GOOGLELOGIN3',
  FACEBOOK: 'FACEBOOKLOGIN3',
} as const satisfies Record<SocialChannel, string>;
/** Where the identity provider sends the player back with the ID token (OpenID Connect, fragment). */
export const SOCIAL_CALLBACK_PATH = '/m/login/social';
