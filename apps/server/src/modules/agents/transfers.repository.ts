/** Reads of agent transfers: which of the given members are the agent's direct downlines, and one transaction to move in. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

export interface DownlineRow {
  readonly id: number;
  readonly username: string;
}

export function createTransfersRepository(db: Db) {
  return {
    /** Those of `memberIds` directly under `agentId` (depth 1 in the referral tree) and not disabled. */
    async directDownlines(
      merchantId: number,
      agentId: number,
      memberIds: readonly number[],
    ): Promise<DownlineRow[]> {
      if (memberIds.length === 0) return [];
      return db
        .selectFrom('member_tree')
        .innerJoin('member', 'member.id', 'member_tree.descendant_id')
        .select(['member.id', 'member.username'])
        .where('member_tree.ancestor_id', '=', agentId)
        .where('member_tree.depth', '=', 1)
        .where('member_tree.descendant_id', 'in', [...memberIds])
        .where('member.merchant_id', '=', merchantId)
        .where('member.disabled', '=', 0)
        .execute();
    },

    /** The agent's direct downlines whose username contains `search` (first `limit`, newest first) and their count. */
    async searchDirect(merchantId: number, agentId: number, search: string, limit: number) {
      // `%`, `_` and `\` typed by the player match themselves (ESCAPE works alike on both databases).
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const base = db
        .selectFrom('member_tree')
        .innerJoin('member', 'member.id', 'member_tree.descendant_id')
        .where('member_tree.ancestor_id', '=', agentId)
        .where('member_tree.depth', '=', 1)
        .where('member.merchant_id', '=', merchantId)
        .where('member.disabled', '=', 0)
        .$if(search !== '', (q) => q.where(sql<boolean>`member.username_lower LIKE ${pattern} ESCAPE '\\'`));
      const [rows, count] = await Promise.all([
        base
          .select(['member.id', 'member.username', 'member.created_at'])
          .orderBy('member.id', 'desc')
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Runs `work` in one transaction (several ledger transfers commit together or not at all), the
     * agent's member row locked first: one agent's transfers run one after another, so two
     * multiple transfers naming the same downlines in another order cannot deadlock on PostgreSQL.
     */
    inTransaction<T>(agentId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (tx) => {
        await tx.updateTable('member').set({ id: agentId }).where('id', '=', agentId).execute();
        return work(tx);
      });
    },
  };
}
export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
