/**
 * Agents' payouts: the operator's hold on a member's payouts (one row while held) and the sums the
 * back office shows. `assertNotHeld` is what the cashback and invite claims call inside their own
 * transactions, so a claim that commits after a hold is impossible; contract settlement reads
 * `isHeld` as it settles each period.
 */
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';

type Conn = Db | Tx;

export interface HoldRow {
  readonly memberId: number;
  readonly username: string;
  readonly reason: string;
  readonly heldBy: string;
  readonly heldAt: string;
}

export interface Owed {
  readonly amountMinor: bigint;
  readonly periods: number;
}

export interface PaidByKind {
  readonly salary: bigint;
  readonly dividend: bigint;
  readonly cashback: bigint;
  readonly invite: bigint;
}

type Sum = string | number | bigint | null;
const SALARY_KINDS = ['DAILY_SALARY', 'HOURLY_SALARY'];

/** Whether an operator holds the member's payouts now. */
export async function isHeld(conn: Conn, memberId: number): Promise<boolean> {
  const row = await conn
    .selectFrom('agent_payout_hold')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses with PAYOUTS_ON_HOLD when the member's payouts are held. */
export async function assertNotHeld(conn: Conn, memberId: number): Promise<void> {
  if (await isHeld(conn, memberId)) throw new ApiError('PAYOUTS_ON_HOLD');
}

export type AgentPayoutsRepository = ReturnType<typeof createAgentPayoutsRepository>;

export function createAgentPayoutsRepository(db: Db) {
  const owedOf = (row: { total: Sum; periods: string | number | bigint } | undefined): Owed => ({
    amountMinor: toBigInt(row?.total ?? 0),
    periods: Number(row?.periods ?? 0),
  });
  const contractPaid = (kinds: readonly string[]) =>
    db
      .selectFrom('agent_contract_payout')
      .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
      .where('status', '=', 'PAID')
      .where('kind', 'in', [...kinds]);

  return {
    async hold(memberId: number): Promise<HoldRow | undefined> {
      const row = await db
        .selectFrom('agent_payout_hold as h')
        .innerJoin('member as m', 'm.id', 'h.member_id')
        .select(['h.member_id', 'm.username', 'h.reason', 'h.held_by', 'h.held_at'])
        .where('h.member_id', '=', memberId)
        .executeTakeFirst();
      return row && toHold(row);
    },

    /** Places the hold; false when it was already held. */
    async place(tx: Tx, merchantId: number, memberId: number, reason: string, by: string, at: string) {
      const inserted = await tx
        .insertInto('agent_payout_hold')
        .values({ member_id: memberId, merchant_id: merchantId, reason, held_by: by, held_at: at })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('member_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Releases the hold; false when it was not held. */
    async release(tx: Tx, memberId: number): Promise<boolean> {
      const result = await tx
        .deleteFrom('agent_payout_hold')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The merchant's holds, newest first, and how many there are. */
    async holds(merchantId: number, limit: number): Promise<{ rows: HoldRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('agent_payout_hold as h')
          .innerJoin('member as m', 'm.id', 'h.member_id')
          .select(['h.member_id', 'm.username', 'h.reason', 'h.held_by', 'h.held_at'])
          .where('h.merchant_id', '=', merchantId)
          .orderBy('h.held_at', 'desc')
          .orderBy('h.member_id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('agent_payout_hold')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst(),
      ]);
      return { rows: rows.map(toHold), total: Number(count?.n ?? 0) };
    },

    /** Contract payouts of the merchant waiting for funds, salaries and dividends apart. */
    async unpaid(merchantId: number): Promise<{ salary: Owed; dividend: Owed }> {
      const rows = await db
        .selectFrom('agent_contract_payout')
        .select((eb) => [
          'kind',
          eb.fn.sum<Sum>('amount_minor').as('total'),
          eb.fn.countAll<string | number>().as('periods'),
        ])
        .where('status', '=', 'UNPAID_FUNDS')
        .where('merchant_id', '=', merchantId)
        .groupBy('kind')
        .execute();
      const of = (kinds: readonly string[]): Owed =>
        rows
          .filter((row) => kinds.includes(row.kind))
          .reduce(
            (sum, row) => ({
              amountMinor: sum.amountMinor + toBigInt(row.total ?? 0),
              periods: sum.periods + Number(row.periods),
            }),
            { amountMinor: 0n, periods: 0 },
          );
      return { salary: of(SALARY_KINDS), dividend: of(['DIVIDEND']) };
    },

    /** What the merchant paid agents and members since `since` (UTC ISO), by kind. */
    async paidSince(merchantId: number, since: string): Promise<PaidByKind> {
      const contracts = (kinds: readonly string[]) =>
        contractPaid(kinds)
          .where('merchant_id', '=', merchantId)
          .where('paid_at', '>=', since)
          .executeTakeFirst();
      const [salary, dividend, cashback, invite] = await Promise.all([
        contracts(SALARY_KINDS),
        contracts(['DIVIDEND']),
        db
          .selectFrom('rebate_claim')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('merchant_id', '=', merchantId)
          .where('claimed_at', '>=', since)
          .executeTakeFirst(),
        db
          .selectFrom('invite_reward')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('merchant_id', '=', merchantId)
          .where('paid_at', '>=', since)
          .executeTakeFirst(),
      ]);
      return sums(salary, dividend, cashback, invite);
    },

    /** Everything the member was ever paid, by kind. */
    async receivedBy(memberId: number): Promise<PaidByKind> {
      const contracts = (kinds: readonly string[]) =>
        contractPaid(kinds).where('downline_id', '=', memberId).executeTakeFirst();
      const [salary, dividend, cashback, invite] = await Promise.all([
        contracts(SALARY_KINDS),
        contracts(['DIVIDEND']),
        db
          .selectFrom('rebate_claim')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
        db
          .selectFrom('invite_reward')
          .select((eb) => eb.fn.sum<Sum>('amount_minor').as('total'))
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
      ]);
      return sums(salary, dividend, cashback, invite);
    },

    /** Contract payouts waiting for funds, owed to the member (`DOWNLINE`) or by it (`UPLINE`). */
    async waiting(memberId: number, side: 'UPLINE' | 'DOWNLINE'): Promise<Owed> {
      const row = await db
        .selectFrom('agent_contract_payout')
        .select((eb) => [
          eb.fn.sum<Sum>('amount_minor').as('total'),
          eb.fn.countAll<string | number>().as('periods'),
        ])
        .where(side === 'UPLINE' ? 'upline_id' : 'downline_id', '=', memberId)
        .where('status', '=', 'UNPAID_FUNDS')
        .executeTakeFirst();
      return owedOf(row);
    },
  };
}

const total = (row: { total: Sum } | undefined) => toBigInt(row?.total ?? 0);
const sums = (
  salary: { total: Sum } | undefined,
  dividend: { total: Sum } | undefined,
  cashback: { total: Sum } | undefined,
  invite: { total: Sum } | undefined,
): PaidByKind => ({
  salary: total(salary),
  dividend: total(dividend),
  cashback: total(cashback),
  invite: total(invite),
});

const toHold = (row: {
  member_id: number;
  username: string;
  reason: string;
  held_by: string;
  held_at: string;
}): HoldRow => ({
  memberId: row.member_id,
  username: row.username,
  reason: row.reason,
  heldBy: row.held_by,
  heldAt: row.held_at,
});
