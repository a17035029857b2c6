/** Wallet and cashier settings, part of the one environment schema in config.ts. */
import { z } from 'zod';

const money = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount such as 100.00');

/** "0:2,1:3,2:3": most bank cards per payout type, by member type. */
const cardLimits = z
  .string()
  .regex(/^\d{1,2}:\d{1,2}(,\d{1,2}:\d{1,2})*$/, 'member type:limit pairs such as 0:2,1:3,2:3')
  .default('0:2,1:3,2:3')
  .transform((raw) => new Map(raw.split(',').map((pair) => pair.split(':').map(Number) as [number, number])));

/**
 * "JDB,PGS": game vendors with their own wallet (transfer-wallet vendors); every other vendor is
 * seamless and debits the main wallet directly. MAIN names the main wallet, never a vendor.
 */
const transferWalletVendors = z
  .string()
  .regex(/^([A-Za-z0-9_]{1,32}(,[A-Za-z0-9_]{1,32})*)?$/, 'vendor codes separated by commas, such as JDB,PGS')
  .refine((raw) => !raw.split(',').includes('MAIN'), 'MAIN is the main wallet, not a vendor code')
  .default('')
  .transform((raw) => [...new Set(raw.split(',').filter((code) => code !== ''))]);

export const walletEnv = {
  WITHDRAW_MIN: money.default('100.00'),
  WITHDRAW_MAX: money.default('50000.00'),
  /** Withdrawal requests per member per UTC day (rejected ones count too: they were requests). */
  WITHDRAW_DAILY_COUNT: z.coerce.number().int().min(1).max(100).default(5),
  WITHDRAW_PROCESSING_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  BANK_CARD_LIMITS: cardLimits,
  /** Wrong payment passwords before the payment password locks. */
  PAYMENT_PASSWORD_LOCK_AFTER: z.coerce.number().int().min(1).max(100).default(5),
  PAYMENT_PASSWORD_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * demo: the built-in payment page (the demo only, and its default); http: a real gateway behind
   * PAYMENT_GATEWAY_URL. Unset outside the demo: no gateway, so gateway channels cannot take deposits.
   */
  PAYMENT_GATEWAY: z.enum(['demo', 'http']).optional(),
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** HMAC-SHA256 key of gateway callbacks; derived from SERVER_SECRET when unset. */
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .min(32, 'PAYMENT_GATEWAY_SECRET needs at least 32 characters')
    .optional(),
  /** Callbacks older or newer than this many seconds are refused (replay window). */
  GATEWAY_CALLBACK_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  OPERATOR_SESSION_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /**
   * An operator's balance adjustment larger than this (either way, major units) waits for a second
   * operator's approval; 0 sends every adjustment for approval.
   */
  ADJUST_APPROVAL_ABOVE: money.default('1000.00'),
  /**
   * A withdrawal larger than this (major units) needs two different operators' approvals before it
   * is paid; 0 asks two for every withdrawal.
   */
  WITHDRAW_APPROVAL_ABOVE: money.default('10000.00'),
  TRANSFER_WALLET_VENDORS: transferWalletVendors,
};

type WalletEnv = z.output<z.ZodObject<typeof walletEnv>>;

export interface WalletConfig {
  readonly withdrawMin: string;
  readonly withdrawMax: string;
  readonly withdrawDailyCount: number;
  readonly withdrawProcessingMinutes: number;
  readonly bankCardLimits: ReadonlyMap<number, number>;
  readonly paymentPasswordLockAfter: number;
  readonly paymentPasswordLockMinutes: number;
  readonly gateway:
    { readonly kind: 'none' } | { readonly kind: 'demo' } | { readonly kind: 'http'; readonly url: string };
  readonly gatewaySecret: string | null;
  readonly callbackMaxAgeSeconds: number;
  readonly operatorSessionMinutes: number;
  /** Adjustments larger than this (a decimal string, major units) need a second operator's approval. */
  readonly adjustApprovalAbove: string;
  /** Withdrawals larger than this (a decimal string, major units) need two operators' approvals. */
  readonly withdrawApprovalAbove: string;
  /** Vendor codes whose games play from a sub-wallet the member moves money into (GCS_walletTransfer). */
  readonly transferWalletVendors: readonly string[];
}

export function readWalletConfig(e: WalletEnv, demo: boolean): WalletConfig {
  return {
    withdrawMin: e.WITHDRAW_MIN,
    withdrawMax: e.WITHDRAW_MAX,
    withdrawDailyCount: e.WITHDRAW_DAILY_COUNT,
    withdrawProcessingMinutes: e.WITHDRAW_PROCESSING_MINUTES,
    bankCardLimits: e.BANK_CARD_LIMITS,
    paymentPasswordLockAfter: e.PAYMENT_PASSWORD_LOCK_AFTER,
    paymentPasswordLockMinutes: e.PAYMENT_PASSWORD_LOCK_MINUTES,
    gateway: gatewayConfig(e, demo),
    gatewaySecret: e.PAYMENT_GATEWAY_SECRET ?? null,
    callbackMaxAgeSeconds: e.GATEWAY_CALLBACK_MAX_AGE_SECONDS,
    operatorSessionMinutes: e.OPERATOR_SESSION_MINUTES,
    adjustApprovalAbove: e.ADJUST_APPROVAL_ABOVE,
    withdrawApprovalAbove: e.WITHDRAW_APPROVAL_ABOVE,
    transferWalletVendors: e.TRANSFER_WALLET_VENDORS,
  };
}

function gatewayConfig(e: WalletEnv, demo: boolean): WalletConfig['gateway'] {
  if (e.PAYMENT_GATEWAY === 'http' && e.PAYMENT_GATEWAY_URL !== undefined) {
    return { kind: 'http', url: e.PAYMENT_GATEWAY_URL };
  }
  // config.ts refuses PAYMENT_GATEWAY=demo outside the demo; this keeps the rule whatever calls us.
  return demo && e.PAYMENT_GATEWAY !== 'http' ? { kind: 'demo' } : { kind: 'none' };
}
