/**
 * The console's settings API: the operator's merchant's maintenance switch and whitelabel flags
 * (both changed here and audited), and the limits and region rules the server reads from its
 * environment at start, shown as they are (they change by editing the environment and restarting).
 * The merchant's time zone (an IANA name such as Asia/Karachi) sets where the reports' and the
 * dashboard's days begin; a change applies to days counted from then on, and days already counted
 * keep the boundaries they were counted with.
 */
import { z } from 'zod';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../enums.ts';

export const OPS_SETTINGS_PATHS = {
  settings: '/ops/settings',
  maintenance: '/ops/settings/maintenance',
  whitelabel: '/ops/settings/whitelabel/:flag',
  timeZone: '/ops/settings/time-zone',
} as const;

const whitelabelFlag = z.enum(WHITELABEL_FLAGS as [WhitelabelFlag, ...WhitelabelFlag[]]);

export const opsWhitelabelParams = z.object({ flag: whitelabelFlag });
export const opsSwitchRequest = z.object({ on: z.boolean() });
/** An IANA time zone name; the server checks it against the zones its runtime knows (TIME_ZONE_INVALID). */
export const opsTimeZoneRequest = z.object({ timeZone: z.string().trim().min(1).max(64) });
export type OpsTimeZoneRequest = z.input<typeof opsTimeZoneRequest>;

export const opsSettingsValue = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  /** The merchant's IANA time zone: the reports' and the dashboard's days are its days. */
  timeZone: z.string(),
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
