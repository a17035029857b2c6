/**
 * The bonus engine: grants bonus money into the member's bonus account, ends it (converted to cash
 * once wagered through; forfeited, cancelled, expired or spent otherwise) and answers what is
 * outstanding. Stakes, wins and rollbacks of games go through stake.ts; wagering is advanced from
 * the betting record (wagering.ts).
 *
 * Every ending is one conditional UPDATE of the bonus row and one ledger transfer, in one
 * transaction, with the transfer id named after the bonus: a bonus ends once, and its money moves
 * once, whoever races to end it.
 */
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { HouseAccount, houseAccount, memberBonusWallet, memberWallet } from '../wallet/accounts.ts';
import type { Ledger, Tx } from '../wallet/ledger.ts';
import type { Db } from '../../db/database.ts';
import { type LedgerDb, availableIn } from '../wallet/ledger.repository.ts';
import { type BonusRow, BonusStatus, type EndedStatus, bonusRepository as repo } from './repository.ts';
import { createBonusStakes, lockMemberAccounts } from './stake.ts';
import { type BonusTerms, wagerRequired } from './terms.ts';

const DAY_MS = 86_400_000;
/** How many due bonuses one sweep ends. */
const SWEEP_BATCH = 200;
/** How long an open bet that counted holds its bonus's conversion back (its rollback would come sooner). */
const OPEN_BET_HOLD_MS = DAY_MS;

export interface GrantInput {
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly promoId: string | null;
  /** Unique per grant ("deposit:<id>", "claim:<promo>:<member>", ...): granting it again is a replay. */
  readonly source: string;
  readonly titleEn: string;
  readonly titleUr: string;
  readonly bonusMinor: bigint;
  readonly depositMinor: bigint;
  readonly terms: BonusTerms;
}

export interface BonusDeps {
  readonly db: Db;
  readonly ledger: Ledger;
  readonly now: () => Date;
}

export type BonusService = ReturnType<typeof createBonusService>;

/** The ledger transfer ids of a bonus's life: one each, so nothing moves twice. */
export const bonusTransferId = {
  grant: (bonusId: number) => `bonus:grant:${bonusId}`,
  end: (bonusId: number) => `bonus:end:${bonusId}`,
};

