/**
 * The console's settings API: the operator's merchant's maintenance switch and whitelabel flags
 * (both changed here and audited), and the limits and region rules: the environment's values until
 * an operator saves the merchant's own (settings-rules.ts).
 * The merchant's time zone (an IANA name such as Asia/Karachi) sets where the reports' and the
 * dashboard's days begin; a change applies to days counted from then on, and days already counted
 * keep the boundaries they were counted with. The minimum age at registration (18 to 25) is the
 * merchant's too; every change is audited.
 */
import { z } from 'zod';
import { MINIMUM_AGE_HIGHEST, MINIMUM_AGE_LOWEST } from '../accounts/age.ts';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../enums.ts';

export const OPS_SETTINGS_PATHS = {
  settings: '/ops/settings',
  maintenance: '/ops/settings/maintenance',
  whitelabel: '/ops/settings/whitelabel/:flag',
  timeZone: '/ops/settings/time-zone',
  minimumAge: '/ops/settings/minimum-age',
} as const;

const whitelabelFlag = z.enum(WHITELABEL_FLAGS as [WhitelabelFlag, ...WhitelabelFlag[]]);

export const opsWhitelabelParams = z.object({ flag: whitelabelFlag });
export const opsSwitchRequest = z.object({ on: z.boolean() });
/** An IANA time zone name; the server checks it against the zones its runtime knows (TIME_ZONE_INVALID). */
export const opsTimeZoneRequest = z.object({ timeZone: z.string().trim().min(1).max(64) });
export type OpsTimeZoneRequest = z.input<typeof opsTimeZoneRequest>;

/** The age a new member must have reached on the merchant's calendar day (spec 9: 18, or 21 in some texts). */
export const opsMinimumAgeRequest = z.object({
  minimumAge: z.number().int().min(MINIMUM_AGE_LOWEST).max(MINIMUM_AGE_HIGHEST),
});
export type OpsMinimumAgeRequest = z.input<typeof opsMinimumAgeRequest>;

export const opsSettingsValue = z.object({
  merchantCode: z.string(),
  maintenance: z.boolean(),
  /** The merchant's IANA time zone: the reports' and the dashboard's days are its days. */
  timeZone: z.string(),
  /** The minimum age at registration (18 until an operator sets another, at most 25). */
  minimumAge: z.number().int(),
  whitelabel: z.array(z.object({ flag: whitelabelFlag, on: z.boolean() })),
  /** Decimal strings in the merchant's currency; the environment's until an operator saves them. */
  limits: z.object({
    withdrawMin: z.string(),
    withdrawMax: z.string(),
    withdrawDailyCount: z.number().int(),
    withdrawProcessingMinutes: z.number().int(),
    adjustApprovalAbove: z.string(),
    withdrawApprovalAbove: z.string(),
  }),
  /** True once an operator saved the limits (false: the environment's values). */
  limitsSaved: z.boolean(),
  /** True once an operator saved the region rules (false: the environment's values). */
  regionSaved: z.boolean(),
  /** The operator's own address as the server sees it (region rules must not block it). */
  yourAddress: z.string(),
  /** The environment's values, or the rules an operator saved. */
  region: z.object({
    blockedCountries: z.array(z.string()),
    allowCidrs: z.array(z.string()),
    denyCidrs: z.array(z.string()),
  }),
});
export type OpsSettingsValue = z.output<typeof opsSettingsValue>;
