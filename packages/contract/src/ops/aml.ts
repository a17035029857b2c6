/**
 * Anti-money-laundering monitoring in the back office. The server's monitor (one instance at a time,
 * every minute) checks new deposits, withdrawals, sign-ins and registrations against the merchant's
 * rules and opens an alert when one fires; compliance officers work the alert through its case log
 * (notes, review, a closing outcome) and export it for a suspicious-activity report. Reads need
 * compliance.read; the rules and the case log compliance.manage; every change is audited.
 *
 * The rules (thresholds set by the operator):
 * - CDD_DEPOSITS / CDD_WITHDRAWALS: a member's approved deposits (requested withdrawals, not
 *   rejected) over the last `days` reach `amount`: the customer due-diligence trigger (the EU's
 *   EUR 2,000 for casinos; set it in the merchant's currency);
 * - LOW_PLAY: a withdrawal after a deposit of at least `minDeposit` whose valid bets since are below
 *   `maxPlayPercent` % of it (money in and out with little play);
 * - SHARED_ADDRESS / SHARED_DEVICE: at least `accounts` members signed in from one address (made a
 *   deposit from one device: the hash of its browser) over the last `days`;
 * - HIGH_RISK_COUNTRY: a new member whose address at registration, or whose mobile number, is in a
 *   listed country (ISO 3166-1 alpha-2).
 */
import { z } from 'zod';
import type { ErrorDefinition } from '../lobby-errors.ts';

export const OPS_AML_PATHS = {
  settings: '/ops/aml/settings',
  alerts: '/ops/aml/alerts',
  alert: '/ops/aml/alerts/:alertId',
  note: '/ops/aml/alerts/:alertId/notes',
  status: '/ops/aml/alerts/:alertId/status',
  export: '/ops/aml/alerts/:alertId/export',
} as const;

export const AML_RULES = [
  'CDD_DEPOSITS',
  'CDD_WITHDRAWALS',
  'LOW_PLAY',
  'SHARED_ADDRESS',
  'SHARED_DEVICE',
  'HIGH_RISK_COUNTRY',
] as const;
export type AmlRule = (typeof AML_RULES)[number];

/** OPEN: new. REVIEWING: an officer is on it. CLOSED: decided, with an outcome. */
export const AML_ALERT_STATUSES = ['OPEN', 'REVIEWING', 'CLOSED'] as const;
export type AmlAlertStatus = (typeof AML_ALERT_STATUSES)[number];

/** How a closed alert ended. */
export const AML_OUTCOMES = ['NO_ACTION', 'DUE_DILIGENCE', 'REPORTED', 'ACCOUNT_CLOSED'] as const;
export type AmlOutcome = (typeof AML_OUTCOMES)[number];

export const AML_PAGE_SIZE = 20;
/** Transactions one export carries at most (newest first). */
export const AML_EXPORT_ROWS = 1000;

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');
const days = z.number().int().min(1).max(365);
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((code) => code.toUpperCase());

export const amlSettings = z.object({
  cddDeposits: z.object({ enabled: z.boolean(), amount, days }),
  cddWithdrawals: z.object({ enabled: z.boolean(), amount, days }),
  lowPlay: z.object({
    enabled: z.boolean(),
    minDeposit: amount,
    maxPlayPercent: z.number().int().min(1).max(1000),
  }),
  sharedAddress: z.object({ enabled: z.boolean(), accounts: z.number().int().min(2).max(1000), days }),
  sharedDevice: z.object({ enabled: z.boolean(), accounts: z.number().int().min(2).max(1000), days }),
  highRiskCountry: z.object({
    enabled: z.boolean(),
    countries: z
      .array(country)
      .max(250)
      .refine((codes) => new Set(codes).size === codes.length, 'each country once'),
  }),
});
export type AmlSettings = z.infer<typeof amlSettings>;
export type AmlSettingsInput = z.input<typeof amlSettings>;

