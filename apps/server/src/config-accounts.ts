/** Accounts settings, part of the one environment schema in config.ts. */
import { z } from 'zod';
import type { SocialChannel } from '@openlobby/contract';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((raw) => (raw === undefined ? fallback : raw === 'true' || raw === '1' || raw === 'yes'));

// How many decimals count is the trial merchant's currency's business (a finer amount turns the
// trial off, see trialCreditMinor); here only the shape.
const money = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal amount such as 2000.00');

export const accountsEnv = {
  /** Failed logins (per account or per client address) after which a captcha is required. */
  LOGIN_CAPTCHA_AFTER: z.coerce.number().int().min(1).max(100).default(3),
  /** Failed logins after which each next attempt waits, 1 s then doubling (nothing is locked). */
  LOGIN_LOCK_AFTER: z.coerce.number().int().min(2).max(1000).default(10),
  /** The longest wait between login attempts. */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Requests per minute per IP on credential and SMS endpoints. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** true: the encrypted envelope is mandatory on endpoints marked encrypted (default: on in production). */
  REQUIRE_ENCRYPTION: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  TRIAL_ENABLED: booleanFlag(true),
  TRIAL_MERCHANT_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_]{2,32}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  TRIAL_BALANCE: money.default('2000.00'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  EMAIL_HTTP_URL: z.url().optional(),
  EMAIL_HTTP_TOKEN: z.string().min(1).optional(),
  /** Public address of the web app, for links in e-mails; https is required in production. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  SOCIAL_JWKS_URL: z.url().optional(),
  SOCIAL_ISSUER: z.string().min(1).optional(),
  SOCIAL_AUDIENCE: z.string().min(1).optional(),
  /** OpenID Connect authorization endpoints the sign-in buttons open, one per channel. */
  SOCIAL_GOOGLE_AUTHORIZE_URL: z.url().optional(),
  SOCIAL_FACEBOOK_AUTHORIZE_URL: z.url().optional(),
};

type AccountsEnv = z.output<z.ZodObject<typeof accountsEnv>>;

export interface SocialConfig {
  readonly jwksUrl: string;
  readonly issuer: string;
  /** The client id the ID tokens are issued to. */
  readonly audience: string;
  /** Authorization endpoint per channel; a channel without one shows no button. */
  readonly authorizeUrls: Partial<Record<SocialChannel, string>>;
}

export interface AccountsConfig {
  readonly loginCaptchaAfter: number;
  readonly loginLockAfter: number;
  readonly loginLockMinutes: number;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteDays: number;
  readonly passwordMaxAgeDays: number;
  readonly authRateLimitPerMinute: number;
  readonly requireEncryption: boolean;
  readonly trial: { readonly enabled: boolean; readonly merchantCode: string; readonly balance: string };
  readonly sms: { readonly url: string; readonly token: string | null } | null;
  readonly email: { readonly url: string; readonly token: string | null } | null;
  readonly publicUrl: string;
  /** Null when social sign-in is not configured (it is then off whatever the flags say). */
  readonly social: SocialConfig | null;
}

export function readAccountsConfig(
  e: AccountsEnv,
  merchantCode: string,
  production: boolean,
): AccountsConfig {
  return {
    loginCaptchaAfter: e.LOGIN_CAPTCHA_AFTER,
    loginLockAfter: e.LOGIN_LOCK_AFTER,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    requireEncryption:
      e.REQUIRE_ENCRYPTION === undefined ? production : ['true', '1', 'yes'].includes(e.REQUIRE_ENCRYPTION),
    trial: {
      enabled: e.TRIAL_ENABLED,
      merchantCode: e.TRIAL_MERCHANT_CODE ?? merchantCode,
      balance: e.TRIAL_BALANCE,
    },
    sms: e.SMS_HTTP_URL === undefined ? null : { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN ?? null },
    email:
      e.EMAIL_HTTP_URL === undefined ? null : { url: e.EMAIL_HTTP_URL, token: e.EMAIL_HTTP_TOKEN ?? null },
    publicUrl: e.PUBLIC_URL,
    social:
      e.SOCIAL_JWKS_URL !== undefined && e.SOCIAL_ISSUER !== undefined && e.SOCIAL_AUDIENCE !== undefined
        ? {
            jwksUrl: e.SOCIAL_JWKS_URL,
            issuer: e.SOCIAL_ISSUER,
            audience: e.SOCIAL_AUDIENCE,
            authorizeUrls: {
              ...(e.SOCIAL_GOOGLE_AUTHORIZE_URL === undefined
                ? {}
                : { GOOGLE: e.SOCIAL_GOOGLE_AUTHORIZE_URL }),
              ...(e.SOCIAL_FACEBOOK_AUTHORIZE_URL === undefined
                ? {}
                : { FACEBOOK: e.SOCIAL_FACEBOOK_AUTHORIZE_URL }),
            },
          }
        : null,
  };
}
