/**
 * Contracts' tables: the contracts (every state change one conditional UPDATE on the expected
 * status), their payouts (the primary key is the claim of a period), and the team figures a
 * period pays on (the downline and everyone under it, from the referral tree's closure table).
 */
import type { ContractKind, ContractRole } from '@openlobby/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AgentContractPayoutTable, AgentContractTable } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';

export type ContractRow = Selectable<AgentContractTable>;
export type PayoutRow = Selectable<AgentContractPayoutTable>;
type Conn = Db | Tx;

/** Statuses a contract holds its (downline, kind) slot in. */
export const OPEN_STATUSES = ['PENDING', 'ACTIVE', 'END_REQUESTED'];
export const openSlot = (downlineId: number, kind: ContractKind) => `${downlineId}:${kind}`;

export interface TeamFigures {
  readonly betMinor: bigint;
  readonly validMinor: bigint;
  readonly winMinor: bigint;
}

export interface PayoutFilter {
  readonly memberId: number;
  readonly kind: ContractKind;
  readonly role: 'ALL' | ContractRole;
  /** period_from bounds, UTC ISO, [from, to). */
  readonly from: string | null;
  readonly to: string | null;
  readonly offset: number;
  readonly limit: number;
}

export type ContractRepository = ReturnType<typeof createContractRepository>;

