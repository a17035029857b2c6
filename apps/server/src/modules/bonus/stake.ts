/**
 * Game money with a bonus in play. A stake takes cash first and only the rest from the bonus
 * account; the bet remembers how much was bonus money and whose. What the bet pays back (its win,
 * or its refund on rollback) is split in the same proportion: the bonus part returns to the bonus
 * while that is active, is cash once the bonus converted, and stays with the house once the bonus
 * was given up (forfeited, cancelled, expired): money of a bonus that ended is not the member's. A
 * spent bonus (its money all lost) was not given up: a later part of a round's win makes it active
 * again, unless another bonus started meanwhile (then that part stays with the house).
 *
 * The bonus row is locked (a no-op conditional UPDATE) before its account moves, so no conversion or
 * forfeit can end the bonus between reading its status and moving its money.
 *
 * Lock order (PostgreSQL): the member's ledger accounts (cash and bonus, in id order, as the ledger
 * locks them), then the member_bonus row, then house accounts. Whoever locks the bonus row first
 * locks the member's accounts before it (`lockMemberAccounts`), because cash-only paths (a lottery
 * order, a cash stake's rollback) move the wallet first and touch the bonus row after, when their
 * betting record advances or rewinds its wagering.
 */
import type { TxCode } from '@openlobby/contract';
import { type LedgerDb, availableIn } from '../wallet/ledger.repository.ts';
import { ApiError } from '../../platform/api-error.ts';
import { type AccountSpec, memberBonusWallet, memberWallet } from '../wallet/accounts.ts';
import type { Ledger, Tx } from '../wallet/ledger.ts';
import { type BonusRow, BonusStatus, bonusRepository as repo } from './repository.ts';

export interface StakeInput {
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly amount: bigint;
  /** Where stakes go (the vendor's settlement account). */
  readonly credit: AccountSpec;
  readonly cashTransferId: string;
  readonly bonusTransferId: string;
  readonly reference: string;
  /** When the stake is placed (ISO): a bonus expired by then is not staked. */
  readonly at: string;
}

export interface Stake {
  /** The part of the stake that was bonus money, and the bonus it came from. */
  readonly bonusMinor: bigint;
  readonly bonusId: number | null;
  /** The transfer the betting record points at (the cash one, or the bonus one when all was bonus). */
  readonly recordTransferId: string;
  /**
   * The member's active bonus as this stake found and locked it (undefined: none), for the betting
   * record's wagering in the same transaction (so it is not read again).
   */
  readonly activeBonus: BonusRow | undefined;
}

export interface PayInput {
  readonly merchantId: number;
  readonly memberId: number;
  readonly currency: string;
  readonly amount: bigint;
  readonly stakeMinor: bigint;
  readonly bonusMinor: bigint;
  readonly bonusId: number | null;
  /** Where the money comes from (the vendor's settlement account). */
  readonly debit: AccountSpec;
  readonly cashTransferId: string;
  readonly bonusTransferId: string;
  readonly code: TxCode;
  readonly reference: string;
}

function cashAvailable(tx: Tx, input: { merchantId: number; currency: string; memberId: number }) {
  return availableIn(tx, input.merchantId, input.currency, [memberWallet(input.memberId).key]);
}

/**
 * Locks the member's cash and bonus accounts (no-op UPDATEs, in id order like the ledger): taken
 * before the member_bonus row by everything that locks that row and then moves money.
 */
export async function lockMemberAccounts(
  db: LedgerDb,
  member: { readonly merchantId: number; readonly currency: string; readonly memberId: number },
): Promise<void> {
  const rows = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('merchant_id', '=', member.merchantId)
    .where('currency', '=', member.currency)
    .where('account_key', 'in', [memberWallet(member.memberId).key, memberBonusWallet(member.memberId).key])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    await db
      .updateTable('ledger_account')
      .set((eb) => ({ debits_posted: eb.ref('debits_posted') }))
      .where('id', '=', row.id)
      .execute();
  }
}

