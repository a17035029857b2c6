/** What every wallet service receives (one deps object, built in service.ts) and shared helpers. */
import type { BonusService } from '../bonus/service.ts';
import type { ProtectionGuard } from '../protection/guard.ts';
import { CASHIER_MEMBER_TYPES, type ErrorCode, MemberType, decimalToMinor } from '@openlobby/contract';
import type { WalletConfig } from '../../config-wallet.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Session } from '../../platform/session.ts';
import type { Challenges } from '../accounts/challenges.ts';
import type { ChallengesRepository } from '../accounts/challenges.repository.ts';
import type { MemberRow, MembersRepository } from '../accounts/members.repository.ts';
import type { CashierRepository } from './cashier.repository.ts';
import type { Ledger } from './ledger.ts';
import { formatMinor, parseAmount } from './money.ts';

export interface Currency {
  readonly code: string;
  readonly symbol: string;
  readonly scale: number;
}

export interface WalletDeps {
  readonly ledger: Ledger;
  /** Bonus money apart from cash (modules/bonus). */
  readonly bonus: BonusService;
  readonly cashier: CashierRepository;
  readonly members: MembersRepository;
  /** auth_counter and SMS challenges of the accounts module (payment-password lockout and reset). */
  readonly counters: ChallengesRepository;
  readonly challenges: Challenges;
  readonly config: WalletConfig;
  /** The merchant's withdrawal limits: saved in the console, else the environment's (settings/rules.ts). */
  readonly limitsOf: (
    merchantId: number,
  ) => Promise<
    Pick<WalletConfig, 'withdrawMin' | 'withdrawMax' | 'withdrawDailyCount' | 'withdrawProcessingMinutes'>
  >;
  /** Seals full bank card numbers. */
  readonly cardBox: SecretBox;
  /** Keys the digest that finds duplicate card numbers. */
  readonly cardDigestKey: Buffer;
  /** HMAC key of gateway callbacks and demo payment links. */
  readonly gatewaySecret: string;
  readonly now: () => Date;
  /** Player protection's guard (modules/protection/guard.ts): may this member do this now? */
  readonly protection: ProtectionGuard;
}

/** A wallet caller: merchant, member session and network details. */
export interface WalletCaller {
  readonly merchantId: number;
  readonly ip: string;
  readonly userAgent: string;
  readonly session: Session | null;
}

/** A merchant's currency never changes once it has money in it, so it is kept until evicted. */
const CURRENCY_CACHE_ENTRIES = 1_000;

export function createCurrencies(cashier: CashierRepository) {
  const cache = createCache<number, Currency>({ max: CURRENCY_CACHE_ENTRIES });
  return (merchantId: number): Promise<Currency> =>
    cache.get(merchantId, async () => {
      const row = await cashier.merchantCurrency(merchantId);
      return { code: row.currency_code, symbol: row.currency_symbol, scale: row.currency_scale };
    });
}

export async function memberOf(deps: WalletDeps, caller: WalletCaller): Promise<MemberRow> {
  if (caller.session === null) throw new ApiError('NOT_LOGGED_IN');
  const member = await deps.members.byId(caller.merchantId, caller.session.memberId);
  if (member === undefined || member.disabled === 1) throw new ApiError('SESSION_ENDED');
  return member;
}

/** Spec sections 4 and 6: only member types 0, 1 and 2 may use the cashier. */
export async function cashierMemberOf(deps: WalletDeps, caller: WalletCaller): Promise<MemberRow> {
  const member = await memberOf(deps, caller);
  if (!(CASHIER_MEMBER_TYPES as readonly number[]).includes(member.type)) throw new ApiError('FREE_REJECT');
  return member;
}

export function isTrial(member: MemberRow): boolean {
  return member.type === MemberType.TRIAL;
}

/** The amount in minor units, or the precise 4xx for what is wrong with it. */
export function amountOrThrow(input: string, scale: number): bigint {
  const parsed = parseAmount(input, scale);
  if (!parsed.ok) throw new ApiError(parsed.code, { field: 'amount' });
  return parsed.minor;
}

/** The finest scale a configured amount is read at before it is brought to the currency's. */
const CONFIG_SCALE = 18;

/**
 * A configured limit in a currency's minor units. Limits are written once for every merchant
 * ("0.10"); where the currency cannot count that fraction, a minimum rises to the next whole unit
 * and a maximum falls to it, so a limit never asks for an amount the currency cannot hold.
 */
export function configLimit(input: string, scale: number, bound: 'min' | 'max'): bigint {
  const fine = decimalToMinor(input, CONFIG_SCALE);
  if (fine === null) throw new Error(`configured limit ${input} is not a decimal amount`);
  const unit = 10n ** BigInt(CONFIG_SCALE - scale);
  const whole = fine / unit;
  if (bound === 'max' || fine % unit === 0n) return whole;
  return whole + 1n;
}

export function checkRange(amount: bigint, min: bigint, max: bigint, scale: number): void {
  const hint = { field: 'amount', min: formatMinor(min, scale), max: formatMinor(max, scale) };
  const code: ErrorCode | null = amount < min ? 'AMOUNT_BELOW_MIN' : amount > max ? 'AMOUNT_ABOVE_MAX' : null;
  if (code !== null) throw new ApiError(code, hint);
}

/**
 * The member's earlier request under this requestId, when there is one. A retry (the same request
 * again) answers with the earlier row and nothing new happens; other content under a used
 * requestId is refused, so one id never names two different requests.
 */
export async function earlierRequest<Row>(
  requestId: string | undefined,
  find: (requestId: string) => Promise<Row | undefined>,
  sameRequest: (earlier: Row) => boolean,
): Promise<Row | undefined> {
  if (requestId === undefined) return undefined;
  const earlier = await find(requestId);
  if (earlier !== undefined && !sameRequest(earlier))
    throw new ApiError('TRANSFER_ID_REUSED', { field: 'requestId' });
  return earlier;
}

/** Short unique ids for requests the member sees: a prefix, the time and randomness. */
export function requestNumber(prefix: string, now: Date, random: string): string {
  return `${prefix}${now.toISOString().replace(/\D/g, '').slice(0, 14)}${random}`;
}