export function createBonusService(deps: BonusDeps) {
  const { ledger } = deps;
  const nowIso = () => deps.now().toISOString();
  const openSince = () => new Date(deps.now().getTime() - OPEN_BET_HOLD_MS).toISOString();

  function atomically<T>(tx: Tx | undefined, work: (db: Tx) => Promise<T>): Promise<T> {
    return tx === undefined ? deps.db.transaction().execute(work) : work(tx);
  }

  /** Available money in the member's bonus account, read in the caller's transaction. */
  function bonusBalance(db: LedgerDb, bonus: Pick<BonusRow, 'merchant_id' | 'member_id' | 'currency'>) {
    return availableIn(db, bonus.merchant_id, bonus.currency, [memberBonusWallet(bonus.member_id).key]);
  }

  /**
   * Ends an active bonus: converted moves what is left of it to cash, anything else back to the
   * house. False when it was not active any more (someone else ended it) or, for a conversion,
   * not wagered through.
   */
  async function end(
    tx: Tx,
    bonus: BonusRow,
    to: EndedStatus,
    by: { readonly reason: string | null; readonly actor: string | null },
  ): Promise<boolean> {
    const converting = to === BonusStatus.CONVERTED;
    // The member's accounts before the bonus row (the lock order in stake.ts).
    await lockMemberAccounts(tx, {
      merchantId: bonus.merchant_id,
      currency: bonus.currency,
      memberId: bonus.member_id,
    });
    // Wagered through means played through: while a bet that counted is open, its stake may still be
    // rolled back (and its wagering with it), so the bonus waits for it to settle.
    if (converting && (await repo.hasOpenWager(tx, bonus.id, openSince()))) return false;
    if (!(await repo.end(tx, bonus.id, to, nowIso(), by, converting))) return false;
    const left = await bonusBalance(tx, bonus);
    await repo.setFinishedMinor(tx, bonus.id, left > 0n ? left : 0n);
    if (left > 0n) {
      await ledger.transfer(
        {
          id: bonusTransferId.end(bonus.id),
          merchantId: bonus.merchant_id,
          currency: bonus.currency,
          debit: memberBonusWallet(bonus.member_id),
          credit: converting ? memberWallet(bonus.member_id) : houseAccount(HouseAccount.PROMOTIONS),
          amount: left,
          code: converting ? 'BONUS_CONVERT' : 'BONUS_FORFEIT',
          reference: `bonus:${bonus.id}`,
        },
        tx,
      );
    }
    return true;
  }

  /** Converts when wagered through, expires when overdue; the row as it is afterwards. */
  async function settle(bonusId: number): Promise<BonusRow | undefined> {
    return deps.db.transaction().execute(async (tx) => {
      const bonus = await repo.byId(tx, bonusId);
      if (bonus === undefined || bonus.status !== BonusStatus.ACTIVE) return bonus;
      if (BigInt(bonus.wagered_minor) >= BigInt(bonus.wager_required_minor)) {
        await end(tx, bonus, BonusStatus.CONVERTED, { reason: null, actor: null });
      } else if (bonus.expires_at <= nowIso()) {
        await end(tx, bonus, BonusStatus.EXPIRED, { reason: null, actor: null });
      }
      return repo.byId(tx, bonusId);
    });
  }

  return {
    bonusBalance,
    /** Stakes, wins and refunds of games with a bonus in play. */
    stakes: createBonusStakes(ledger),

    /**
     * Grants a bonus: PROMOTIONS → the member's bonus account, or straight to cash when it asks
     * for no wagering. BONUS_ALREADY_ACTIVE while another bonus is active (one at a time keeps
     * "which money is whose" plain for the member).
     */
    async grant(input: GrantInput, tx?: Tx): Promise<{ bonusId: number; replayed: boolean }> {
      if (input.bonusMinor <= 0n) throw new ApiError('AMOUNT_NOT_POSITIVE');
      const required = wagerRequired(input.terms, input.bonusMinor, input.depositMinor);
      const immediate = required === 0n;
      const createdAt = nowIso();
      return atomically(tx, async (db) => {
        // The member's accounts before the bonus row (the lock order in stake.ts).
        await lockMemberAccounts(db, input);
        const earlier = await repo.bySource(db, input.merchantId, input.source);
        if (earlier !== undefined) return { bonusId: earlier.id, replayed: true };
        if (!immediate && (await repo.active(db, input.memberId)) !== undefined)
          throw new ApiError('BONUS_ALREADY_ACTIVE');
        const bonusId = await repo.insert(db, {
          merchantId: input.merchantId,
          memberId: input.memberId,
          currency: input.currency,
          promoId: input.promoId,
          source: input.source,
          titleEn: input.titleEn,
          titleUr: input.titleUr,
          status: immediate ? BonusStatus.CONVERTED : BonusStatus.ACTIVE,
          bonusMinor: input.bonusMinor,
          depositMinor: input.depositMinor,
          wagerRequiredMinor: required,
          weights: JSON.stringify(input.terms.weights),
          maxStakeMinor: input.terms.maxStakeMinor,
          expiresAt: new Date(deps.now().getTime() + input.terms.expiryDays * DAY_MS).toISOString(),
          createdAt,
        });
        if (bonusId === undefined) {
          // A concurrent grant won: the same source (a replay) or another active bonus.
          const winner = await repo.bySource(db, input.merchantId, input.source);
          if (winner !== undefined) return { bonusId: winner.id, replayed: true };
          throw new ApiError('BONUS_ALREADY_ACTIVE');
        }
        await ledger.transfer(
          {
            id: bonusTransferId.grant(bonusId),
            merchantId: input.merchantId,
            currency: input.currency,
            debit: houseAccount(HouseAccount.PROMOTIONS),
            credit: immediate ? memberWallet(input.memberId) : memberBonusWallet(input.memberId),
            amount: input.bonusMinor,
            code: 'PROMOTION',
            reference: `bonus:${bonusId}`,
          },
          db,
        );
        return { bonusId, replayed: false };
      });
    },

    activeOf(memberId: number, tx?: Tx): Promise<BonusRow | undefined> {
      return repo.active(tx ?? deps.db, memberId);
    },

    /** The member's unfinished bonus and what is left of its money, if any. */
    async activeWithBalance(memberId: number) {
      const row = await repo.active(deps.db, memberId);
      if (row === undefined) return undefined;
      return { row, balance: await bonusBalance(deps.db, row) };
    },

    /** The member's bonuses, newest first; an active one that is due is settled first. */
    async listOf(memberId: number, options: { readonly limit: number }) {
      const active = await repo.active(deps.db, memberId);
      if (active !== undefined) await settle(active.id);
      const rows = await repo.listOf(deps.db, memberId, options.limit);
      const current = rows.find((row) => row.status === BonusStatus.ACTIVE);
      const balance = current === undefined ? 0n : await bonusBalance(deps.db, current);
      return { rows, activeBalanceMinor: balance };
    },

    /** Converts or expires one bonus if it is due (after a bet that may have finished it). */
    settle,

    /** Settles the member's active bonus if it is due (after a win that settled a bet counted in it). */
    async settleActiveOf(memberId: number): Promise<void> {
      const active = await repo.active(deps.db, memberId);
      if (active !== undefined) await settle(active.id);
    },

    /**
     * The withdrawal's forfeit, in the withdrawal's own transaction: the member confirmed that an
     * unfinished bonus is given up. True when one was forfeited.
     */
    async forfeitForWithdrawal(tx: Tx, memberId: number): Promise<boolean> {
      const bonus = await repo.active(tx, memberId);
      if (bonus === undefined) return false;
      return end(tx, bonus, BonusStatus.FORFEITED, { reason: 'withdrawal', actor: null });
    },

    /** An operator's cancel: what is left goes back to the house. The ended row, or NOT_FOUND. */
    async cancel(bonusId: number, actor: AuditActor, reason: string): Promise<BonusRow> {
      return deps.db.transaction().execute(async (tx) => {
        const bonus = await repo.byId(tx, bonusId);
        if (bonus === undefined) throw new ApiError('NOT_FOUND');
        if (bonus.status !== BonusStatus.ACTIVE) throw new ApiError('BONUS_NOT_ACTIVE');
        if (!(await end(tx, bonus, BonusStatus.CANCELLED, { reason, actor: actor.name })))
          throw new ApiError('BONUS_NOT_ACTIVE');
        const ended = await repo.byId(tx, bonusId);
        if (ended === undefined) throw new ApiError('NOT_FOUND');
        return ended;
      });
    },

    /**
     * Ends a bonus whose money is gone: nothing left in the bonus account and no stake of it still
     * in play. Its wagering can no longer be finished.
     */
    async closeIfSpent(tx: Tx, bonusId: number): Promise<void> {
      const seen = await repo.byId(tx, bonusId);
      if (seen === undefined || seen.status !== BonusStatus.ACTIVE) return;
      // The member's accounts, then the bonus row (the lock order in stake.ts): no stake or win of
      // this member moves money while we look.
      await lockMemberAccounts(tx, {
        merchantId: seen.merchant_id,
        currency: seen.currency,
        memberId: seen.member_id,
      });
      const bonus = await repo.lockActive(tx, bonusId);
      if (bonus === undefined) return;
      if ((await bonusBalance(tx, bonus)) > 0n) return;
      const inPlay = await tx
        .selectFrom('seamless_bet')
        .select('bet_transaction_id')
        .where('bonus_id', '=', bonus.id)
        .where('state', '=', 'open')
        .executeTakeFirst();
      if (inPlay !== undefined) return;
      await end(tx, bonus, BonusStatus.SPENT, { reason: null, actor: null });
    },

    liability(merchantId: number) {
      return repo.liability(deps.db, merchantId);
    },

    /** Converts what is wagered through and expires what is overdue; the count ended. */
    async sweep(): Promise<number> {
      const due = await repo.due(deps.db, nowIso(), openSince(), SWEEP_BATCH);
      let ended = 0;
      for (const bonus of due) {
        const after = await settle(bonus.id);
        if (after !== undefined && after.status !== BonusStatus.ACTIVE) ended += 1;
      }
      return ended;
    },
  };
}
