/**
 * The AML rules as pure decisions (the monitor gathers the figures, these say whether a rule fires),
 * and the rules' stored form: amounts in minor units, so a change of display never shifts a
 * threshold. Defaults follow the usual casino due-diligence practice; every merchant sets its own.
 */
import type { AmlSettings } from '@openlobby/contract';
import { amountOrZeroMinor } from '../rewards/rules.ts';
import { formatMinor } from '../wallet/money.ts';

export interface StoredAmlRules {
  readonly cddDeposits: { readonly enabled: boolean; readonly amountMinor: string; readonly days: number };
  readonly cddWithdrawals: { readonly enabled: boolean; readonly amountMinor: string; readonly days: number };
  readonly lowPlay: {
    readonly enabled: boolean;
    readonly minDepositMinor: string;
    readonly maxPlayPercent: number;
  };
  readonly sharedAddress: { readonly enabled: boolean; readonly accounts: number; readonly days: number };
  readonly sharedDevice: { readonly enabled: boolean; readonly accounts: number; readonly days: number };
  readonly highRiskCountry: { readonly enabled: boolean; readonly countries: readonly string[] };
}

/**
 * Before an operator sets them: 2,000 in the merchant's currency over 30 days (the EU's casino CDD
 * figure is EUR 2,000: set it in your currency), a withdrawal after a deposit of 500 or more played
 * through less than half, five members on one address or device in 30 days, and the FATF's
 * "call for action" countries.
 */
export function defaultAmlRules(scale: number): StoredAmlRules {
  const major = (n: bigint) => (n * 10n ** BigInt(scale)).toString();
  return {
    cddDeposits: { enabled: true, amountMinor: major(2000n), days: 30 },
    cddWithdrawals: { enabled: true, amountMinor: major(2000n), days: 30 },
    lowPlay: { enabled: true, minDepositMinor: major(500n), maxPlayPercent: 50 },
    sharedAddress: { enabled: true, accounts: 5, days: 30 },
    sharedDevice: { enabled: true, accounts: 5, days: 30 },
    highRiskCountry: { enabled: true, countries: ['IR', 'KP', 'MM'] },
  };
}

export function storedRules(input: AmlSettings, scale: number): StoredAmlRules {
  const minor = (text: string, field: string) => amountOrZeroMinor(text, scale, field).toString();
  return {
    cddDeposits: {
      enabled: input.cddDeposits.enabled,
      amountMinor: minor(input.cddDeposits.amount, 'cddDeposits.amount'),
      days: input.cddDeposits.days,
    },
    cddWithdrawals: {
      enabled: input.cddWithdrawals.enabled,
      amountMinor: minor(input.cddWithdrawals.amount, 'cddWithdrawals.amount'),
      days: input.cddWithdrawals.days,
    },
    lowPlay: {
      enabled: input.lowPlay.enabled,
      maxPlayPercent: input.lowPlay.maxPlayPercent,
      minDepositMinor: minor(input.lowPlay.minDeposit, 'lowPlay.minDeposit'),
    },
    sharedAddress: input.sharedAddress,
    sharedDevice: input.sharedDevice,
    highRiskCountry: {
      enabled: input.highRiskCountry.enabled,
      countries: [...input.highRiskCountry.countries].sort(),
    },
  };
}

export function shownRules(rules: StoredAmlRules, scale: number): AmlSettings {
  const shown = (minor: string) => formatMinor(BigInt(minor), scale);
  const { amountMinor: deposits, ...cddDeposits } = rules.cddDeposits;
  const { amountMinor: withdrawals, ...cddWithdrawals } = rules.cddWithdrawals;
  return {
    cddDeposits: { ...cddDeposits, amount: shown(deposits) },
    cddWithdrawals: { ...cddWithdrawals, amount: shown(withdrawals) },
    lowPlay: {
      enabled: rules.lowPlay.enabled,
      minDeposit: shown(rules.lowPlay.minDepositMinor),
      maxPlayPercent: rules.lowPlay.maxPlayPercent,
    },
    sharedAddress: { ...rules.sharedAddress },
    sharedDevice: { ...rules.sharedDevice },
    highRiskCountry: {
      enabled: rules.highRiskCountry.enabled,
      countries: [...rules.highRiskCountry.countries],
    },
  };
}

/** CDD: the member's total over the window reached the threshold (a zero threshold never fires). */
export function reachesThreshold(totalMinor: bigint, thresholdMinor: bigint): boolean {
  return thresholdMinor > 0n && totalMinor >= thresholdMinor;
}

/**
 * Money in and out with little play: a deposit of at least `minDepositMinor`, then valid bets below
 * `maxPlayPercent` % of it before a withdrawal. Compared in integers (played × 100 < deposit × %).
 */
export function littlePlay(
  depositMinor: bigint,
  playedMinor: bigint,
  rule: { readonly minDepositMinor: bigint; readonly maxPlayPercent: number },
): boolean {
  if (depositMinor <= 0n || depositMinor < rule.minDepositMinor) return false;
  return playedMinor * 100n < depositMinor * BigInt(rule.maxPlayPercent);
}

/** Many accounts on one address or device: at least `accounts` distinct members. */
export function manyAccounts(members: number, accounts: number): boolean {
  return members >= accounts;
}

/** The listed countries among those found (address at registration, mobile number), once each. */
export function riskyCountries(found: readonly (string | null)[], listed: readonly string[]): string[] {
  const list = new Set(listed.map((code) => code.toUpperCase()));
  return [
    ...new Set(
      found.flatMap((code) => (code !== null && list.has(code.toUpperCase()) ? [code.toUpperCase()] : [])),
    ),
  ];
}
