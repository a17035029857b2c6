/**
 * Affiliate links (migration 0037). A link's code registers like a member's invitation code
 * (members.repository `byAffiliateCode` and `insertMember`); `applyAffiliateLink` runs in the new
 * member's own insert transaction, so the member's type, starting rates and the link's count land
 * together with the member or not at all.
 */
import {
  AFFILIATE_LINK_KINDS,
  type AffiliateLinkKind,
  MemberType,
  type RebateProduct,
} from '@openlobby/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { ApiError } from '../../platform/api-error.ts';
import { effectiveRates } from '../rebates/member-rates.ts';
import { isRebateProduct } from '../rebates/products.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

export interface LinkRow {
  readonly id: number;
  readonly agentId: number;
  readonly code: string;
  readonly kind: AffiliateLinkKind;
  readonly rates: Partial<Record<RebateProduct, number>>;
  readonly note: string;
  readonly registrations: number;
  readonly createdAt: string;
}

interface StoredLink {
  id: number;
  agent_id: number;
  code: string;
  kind: string;
  rates: string;
  note: string;
  registrations: number;
  created_at: string;
}

function parseRates(json: string): Partial<Record<RebateProduct, number>> {
  const parsed: unknown = JSON.parse(json);
  const rates: Partial<Record<RebateProduct, number>> = {};
  if (typeof parsed !== 'object' || parsed === null) return rates;
  for (const [product, rate] of Object.entries(parsed)) {
    if (isRebateProduct(product) && typeof rate === 'number') rates[product] = rate;
  }
  return rates;
}

function toLink(row: StoredLink): LinkRow {
  const kind = (AFFILIATE_LINK_KINDS as readonly string[]).includes(row.kind)
    ? (row.kind as AffiliateLinkKind)
    : 'MEMBER';
  return {
    id: row.id,
    agentId: row.agent_id,
    code: row.code,
    kind,
    rates: parseRates(row.rates),
    note: row.note,
    registrations: Number(row.registrations),
    createdAt: row.created_at,
  };
}

const COLUMNS = ['id', 'agent_id', 'code', 'kind', 'rates', 'note', 'registrations', 'created_at'] as const;

export function createLinksRepository(db: Db) {
  return {
    async list(merchantId: number, agentId: number): Promise<LinkRow[]> {
      const rows = await db
        .selectFrom('affiliate_link')
        .select(COLUMNS)
        .where('merchant_id', '=', merchantId)
        .where('agent_id', '=', agentId)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toLink);
    },

    /**
     * Inserts the link unless the agent already keeps `max` links: the count and the insert are one
     * transaction (SQLite has one writer; PostgreSQL locks the agent's member row first), so two
     * parallel creations cannot both pass the limit. Null when the limit is reached.
     */
    async insert(
      merchantId: number,
      agentId: number,
      link: {
        code: string;
        kind: AffiliateLinkKind;
        rates: Partial<Record<RebateProduct, number>>;
        note: string;
      },
      max: number,
      now: string,
    ): Promise<LinkRow | null> {
      return db.transaction().execute(async (tx) => {
        await tx.updateTable('member').set({ id: agentId }).where('id', '=', agentId).execute();
        const count = await tx
          .selectFrom('affiliate_link')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('agent_id', '=', agentId)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= max) return null;
        const row = await tx
          .insertInto('affiliate_link')
          .values({
            merchant_id: merchantId,
            agent_id: agentId,
            code: link.code,
            kind: link.kind,
            rates: JSON.stringify(link.rates),
            note: link.note,
            created_at: now,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toLink(row);
      });
    },

    /** True when a member's own invitation code or any link (deleted ones too) already uses the code. */
    async codeTaken(merchantId: number, code: string): Promise<boolean> {
      const [member, link] = await Promise.all([
        db
          .selectFrom('member')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('own_affiliate_code', '=', code)
          .executeTakeFirst(),
        db
          .selectFrom('affiliate_link')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('code', '=', code)
          .executeTakeFirst(),
      ]);
      return member !== undefined || link !== undefined;
    },

    /** Marks the agent's link deleted; false when it was not the agent's or already deleted. */
    async delete(merchantId: number, agentId: number, id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('affiliate_link')
        .set({ deleted_at: now })
        .where('merchant_id', '=', merchantId)
        .where('agent_id', '=', agentId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
export type LinksRepository = ReturnType<typeof createLinksRepository>;

/**
 * Applies a link to a member being registered with its code, in the member's insert transaction:
 * an AGENT link opens an agent (type 1), the link's rates become the member's own rates (set by the
 * agent, each capped at the agent's effective rate now), and the link counts one registration. A
 * code that is nobody's own code and names a link deleted since the registration's checks refuses
 * the whole registration (INVALID_INVITATION_CODE), so a deleted link never registers anyone.
 */
export async function applyAffiliateLink(
  tx: Tx,
  merchantId: number,
  memberId: number,
  referrerId: number | null,
  code: string | null,
  at: string,
): Promise<void> {
  if (code === null || referrerId === null) return;
  const stored = await tx
    .selectFrom('affiliate_link')
    .select([...COLUMNS, 'deleted_at'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (stored === undefined || stored.agent_id !== referrerId) return;
  if (stored.deleted_at !== null) {
    const owner = await tx
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('own_affiliate_code', '=', code)
      .executeTakeFirst();
    if (owner === undefined) throw new ApiError('INVALID_INVITATION_CODE', { field: 'affiliateCode' });
    return;
  }
  const link = toLink(stored);
  if (link.kind === 'AGENT') {
    await tx.updateTable('member').set({ type: MemberType.AGENT }).where('id', '=', memberId).execute();
  }
  const cap = await effectiveRates(tx, merchantId, link.agentId);
  for (const [product, rate] of Object.entries(link.rates)) {
    if (!isRebateProduct(product) || rate === undefined) continue;
    await tx
      .insertInto('member_rebate_rate')
      .values({
        member_id: memberId,
        product,
        merchant_id: merchantId,
        rate_bps: Math.min(rate, cap[product]),
        set_by: link.agentId,
        updated_at: at,
      })
      .execute();
  }
  await tx
    .updateTable('affiliate_link')
    .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
    .where('id', '=', link.id)
    .execute();
}

/** The agent of a link code that is not deleted, as a subquery (members.repository `byAffiliateCode`). */
export function linkAgentOf(
  eb: ExpressionBuilder<DatabaseSchema, 'member'>,
  merchantId: number,
  code: string,
) {
  return eb
    .selectFrom('affiliate_link')
    .select('affiliate_link.agent_id')
    .where('affiliate_link.merchant_id', '=', merchantId)
    .where('affiliate_link.code', '=', code)
    .where('affiliate_link.deleted_at', 'is', null);
}
