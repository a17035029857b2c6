/**
 * The audit log's only writer and reader. Entries are appended and read; there is no update or
 * delete here, and the database refuses them anyway (migration 0019's triggers). Writers pass their
 * own transaction so an entry commits or rolls back with the action it records.
 */
import type { OpsAuditFilter } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';

export interface AuditEntry {
  /** `operator:<name>`, `cli`, or the system part that acted. */
  readonly actor: string;
  readonly operatorId: number | null;
  readonly action: string;
  readonly merchantId: number | null;
  /** `<kind>:<id>` of what was acted on. */
  readonly target: string | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly address: string | null;
  readonly detail: unknown;
  readonly at: string;
}

/** Who acted: the name entries are filed under; a signed-in operator adds its id and client address. */
export interface AuditActor {
  readonly name: string;
  readonly operatorId?: number | null;
  readonly address?: string | null;
}

/** What an action records about itself; who and when are added by `auditEntry`. */
export type AuditRecord = Omit<AuditEntry, 'actor' | 'operatorId' | 'address' | 'at' | 'detail'> & {
  readonly detail?: unknown;
};

/** One entry from who acted, when, and what the action records (the CLI has no operator id or address). */
export function auditEntry(by: AuditActor, at: string, record: AuditRecord): AuditEntry {
  return {
    ...record,
    actor: by.name,
    operatorId: by.operatorId ?? null,
    address: by.address ?? null,
    detail: record.detail ?? {},
    at,
  };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Appends one entry, in `db` (the action's transaction when it has one). */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      occurred_at: entry.at,
      actor: entry.actor,
      operator_id: entry.operatorId,
      action: entry.action,
      merchant_id: entry.merchantId,
      target: entry.target,
      before_state: json(entry.before),
      after_state: json(entry.after),
      address: entry.address,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}

export function createAuditRepository(db: Db) {
  /**
   * One merchant's entries matching the filter (the operator name is matched as its actor), and the
   * entries of no merchant: a catalogue import changes every merchant's lobby, so each one sees it.
   */
  function matching(merchantId: number, filter: OpsAuditFilter) {
    let query = db
      .selectFrom('audit_log')
      .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]));
    if (filter.operator !== undefined) query = query.where('actor', '=', `operator:${filter.operator}`);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (filter.target !== undefined) query = query.where('target', '=', filter.target);
    if (filter.from !== undefined)
      query = query.where('occurred_at', '>=', new Date(filter.from).toISOString());
    if (filter.to !== undefined) query = query.where('occurred_at', '<', new Date(filter.to).toISOString());
    return query;
  }

  return {
    /** Newest first. */
    page(merchantId: number, filter: OpsAuditFilter, offset: number, limit: number) {
      return matching(merchantId, filter)
        .selectAll()
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
    async count(merchantId: number, filter: OpsAuditFilter): Promise<number> {
      const row = await matching(merchantId, filter)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