export function createContractRepository(db: Db) {
  return {
    inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async timeZone(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchant')
        .select('time_zone')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      return row?.time_zone ?? 'UTC';
    },

    async usernames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('member')
        .select(['id', 'username'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.username]));
    },

    /** Inserts an offer; false when the downline already has an open contract of this kind. */
    async insert(row: Insertable<AgentContractTable>): Promise<number | null> {
      try {
        const inserted = await db
          .insertInto('agent_contract')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      } catch (error) {
        const taken = await db
          .selectFrom('agent_contract')
          .select('id')
          .where('open_slot', '=', row.open_slot ?? '')
          .executeTakeFirst();
        if (taken !== undefined) return null;
        throw error;
      }
    },

    byId(merchantId: number, id: number): Promise<ContractRow | undefined> {
      return db
        .selectFrom('agent_contract')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Moves a contract from one of `from` statuses; false when it was not in one (a race or a stale view). */
    async transition(
      id: number,
      from: readonly string[],
      set: Updateable<AgentContractTable>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('agent_contract')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Suspends or resumes; false when it already was (or the contract is closed). */
    async setSuspended(
      conn: Conn,
      id: number,
      suspended: boolean,
      reason: string | null,
      at: string,
    ): Promise<boolean> {
      const result = await conn
        .updateTable('agent_contract')
        .set({ suspended_at: suspended ? at : null, suspend_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('status', 'in', ['ACTIVE', 'END_REQUESTED', 'ENDED'])
        .where('suspended_at', suspended ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The member's open contracts of a kind, as the downline (at most one) or as the upline. */
    openOf(memberId: number, kind: ContractKind, role: ContractRole): Promise<ContractRow[]> {
      return db
        .selectFrom('agent_contract')
        .selectAll()
        .where(role === 'UPLINE' ? 'upline_id' : 'downline_id', '=', memberId)
        .where('kind', '=', kind)
        .where('status', 'in', OPEN_STATUSES)
        .orderBy('id', 'desc')
        .execute();
    },

    /** Pending offers to the member (any kind), oldest first. */
    pendingFor(memberId: number): Promise<Pick<ContractRow, 'id' | 'kind'>[]> {
      return db
        .selectFrom('agent_contract')
        .select(['id', 'kind'])
        .where('downline_id', '=', memberId)
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .execute();
    },

    /** Contracts whose next period has ended, oldest due first. */
    due(now: string, limit: number): Promise<ContractRow[]> {
      return db
        .selectFrom('agent_contract')
        .selectAll()
        .where('next_due_at', '<=', now)
        .orderBy('next_due_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Moves the settlement cursor from `key`; false when another runner already did. */
    async advance(
      conn: Conn,
      id: number,
      key: string,
      set: Updateable<AgentContractTable>,
    ): Promise<boolean> {
      const result = await conn
        .updateTable('agent_contract')
        .set(set)
        .where('id', '=', id)
        .where('next_period', '=', key)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Claims a period: false when a payout row for it exists already. */
    async claim(conn: Conn, row: Insertable<AgentContractPayoutTable>): Promise<boolean> {
      const inserted = await conn
        .insertInto('agent_contract_payout')
        .values(row)
        .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
        .returning('contract_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** UNPAID_FUNDS payouts of contracts not suspended to downlines not held, oldest first. */
    unpaid(limit: number): Promise<PayoutRow[]> {
      return db
        .selectFrom('agent_contract_payout as p')
        .innerJoin('agent_contract as c', 'c.id', 'p.contract_id')
        .leftJoin('agent_payout_hold as h', 'h.member_id', 'p.downline_id')
        .selectAll('p')
        .where('p.status', '=', 'UNPAID_FUNDS')
        .where('c.suspended_at', 'is', null)
        .where('h.member_id', 'is', null)
        .orderBy('p.period_from')
        .orderBy('p.contract_id')
        .limit(limit)
        .execute();
    },

    /** UNPAID_FUNDS -> PAID; false when it no longer was unpaid. */
    async markPaid(conn: Conn, contractId: number, key: string, at: string): Promise<boolean> {
      const result = await conn
        .updateTable('agent_contract_payout')
        .set({ status: 'PAID', paid_at: at })
        .where('contract_id', '=', contractId)
        .where('period_key', '=', key)
        .where('status', '=', 'UNPAID_FUNDS')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async payouts(filter: PayoutFilter): Promise<{ rows: PayoutRow[]; total: number }> {
      const base = db
        .selectFrom('agent_contract_payout')
        .where('kind', '=', filter.kind)
        .where((eb) => {
          const mine = [];
          if (filter.role !== 'DOWNLINE') mine.push(eb('upline_id', '=', filter.memberId));
          if (filter.role !== 'UPLINE') mine.push(eb('downline_id', '=', filter.memberId));
          return eb.or(mine);
        })
        .$if(filter.from !== null, (q) => q.where('period_from', '>=', filter.from ?? ''))
        .$if(filter.to !== null, (q) => q.where('period_from', '<', filter.to ?? ''));
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('period_from', 'desc')
          .orderBy('contract_id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },

    /** The team's settled bets in [from, to): the downline and everyone under it. */
    async teamFigures(downlineId: number, from: string, to: string): Promise<TeamFigures> {
      const row = await db
        .selectFrom('member_tree as t')
        .innerJoin('bet_record as b', 'b.member_id', 't.descendant_id')
        .select((eb) => [
          eb.fn.sum<string | number | null>('b.bet_minor').as('bet'),
          eb.fn.sum<string | number | null>('b.valid_bet_minor').as('valid'),
          eb.fn.sum<string | number | null>('b.win_minor').as('win'),
        ])
        .where('t.ancestor_id', '=', downlineId)
        .where('b.status', '=', 'settled')
        .where('b.settled_at', '>=', from)
        .where('b.settled_at', '<', to)
        .executeTakeFirst();
      return {
        betMinor: toBigInt(row?.bet ?? 0),
        validMinor: toBigInt(row?.valid ?? 0),
        winMinor: toBigInt(row?.win ?? 0),
      };
    },

    /** Operator's list, newest first. */
    async list(
      merchantId: number,
      filter: { status?: string; kind?: string; memberId?: number; offset: number; limit: number },
    ): Promise<{ rows: ContractRow[]; total: number }> {
      const base = db
        .selectFrom('agent_contract')
        .where('merchant_id', '=', merchantId)
        .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status ?? ''))
        .$if(filter.kind !== undefined, (q) => q.where('kind', '=', filter.kind ?? ''))
        .$if(filter.memberId !== undefined, (q) =>
          q.where((eb) =>
            eb.or([eb('upline_id', '=', filter.memberId ?? 0), eb('downline_id', '=', filter.memberId ?? 0)]),
          ),
        );
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
  };
}
