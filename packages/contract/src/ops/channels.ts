/**
 * Deposit channels an operator creates in the console, and the receiving accounts of manual
 * (bank transfer) and crypto channels. A manual or crypto channel without an account is not
 * offered to members. A channel is never deleted (deposits name it): switching it off removes it
 * from the lobby. Money is a decimal string in the merchant's currency; the fee is a percentage.
 */
import { z } from 'zod';
import { DEPOSIT_KINDS } from '../wallet/constants.ts';
import { opsMoneyInput } from './settings-rules.ts';

export const OPS_CHANNEL_PATHS = {
  create: '/ops/payments/channels',
  accounts: '/ops/payments/channels/:channelId/accounts',
  account: '/ops/payments/channels/:channelId/accounts/:accountId',
} as const;

/** The tile each kind is listed under in the lobby's deposit screen. */
export const DEPOSIT_KIND_MODES = { manual: 'BANK', crypto: 'CRYPTO', gateway: 'EWALLET', qr: 'QR' } as const;

/** Kinds whose money arrives on a receiving account the member pays into (an operator confirms it). */
export const ACCOUNT_DEPOSIT_KINDS = ['manual', 'crypto'] as const;

/** Upper-case letters, digits and underscores, starting with a letter (e.g. BANK_TRANSFER). */
export const OPS_CHANNEL_ID_PATTERN = /^[A-Z][A-Z0-9_]{1,63}$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'));

/** A percentage from 0 to 100 with at most two decimals, such as 0, 1.5 or 2.25. */
export const opsFeeRateInput = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/)
  .refine((value) => Number(value) <= 100);

export const opsChannelCreateRequest = z.object({
  /** Optional: made from the name when missing; unique per merchant (DEPOSIT_CHANNEL_TAKEN). */
  channelId: z.string().trim().regex(OPS_CHANNEL_ID_PATTERN).optional(),
  kind: z.enum(DEPOSIT_KINDS),
  name: text(128),
  logoUrl: z
    .string()
    .trim()
    .max(512)
    .regex(/^(https:\/\/|\/)\S+$/)
    .optional(),
  minAmount: opsMoneyInput,
  maxAmount: opsMoneyInput,
  feeRate: opsFeeRateInput.default('0'),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  enabled: z.boolean().default(true),
});
export type OpsChannelCreateRequest = z.input<typeof opsChannelCreateRequest>;

export const opsChannelAccountsParams = z.object({ channelId: z.string().min(1).max(64) });
export const opsChannelAccountParams = z.object({
  channelId: z.string().min(1).max(64),
  accountId: z.string().regex(/^\d{1,12}$/),
});

/**
 * A receiving account: for a bank transfer the bank, the account's name and number; for crypto
 * the coin (bankName), a label (accountName), the address (accountNumber) and the network, which
 * a crypto channel requires (CHANNEL_ACCOUNT_NETWORK_REQUIRED).
 */
export const opsChannelAccountRequest = z.object({
  bankName: text(128),
  accountName: text(128),
  accountNumber: text(128),
  network: text(32).optional(),
});
export type OpsChannelAccountRequest = z.input<typeof opsChannelAccountRequest>;

export const opsChannelAccountValue = z.object({
  accountId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  network: z.string().nullable(),
});
export type OpsChannelAccountValue = z.output<typeof opsChannelAccountValue>;

export const opsChannelAccountsValue = z.object({
  channelId: z.string(),
  kind: z.enum(DEPOSIT_KINDS),
  accounts: z.array(opsChannelAccountValue),
});
export type OpsChannelAccountsValue = z.output<typeof opsChannelAccountsValue>;
