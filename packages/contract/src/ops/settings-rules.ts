/**
 * The console's editable merchant rules: withdrawal and approval limits, region rules, the
 * registration form's fields and the deposit channels. Limits and region rules start as the
 * server's environment values and, once an operator saves them, are the merchant's own (stored,
 * audited with before and after). Money is a decimal string in the merchant's currency.
 */
import { z } from 'zod';
import { REGISTER_FIELD_NAMES, type RegisterFieldName } from '../accounts/constants.ts';

export const OPS_SETTINGS_RULES_PATHS = {
  limits: '/ops/settings/limits',
  region: '/ops/settings/region',
  registration: '/ops/settings/registration',
  channels: '/ops/payments/channels',
  channel: '/ops/payments/channels/:channelId',
} as const;

/** A non-negative decimal amount such as 100 or 100.50 (the server checks the currency's decimals). */
export const opsMoneyInput = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/);

/** Every limit at once; the server refuses a minimum above its maximum (LIMIT_MIN_ABOVE_MAX). */
export const opsLimitsRequest = z.object({
  withdrawMin: opsMoneyInput,
  withdrawMax: opsMoneyInput,
  withdrawDailyCount: z.number().int().min(1).max(100),
  withdrawProcessingMinutes: z.number().int().min(1).max(10_080),
  adjustApprovalAbove: opsMoneyInput,
  withdrawApprovalAbove: opsMoneyInput,
});
export type OpsLimitsRequest = z.input<typeof opsLimitsRequest>;

/**
 * Blocked countries (ISO 3166-1 alpha-2) and address ranges in CIDR notation; an allowed range
 * wins over a blocked country or denied range. The server parses each range (REGION_RULE_INVALID)
 * and refuses rules that would block the operator's own address (REGION_BLOCKS_OPERATOR).
 */
export const opsRegionRequest = z.object({
  blockedCountries: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/),
    )
    .max(250),
  allowCidrs: z.array(z.string().trim().min(3).max(64)).max(500),
  denyCidrs: z.array(z.string().trim().min(3).max(64)).max(500),
});
export type OpsRegionRequest = z.input<typeof opsRegionRequest>;

const registerFieldName = z.enum(
  REGISTER_FIELD_NAMES as unknown as [RegisterFieldName, ...RegisterFieldName[]],
);

export const opsRegisterFieldValue = z.object({
  name: registerFieldName,
  enabled: z.boolean(),
  required: z.boolean(),
});
export const opsRegistrationValue = z.object({ fields: z.array(opsRegisterFieldValue) });
export type OpsRegistrationValue = z.output<typeof opsRegistrationValue>;

/**
 * The fields to change (others stay): required implies enabled. The server refuses a form no one
 * could register with (REGISTER_RULES_IMPOSSIBLE): password off, or username and mobile both off.
 */
export const opsRegistrationRequest = z.object({
  fields: z
    .array(z.object({ name: registerFieldName, enabled: z.boolean(), required: z.boolean() }))
    .min(1)
    .max(REGISTER_FIELD_NAMES.length)
    .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length)
    .refine((fields) => fields.every((field) => field.enabled || !field.required)),
});
export type OpsRegistrationRequest = z.input<typeof opsRegistrationRequest>;

export const opsDepositChannelValue = z.object({
  channelId: z.string(),
  name: z.string(),
  kind: z.string(),
  mode: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  /** Receiving accounts (manual and crypto channels; members are offered such a channel only with one). */
  accountCount: z.number().int().optional(),
});
export type OpsDepositChannelValue = z.output<typeof opsDepositChannelValue>;
export const opsDepositChannelsValue = z.object({
  currency: z.string(),
  channels: z.array(opsDepositChannelValue),
});
export type OpsDepositChannelsValue = z.output<typeof opsDepositChannelsValue>;

export const opsDepositChannelParams = z.object({ channelId: z.string().min(1).max(64) });
/** Switch, amounts and position of one channel; the server refuses min above max (LIMIT_MIN_ABOVE_MAX). */
export const opsDepositChannelRequest = z.object({
  enabled: z.boolean(),
  minAmount: opsMoneyInput,
  maxAmount: opsMoneyInput,
  sortOrder: z.number().int().min(0).max(10_000),
});
export type OpsDepositChannelRequest = z.input<typeof opsDepositChannelRequest>;