export function createBonusStakes(ledger: Ledger) {
  function move(
    tx: Tx,
    id: string,
    input: StakeInput | PayInput,
    debit: AccountSpec,
    credit: AccountSpec,
    amount: bigint,
    code: TxCode,
  ) {
    return ledger.transfer(
      {
        id,
        merchantId: input.merchantId,
        currency: input.currency,
        debit,
        credit,
        amount,
        code,
        reference: input.reference,
      },
      tx,
    );
  }

  return {
    /**
     * Takes a stake: cash first, then bonus. BONUS_MAX_STAKE above the active bonus's cap;
     * INSUFFICIENT_BALANCE (from the ledger's guard) when cash and bonus together fall short.
     */
    async take(tx: Tx, input: StakeInput): Promise<Stake> {
      const cash = memberWallet(input.memberId);
      const active = await repo.active(tx, input.memberId);
      if (active !== undefined) await lockMemberAccounts(tx, input);
      const locked = active === undefined ? undefined : await repo.lockActive(tx, active.id);
      // An expired bonus's money is not staked, even before the sweep ends it.
      const bonus = locked !== undefined && locked.expires_at > input.at ? locked : undefined;
      if (bonus === undefined) {
        await move(tx, input.cashTransferId, input, cash, input.credit, input.amount, 'BET');
        return {
          bonusMinor: 0n,
          bonusId: null,
          recordTransferId: input.cashTransferId,
          activeBonus: locked,
        };
      }
      if (bonus.max_stake_minor !== null && input.amount > BigInt(bonus.max_stake_minor))
        throw new ApiError('BONUS_MAX_STAKE');
      const available = await cashAvailable(tx, input);
      const cashPart = available <= 0n ? 0n : available >= input.amount ? input.amount : available;
      const bonusPart = input.amount - cashPart;
      if (cashPart > 0n) await move(tx, input.cashTransferId, input, cash, input.credit, cashPart, 'BET');
      if (bonusPart > 0n)
        await move(
          tx,
          input.bonusTransferId,
          input,
          memberBonusWallet(input.memberId),
          input.credit,
          bonusPart,
          'BET',
        );
      return {
        bonusMinor: bonusPart,
        bonusId: bonusPart > 0n ? bonus.id : null,
        recordTransferId: cashPart > 0n ? input.cashTransferId : input.bonusTransferId,
        activeBonus: locked,
      };
    },

    /**
     * Pays a win or refund back, split as the stake was. The cash transfer's id, or null when no
     * cash moved.
     */
    async pay(tx: Tx, input: PayInput): Promise<string | null> {
      let bonusShare =
        input.bonusId === null || input.bonusMinor <= 0n || input.stakeMinor <= 0n
          ? 0n
          : (input.amount * input.bonusMinor) / input.stakeMinor;
      let cashShare = input.amount - bonusShare;
      if (bonusShare > 0n && input.bonusId !== null) {
        await lockMemberAccounts(tx, input);
        const bonus = await repo.lockActive(tx, input.bonusId);
        const ended = bonus === undefined ? await repo.byId(tx, input.bonusId) : undefined;
        // Spent means its money was all lost; a later part of the round's win brings it back.
        const revived = ended?.status === BonusStatus.SPENT && (await repo.revive(tx, ended));
        if (bonus !== undefined || revived) {
          await move(
            tx,
            input.bonusTransferId,
            input,
            input.debit,
            memberBonusWallet(input.memberId),
            bonusShare,
            input.code,
          );
        } else if (ended?.status === BonusStatus.CONVERTED) {
          cashShare += bonusShare;
        }
        bonusShare = 0n;
      }
      if (cashShare <= 0n) return null;
      await move(
        tx,
        input.cashTransferId,
        input,
        input.debit,
        memberWallet(input.memberId),
        cashShare,
        input.code,
      );
      return input.cashTransferId;
    },
  };
}
export type BonusStakes = ReturnType<typeof createBonusStakes>;
