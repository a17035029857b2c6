/**
 * bet, win and rollback: the calls that move a member's money. Each is idempotent on the vendor's
 * transactionId. Its money (ledger.transfer in the caller's transaction) and its idempotency row
 * (the first answer) commit in ONE database transaction: either both exist or neither does, so a
 * retry either finds the answer or does the whole thing. The ledger ids are derived from vendor and
 * transaction id too, as a second fence: even a retry that slipped past the idempotency row could
 * not move money twice (the ledger would answer it as a replay).
 *
 * Racing duplicates: the idempotency row is inserted last with ON CONFLICT DO NOTHING; the loser
 * rolls back everything it did and answers the winner's stored answer. Bet states are claimed by
 * single UPDATE statements, and every transaction touches rows in one order (bet state, member
 * wallet, house account, idempotency row), so PostgreSQL never deadlocks on them.
 */
import {
  type BetGameType,
  type GameHoldingCategory,
  SEAMLESS_SESSION_IDLE_MS,
  SEAMLESS_TIMESTAMP_WINDOW_MS,
  type SeamlessBetRequest,
  type SeamlessRollbackRequest,
  SeamlessStatus,
  type SeamlessWinRequest,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { gameSettlement, memberWallet } from '../wallet/accounts.ts';
import { ensureTrialCredit } from '../wallet/balance.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import type { Currency } from '../wallet/context.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { formatMinor, parseAmount } from '../wallet/money.ts';
import {
  type SeamlessAnswer,
  type SeamlessDeps,
  answer,
  hashOf,
  invalidRequest,
  ledgerIdOf,
  refusal,
  requestDigest,
} from './context.ts';

/** This attempt lost a race (the id or the bet state was taken meanwhile): roll back, look again. */
class Retry extends Error {}
const ATTEMPTS = 3;

/** The betting record's game types (spec 5.12 filters) by catalogue category. */
const BET_GAME_TYPE: Readonly<Record<GameHoldingCategory, BetGameType>> = {
  LOTT: 'LOTT',
  ELOTT: 'LOTT',
  RNG: 'RNG',
  FISH: 'FISH',
  LIVE: 'LIVE',
  LIVESTREAM: 'LIVE',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
};

type MoneyAction = 'bet' | 'win' | 'rollback';
interface MoneyInput {
  readonly playerId: string;
  readonly transactionId: string;
  readonly roundId: string;
  readonly timestamp: number;
}

export function createTransactions(deps: SeamlessDeps) {
  const repo = deps.repository;
  const { ledger } = deps.wallet;

  /** One call's context: who, in which currency, under which transaction id. */
  interface Call {
    readonly vendor: string;
    readonly action: MoneyAction;
    readonly input: MoneyInput & Readonly<Record<string, unknown>>;
    readonly member: MemberRow;
    readonly currency: Currency;
    readonly now: string;
  }

  /** Stores the first answer in the transaction; Retry when another writer stored one first. */
  async function store(tx: Tx, call: Call, status: SeamlessStatus): Promise<SeamlessAnswer> {
    const balance = await repo.available(
      tx,
      call.member.merchant_id,
      call.currency.code,
      memberWallet(call.member.id).key,
    );
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
   * The idempotency frame: a stored answer is answered again (whatever the timestamp: an exact replay
   * of an applied transaction always gets its first answer), a different body under a used id is a
   * conflict, and only a new transaction is held to the timestamp window.
   */
  async function idempotent(
    vendor: string,
    action: MoneyAction,
    input: MoneyInput & Readonly<Record<string, unknown>>,
    decide: (call: Call) => Promise<SeamlessAnswer>,
  ): Promise<SeamlessAnswer> {
    const stored = async (): Promise<SeamlessAnswer | null> => {
      const row = await repo.storedTransaction(vendor, input.transactionId);
      if (row === undefined) return null;
      if (row.action !== action || row.request_digest !== requestDigest(action, input))
        return refusal(SeamlessStatus.TRANSACTION_CONFLICT);
      return answer(JSON.parse(row.answer) as SeamlessAnswer['body']);
    };
    const earlier = await stored();
    if (earlier !== null) return earlier;
    const now = deps.now();
    if (Math.abs(now.getTime() - input.timestamp) > SEAMLESS_TIMESTAMP_WINDOW_MS)
      return refusal(SeamlessStatus.REQUEST_EXPIRED);
    const memberId = Number(input.playerId);
    const member = await repo.member(memberId);
    if (member === undefined) return refusal(SeamlessStatus.UNKNOWN_PLAYER);
    const currency = await deps.wallet.currencyOf(member.merchant_id);
    // A trial member's wallet holds only the trial credit; it enters the ledger on first use.
    await ensureTrialCredit(deps.wallet.deps, member, currency);
    const call: Call = { vendor, action, input, member, currency, now: now.toISOString() };
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

  /** "0.00" is a valid win (a lost round closes); null when the amount does not fit the currency. */
  function amountOf(raw: string, scale: number, zeroAllowed: boolean): bigint | null {
    const parsed = parseAmount(raw, scale);
    if (parsed.ok) return parsed.minor;
    return zeroAllowed && parsed.code === 'AMOUNT_NOT_POSITIVE' && !raw.startsWith('-') ? 0n : null;
  }

  async function bet(vendor: string, input: SeamlessBetRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'bet', input, async (call) => {
      const { member, currency } = call;
      const amount = amountOf(input.amount, currency.scale, false);
      const game = await deps.games.findIconGame(vendor, input.gameCode);
      if (amount === null || game === null) return invalidRequest();
      if (member.disabled === 1) return final(call, SeamlessStatus.PLAYER_BLOCKED);
      const idleSince = new Date(Date.parse(call.now) - SEAMLESS_SESSION_IDLE_MS).toISOString();
      if (!(await repo.touchSession(hashOf(input.sessionId), vendor, member.id, idleSince, call.now)))
        return final(call, SeamlessStatus.SESSION_EXPIRED);
      const recordId = hashOf(`bet-record\n${vendor}\n${input.transactionId}`);
      const transferId = ledgerIdOf('bet', vendor, input.transactionId);
      try {
        return await repo.transaction(async (tx) => {
          const opened = await repo.insertBet(tx, {
            vendor_code: vendor,
            bet_transaction_id: input.transactionId,
            merchant_id: member.merchant_id,
            member_id: member.id,
            round_id: input.roundId,
            game_code: input.gameCode,
            state: 'open',
            amount_minor: amount.toString(),
            bet_record_id: recordId,
            created_at: call.now,
            updated_at: call.now,
          });
          if (!opened) {
            const earlier = await repo.bet(tx, vendor, input.transactionId);
            // Its rollback came first: the late bet moves nothing.
            if (earlier?.state === 'tombstone') return store(tx, call, SeamlessStatus.BET_ROLLED_BACK);
            throw new Retry();
          }
          await ledger.transfer(
            {
              id: transferId,
              merchantId: member.merchant_id,
              currency: currency.code,
              debit: memberWallet(member.id),
              credit: gameSettlement(vendor),
              amount,
              code: 'BET',
              reference: `${vendor}:${input.roundId}`.slice(0, 96),
            },
            tx,
          );
          await betRecords.open(tx, [
            {
              id: recordId,
              merchantId: member.merchant_id,
              memberId: member.id,
              gameType: BET_GAME_TYPE[game.category],
              vendorCode: vendor,
              gameId: String(game.id),
              gameName: game.nameEn,
              betMinor: amount,
              betTransferId: transferId,
              placedAt: call.now,
            },
          ]);
          return store(tx, call, SeamlessStatus.OK);
        });
      } catch (error) {
        // The ledger's guard refused the debit and everything rolled back; the refusal is final.
        if (!(error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
      }
      return final(call, SeamlessStatus.INSUFFICIENT_FUNDS);
    });
  }

  /** Never refused for an expired session or a member disabled after the bet: the round was played. */
  async function win(vendor: string, input: SeamlessWinRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'win', input, async (call) => {
      const { member, currency } = call;
      const amount = amountOf(input.amount, currency.scale, true);
      if (amount === null) return invalidRequest();
      const key = { vendorCode: vendor, betTransactionId: input.betTransactionId, memberId: member.id };
      return repo.transaction(async (tx) => {
        const placed = await repo.moveBet(tx, key, ['open', 'settled'], 'settled', call.now);
        if (placed === undefined) {
          const earlier = await repo.bet(tx, vendor, input.betTransactionId);
          // Not stored: the bet may still arrive, and then this win is good.
          if (earlier === undefined || earlier.member_id !== member.id)
            return refusal(SeamlessStatus.BET_NOT_FOUND);
          return store(tx, call, SeamlessStatus.BET_ROLLED_BACK);
        }
        let transferId: string | null = null;
        if (amount > 0n) {
          transferId = ledgerIdOf('win', vendor, input.transactionId);
          await ledger.transfer(
            {
              id: transferId,
              merchantId: member.merchant_id,
              currency: currency.code,
              debit: gameSettlement(vendor),
              credit: memberWallet(member.id),
              amount,
              code: 'WIN',
              reference: `${vendor}:${input.roundId}`.slice(0, 96),
            },
            tx,
          );
        }
        if (placed.bet_record_id !== null)
          await betRecords.settle(tx, placed.bet_record_id, amount, transferId, call.now);
        return store(tx, call, SeamlessStatus.OK);
      });
    });
  }

  /**
   * Refunds an open bet exactly once (its refund's ledger id is derived from the bet, not the
   * rollback). A bet whose round already settled is never refunded: win and rollback of one bet both
   * claim it from 'open' by one conditional UPDATE (which also locks the row on PostgreSQL until the
   * transaction ends), so whichever commits first decides and the other sees the bet as it left it.
   */
  async function rollback(vendor: string, input: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
    return idempotent(vendor, 'rollback', input, async (call) => {
      const { member, currency } = call;
      const key = { vendorCode: vendor, betTransactionId: input.betTransactionId, memberId: member.id };
      return repo.transaction(async (tx) => {
        const placed = await repo.moveBet(tx, key, ['open'], 'rolled_back', call.now);
        if (placed !== undefined) {
          await ledger.transfer(
            {
              id: ledgerIdOf('refund', vendor, input.betTransactionId),
              merchantId: member.merchant_id,
              currency: currency.code,
              debit: gameSettlement(vendor),
              credit: memberWallet(member.id),
              amount: BigInt(placed.amount_minor),
              code: 'REFUND',
              reference: `${vendor}:${input.roundId}`.slice(0, 96),
            },
            tx,
          );
          if (placed.bet_record_id !== null) await betRecords.cancel(tx, placed.bet_record_id, call.now);
          return store(tx, call, SeamlessStatus.OK);
        }
        const earlier = await repo.bet(tx, vendor, input.betTransactionId);
        if (earlier === undefined) {
          // The id is this vendor's win or rollback: there is no stake to give back, and saying OK
          // would tell the vendor money moved when none did.
          const named = await repo.storedAction(tx, vendor, input.betTransactionId);
          if (named !== undefined && named !== 'bet') return store(tx, call, SeamlessStatus.NOT_A_BET);
          // Before its bet: remember it, so the late bet moves nothing.
          const remembered = await repo.insertBet(tx, {
            vendor_code: vendor,
            bet_transaction_id: input.betTransactionId,
            merchant_id: member.merchant_id,
            member_id: member.id,
            round_id: input.roundId,
            game_code: input.gameCode,
            state: 'tombstone',
            created_at: call.now,
            updated_at: call.now,
          });
          // The bet landed meanwhile: run again and refund it.
          if (!remembered) throw new Retry();
        } else if (earlier.member_id !== member.id) {
          return refusal(SeamlessStatus.BET_NOT_FOUND);
        } else if (earlier.state === 'settled') {
          return store(tx, call, SeamlessStatus.BET_ALREADY_SETTLED);
        }
        // Already rolled back, or remembered: nothing more moves.
        return store(tx, call, SeamlessStatus.OK);
      });
    });
  }

  return { bet, win, rollback };
}
