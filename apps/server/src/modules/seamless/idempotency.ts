/**
 * The frame every money-moving call runs in: a transaction id answers once, and every later call
 * with it gets that first answer. The answer row is inserted last, inside the call's own database
 * transaction, with ON CONFLICT DO NOTHING: a racing duplicate that loses rolls back everything it
 * did (Retry) and answers the winner's stored answer.
 */
import { SeamlessStatus } from '@openlobby/contract';
import type { MemberRow } from '../accounts/members.repository.ts';
import type { KnownZoneAndType } from '../reports/daily.repository.ts';
import type { Currency } from '../wallet/context.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import type { StoredAnswer } from './repository.ts';
import { formatMinor, parseAmount } from '../wallet/money.ts';
import {
  type SeamlessAnswer,
  type SeamlessDeps,
  answer,
  isFresh,
  memberCurrency,
  refusal,
  requestDigest,
} from './context.ts';

/** The largest member id (an integer key). */
const MAX_MEMBER_ID = 2_147_483_647;

/** This attempt lost a race (the id or the bet state was taken meanwhile): roll back, look again. */
export class Retry extends Error {}
const ATTEMPTS = 3;

export type MoneyAction = 'bet' | 'win' | 'rollback';
export interface MoneyInput {
  readonly playerId: string;
  readonly transactionId: string;
  readonly roundId: string;
  readonly timestamp: number;
}

/** One call's context: who, in which currency, under which transaction id. */
export interface Call {
  readonly vendor: string;
  readonly action: MoneyAction;
  readonly input: MoneyInput & Readonly<Record<string, unknown>>;
  readonly member: MemberRow;
  readonly currency: Currency;
  readonly now: string;
  /**
   * The merchant's time zone and the member's type as read with the member: the betting record's
   * daily aggregates need both, and read neither again (a change of either meanwhile counts from the
   * next call on).
   */
  readonly counted: KnownZoneAndType;
}

/** "0.00" is a valid win (a lost round closes); null when the amount does not fit the currency. */
export function amountOf(raw: string, scale: number, zeroAllowed: boolean): bigint | null {
  const parsed = parseAmount(raw, scale);
  if (parsed.ok) return parsed.minor;
  return zeroAllowed && parsed.code === 'AMOUNT_NOT_POSITIVE' && !raw.startsWith('-') ? 0n : null;
}

/** The reference a money movement carries in the ledger: the vendor's round. */
export const roundReference = (call: Call): string => `${call.vendor}:${call.input.roundId}`.slice(0, 96);

export type Idempotency = ReturnType<typeof createIdempotency>;

export function createIdempotency(deps: SeamlessDeps) {
  const repo = deps.repository;

  /** Stores the first answer in the transaction; Retry when another writer stored one first. */
  async function store(tx: Tx, call: Call, status: SeamlessStatus): Promise<SeamlessAnswer> {
    const balance = await repo.available(tx, call.member.merchant_id, call.currency.code, call.member.id);
    const body = {
      status,
      balance: formatMinor(balance, call.currency.scale),
      currency: call.currency.code,
      transactionId: call.input.transactionId,
    };
    const stored = await repo.storeTransaction(tx, {
      vendor_code: call.vendor,
      transaction_id: call.input.transactionId,
      action: call.action,
      merchant_id: call.member.merchant_id,
      member_id: call.member.id,
      request_digest: requestDigest(call.action, call.input),
      status,
      answer: JSON.stringify(body),
      created_at: call.now,
    });
    if (!stored) throw new Retry();
    return answer(body);
  }

  /** A refusal that is final for this transaction id (answered again to duplicates). */
  function final(call: Call, status: SeamlessStatus): Promise<SeamlessAnswer> {
    return repo.transaction((tx) => store(tx, call, status));
  }

  /**
   * A stored answer is answered again (whatever the timestamp: an exact replay of an applied
   * transaction always gets its first answer), a different body under a used id is a conflict, and
   * only a new transaction is held to the timestamp window.
   */
  async function idempotent(
    vendor: string,
    action: MoneyAction,
    input: MoneyInput & Readonly<Record<string, unknown>>,
    decide: (call: Call) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> {
    const answerOf = (row: StoredAnswer | undefined): SeamlessAnswer | null => {
      if (row === undefined) return null;
      if (row.action !== action || row.request_digest !== requestDigest(action, input))
        return refusal(SeamlessStatus.TRANSACTION_CONFLICT);
      return answer(JSON.parse(row.answer) as SeamlessAnswer['body']);
    };
    const stored = async (): Promise<SeamlessAnswer | null> =>
      answerOf(await repo.storedTransaction(vendor, input.transactionId));
    // The member and an earlier answer in one read (an id beyond the member key's range: none).
    const playerId = Number(input.playerId);
    const first =
      playerId <= MAX_MEMBER_ID
        ? await repo.memberAndStored(playerId, vendor, input.transactionId)
        : undefined;
    const earlier = first === undefined ? await stored() : answerOf(first.stored);
    if (earlier !== null) return earlier;
    const now = deps.now();
    if (!isFresh(deps, input.timestamp, now)) return refusal(SeamlessStatus.REQUEST_EXPIRED);
    const member = first?.member;
    if (member === undefined) return refusal(SeamlessStatus.UNKNOWN_PLAYER);
    const currency = await memberCurrency(deps, member);
    const counted: KnownZoneAndType = {
      merchantId: member.merchant_id,
      memberId: member.id,
      zone: first?.zone ?? 'UTC',
      type: member.type,
    };
    const call: Call = { vendor, action, input, member, currency, now: now.toISOString(), counted };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await decide(call);
      } catch (error) {
        const winner = await stored();
        if (winner !== null) return winner;
        if (!(error instanceof Retry) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  return { idempotent, store, final };
}
