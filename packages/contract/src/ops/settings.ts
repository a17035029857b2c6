/**
 * The console's settings API: the operator's merchant's maintenance switch and whitelabel flags
 * (both changed here and audited), and the limits and region rules the server reads from its
 * environment at start, shown as they are (they change by editing the environment and restarting).
 */
import { z } from 'zod';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../enums.ts';

export const OPS_SETTINGS_PATHS = {
  settings: '/ops/settings',
  maintenance: '/ops/settings/maintenance',
  whitelabel: '/ops/settings/whitelabel/:flag',
} as const;

const whitelabelFlag = z.enum(WHITELABEL_FLAGS as [WhitelabelFlag, ...WhitelabelFlag[]]);

export const opsWhitelabelParams = z.object({ flag: whitelabelFlag });
export const opsSwitchRequest = z.object({ on: z.boolean() });

export const opsSettingsValue = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  whitelabel: z.array(z.object({ flag: whitelabelFlag, on: z.boolean() })),
  /** From the environment (read-only here): decimal strings in the merchant's currency. */
  limits: z.object({
    withdrawMin: z.string(),
    withdrawMax: z.string(),
    withdrawDailyCount: z.number().int(),
    withdrawProcessingMinutes: z.number().int(),
    adjustApprovalAbove: z.string(),
  }),
  /** From the environment (read-only here). */
  region: z.object({
    blockedCountries: z.array(z.string()),
    allowCidrs: z.array(z.string()),
    denyCidrs: z.array(z.string()),
  }),
});
export type OpsSettingsValue = z.output<typeof opsSettingsValue>;