export const amlSettingsValue = amlSettings.extend({
  currency: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type AmlSettingsValue = z.infer<typeof amlSettingsValue>;

export const amlAlertsRequest = z.object({
  status: z.enum(AML_ALERT_STATUSES).optional(),
  rule: z.enum(AML_RULES).optional(),
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AML_PAGE_SIZE).default(AML_PAGE_SIZE),
});
export type AmlAlertsRequest = z.infer<typeof amlAlertsRequest>;

/** What made the rule fire, as the monitor saw it (amounts as decimal strings). */
export const amlFacts = z.object({
  /** CDD: the total and the window; LOW_PLAY: the deposit, the play since and the withdrawal. */
  total: z.string().optional(),
  days: z.number().int().optional(),
  deposit: z.string().optional(),
  played: z.string().optional(),
  withdrawal: z.string().optional(),
  /** SHARED_*: the address or device hash and the members seen on it. */
  shared: z.string().optional(),
  members: z.array(z.object({ memberId: z.number().int(), username: z.string() })).optional(),
  /** HIGH_RISK_COUNTRY: the countries found (address, mobile). */
  countries: z.array(z.string()).optional(),
});
export type AmlFacts = z.infer<typeof amlFacts>;

export const amlAlert = z.object({
  alertId: z.number().int(),
  rule: z.enum(AML_RULES),
  status: z.enum(AML_ALERT_STATUSES),
  outcome: z.enum(AML_OUTCOMES).nullable(),
  /** The member it is about (for a shared address or device: the newest member seen on it). */
  member: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
  facts: amlFacts,
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AmlAlert = z.infer<typeof amlAlert>;

export const amlAlertsValue = z.object({
  content: z.array(amlAlert),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** Alerts not closed, whatever the filter. */
  open: z.number().int(),
});
export type AmlAlertsValue = z.infer<typeof amlAlertsValue>;

export const amlCaseEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['OPENED', 'NOTE', 'STATUS']),
  body: z.string(),
  status: z.enum(AML_ALERT_STATUSES).nullable(),
  outcome: z.enum(AML_OUTCOMES).nullable(),
  actor: z.string(),
  at: z.string(),
});
export type AmlCaseEntry = z.infer<typeof amlCaseEntry>;

export const amlAlertView = amlAlert.extend({ log: z.array(amlCaseEntry) });
export type AmlAlertView = z.infer<typeof amlAlertView>;

export const amlAlertParams = z.object({ alertId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const amlNoteRequest = z.object({ body: z.string().trim().min(1).max(2000) });
export type AmlNoteRequest = z.infer<typeof amlNoteRequest>;
/** To REVIEWING, back to OPEN, or CLOSED with an outcome; the reason goes into the case log. */
export const amlStatusRequest = z
  .object({
    status: z.enum(AML_ALERT_STATUSES),
    outcome: z.enum(AML_OUTCOMES).optional(),
    reason: z.string().trim().min(1).max(2000),
  })
  .refine((r) => (r.status === 'CLOSED') === (r.outcome !== undefined), {
    message: 'an outcome when closing, and only then',
    path: ['outcome'],
  });
export type AmlStatusRequest = z.infer<typeof amlStatusRequest>;

export const amlErrorCatalogue = {
  AML_ALERT_NOT_FOUND: {
    status: 404,
    EN: 'This alert does not exist',
    UR: 'یہ الرٹ موجود نہیں',
  },
  AML_ALERT_CLOSED: {
    status: 409,
    EN: 'This alert is closed: nothing more can be added to it',
    UR: 'یہ الرٹ بند ہو چکا ہے: اس میں مزید کچھ شامل نہیں کیا جا سکتا',
  },
  AML_STATUS_UNCHANGED: {
    status: 409,
    EN: 'The alert already has this status',
    UR: 'الرٹ کی یہ حیثیت پہلے سے ہے',
  },
} as const satisfies Record<string, ErrorDefinition>;
