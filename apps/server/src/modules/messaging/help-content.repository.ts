/**
 * The console's reads and writes of a merchant's help centre, download links and customer-service
 * entries (the rows the lobby reads in system/repository.ts). Each write commits with its audit
 * entry (the row as it was and as it is) or not at all; updates and deletes first take the row's
 * lock with a no-op update, so a concurrent change cannot slip between the read of "before" and the
 * write (PostgreSQL; SQLite has one writer anyway).
 */
import type { Db } from '../../db/database.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { type LocalizedRow, textsByLanguage } from './inbox.repository.ts';

export interface HelpItemStored {
  readonly id: number;
  readonly parentId: number | null;
  readonly sortOrder: number;
  readonly texts: readonly LocalizedRow[];
}

export interface HelpItemWrite {
  readonly merchantId: number;
  readonly parentId: number | null;
  readonly sortOrder: number;
  readonly texts: readonly LocalizedRow[];
}

export interface DownloadLinkStored {
  readonly id: number;
  readonly resourceType: string;
  readonly url: string;
  readonly sortOrder: number;
}

export interface DownloadLinkWrite {
  readonly merchantId: number;
  readonly resourceType: string;
  readonly url: string;
  readonly sortOrder: number;
}

export interface CustomerServiceStored {
  readonly id: number;
  readonly csType: string;
  /** As stored: sealed when `pathEncrypted`. */
  readonly path: string;
  readonly pathEncrypted: boolean;
  readonly sortOrder: number;
}

export interface CustomerServiceWrite {
  readonly merchantId: number;
  readonly csType: string;
  readonly path: string;
  readonly pathEncrypted: boolean;
  readonly sortOrder: number;
}

/**
 * A customer-service entry as its audit entry shows it: a sealed address (the messaging app's) is
 * not copied into the log in the clear; the entry says it was sealed.
 */
const csState = (row: { csType: string; path: string; pathEncrypted: boolean; sortOrder: number }) =>
  row.pathEncrypted
    ? { csType: row.csType, sealed: true, sortOrder: row.sortOrder }
    : { csType: row.csType, path: row.path, sortOrder: row.sortOrder };

/** Why a help item could not take this parent: it is no topic of the merchant, or the item has articles. */
export type HelpWriteResult = { ok: true; id: number } | { ok: false; reason: 'not-found' | 'bad-parent' };

export type HelpContentRepository = ReturnType<typeof createHelpContentRepository>;

const helpState = (item: { parentId: number | null; sortOrder: number; texts: readonly LocalizedRow[] }) => ({
  parentId: item.parentId,
  sortOrder: item.sortOrder,
  texts: textsByLanguage(item.texts),
});

const linkState = (link: { resourceType: string; url: string; sortOrder: number }) => ({
  resourceType: link.resourceType,
  url: link.url,
  sortOrder: link.sortOrder,
});

async function lockRow(
  tx: Db,
  table: 'help_item' | 'download_link' | 'customer_service',
  merchantId: number,
  id: number,
): Promise<boolean> {
  const locked = await tx
    .updateTable(table)
    .set({ merchant_id: merchantId })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
}

async function helpTexts(tx: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('help_item_text')
    .select(['help_item_id', 'language', 'title', 'content'])
    .where('help_item_id', 'in', ids)
    .orderBy('language')
    .execute();
}

async function lockedHelpItem(tx: Db, merchantId: number, id: number): Promise<HelpItemStored | undefined> {
  if (!(await lockRow(tx, 'help_item', merchantId, id))) return undefined;
  const row = await tx
    .selectFrom('help_item')
    .select(['id', 'parent_id', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const texts = await helpTexts(tx, [id]);
  return {
    id,
    parentId: row.parent_id,
    sortOrder: row.sort_order,
    texts: texts.map(({ language, title, content }) => ({ language, title, content })),
  };
}

/**
 * The lobby shows two levels: a parent must be a topic (no parent itself) of the same merchant,
 * not the item itself, and an item with articles under it stays a topic.
 */
async function parentFits(tx: Db, merchantId: number, parentId: number | null, id: number | null) {
  if (parentId === null) return true;
  if (parentId === id) return false;
  const parent = await tx
    .selectFrom('help_item')
    .select('parent_id')
    .where('id', '=', parentId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (parent === undefined || parent.parent_id !== null) return false;
  if (id === null) return true;
  const child = await tx.selectFrom('help_item').select('id').where('parent_id', '=', id).executeTakeFirst();
  return child === undefined;
}

async function writeHelpTexts(tx: Db, id: number, texts: readonly LocalizedRow[]): Promise<void> {
  await tx.deleteFrom('help_item_text').where('help_item_id', '=', id).execute();
  await tx
    .insertInto('help_item_text')
    .values(texts.map((text) => ({ help_item_id: id, ...text })))
    .execute();
}

/**
 * What differs between the merchant's flat entry tables (download links, customer-service
 * entries): the table, the name its audit entries use, how a row is read and written, and what the
 * audit entry shows of it. Listing, locking, deleting and auditing are the same for both
 * (entryStore).
 */
interface EntryTable<Stored extends { readonly id: number }, Write extends { readonly merchantId: number }> {
  readonly table: 'download_link' | 'customer_service';
  /** The audit entries' action prefix and target kind. */
  readonly name: 'download-link' | 'customer-service';
  /** The merchant's rows in the lobby's order (sort order, then id); only row `id` when given. */
  read(db: Db, merchantId: number, id?: number): Promise<Stored[]>;
  insert(tx: Db, write: Write): Promise<number>;
  update(tx: Db, id: number, write: Write): Promise<void>;
  state(entry: Stored | Write): object;
}

const downloadLinkTable: EntryTable<DownloadLinkStored, DownloadLinkWrite> = {
  table: 'download_link',
  name: 'download-link',
  async read(db, merchantId, id) {
    let query = db
      .selectFrom('download_link')
      .select(['id', 'resource_type', 'url', 'sort_order'])
      .where('merchant_id', '=', merchantId);
    if (id !== undefined) query = query.where('id', '=', id);
    const rows = await query.orderBy('sort_order').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      resourceType: row.resource_type,
      url: row.url,
      sortOrder: row.sort_order,
    }));
  },
  async insert(tx, write) {
    const row = await tx
      .insertInto('download_link')
      .values({
        merchant_id: write.merchantId,
        resource_type: write.resourceType,
        url: write.url,
        sort_order: write.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(tx, id, write) {
    await tx
      .updateTable('download_link')
      .set({ resource_type: write.resourceType, url: write.url, sort_order: write.sortOrder })
      .where('id', '=', id)
      .execute();
  },
  state: linkState,
};

const customerServiceTable: EntryTable<CustomerServiceStored, CustomerServiceWrite> = {
  table: 'customer_service',
  name: 'customer-service',
  async read(db, merchantId, id) {
    let query = db
      .selectFrom('customer_service')
      .select(['id', 'cs_type', 'path', 'path_encrypted', 'sort_order'])
      .where('merchant_id', '=', merchantId);
    if (id !== undefined) query = query.where('id', '=', id);
    const rows = await query.orderBy('sort_order').orderBy('id').execute();
    return rows.map((row) => ({
      id: row.id,
      csType: row.cs_type,
      path: row.path,
      pathEncrypted: row.path_encrypted === 1,
      sortOrder: row.sort_order,
    }));
  },
  async insert(tx, write) {
    const row = await tx
      .insertInto('customer_service')
      .values({ merchant_id: write.merchantId, ...csColumns(write) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  async update(tx, id, write) {
    await tx.updateTable('customer_service').set(csColumns(write)).where('id', '=', id).execute();
  },
  state: csState,
};

function csColumns(write: CustomerServiceWrite) {
  return {
    cs_type: write.csType,
    path: write.path,
    path_encrypted: write.pathEncrypted ? 1 : 0,
    sort_order: write.sortOrder,
  };
}

/** Listing and audited writes of one flat entry table, on one merchant's rows. */
export type EntryStore<Write, Stored = unknown> = {
  list(merchantId: number): Promise<Stored[]>;
  create(write: Write, by: AuditActor, at: string): Promise<number>;
  change(merchantId: number, id: number, write: Write | null, by: AuditActor, at: string): Promise<boolean>;
};

function entryStore<Stored extends { readonly id: number }, Write extends { readonly merchantId: number }>(
  db: Db,
  kind: EntryTable<Stored, Write>,
): EntryStore<Write, Stored> {
  return {
    list(merchantId: number): Promise<Stored[]> {
      return kind.read(db, merchantId);
    },

    async create(write: Write, by: AuditActor, at: string): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const id = await kind.insert(tx, write);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: `${kind.name}.create`,
            merchantId: write.merchantId,
            target: `${kind.name}:${id}`,
            before: null,
            after: kind.state(write),
          }),
        );
        return id;
      });
    },

    /** False when the merchant has no entry with this id; `write` null deletes it. */
    async change(
      merchantId: number,
      id: number,
      write: Write | null,
      by: AuditActor,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        if (!(await lockRow(tx, kind.table, merchantId, id))) return false;
        const [before] = await kind.read(tx, merchantId, id);
        if (before === undefined) return false;
        if (write === null) await tx.deleteFrom(kind.table).where('id', '=', id).execute();
        else await kind.update(tx, id, write);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: `${kind.name}.${write === null ? 'delete' : 'update'}`,
            merchantId,
            target: `${kind.name}:${id}`,
            before: kind.state(before),
            after: write === null ? null : kind.state(write),
          }),
        );
        return true;
      });
    },
  };
}

export function createHelpContentRepository(db: Db) {
  return {
    merchantId(code: string) {
      return db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
    },

    /** Topics and articles in the lobby's order (sort order, then id). */
    async helpItems(merchantId: number): Promise<HelpItemStored[]> {
      const rows = await db
        .selectFrom('help_item')
        .select(['id', 'parent_id', 'sort_order'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const texts = await helpTexts(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        sortOrder: row.sort_order,
        texts: texts
          .filter((text) => text.help_item_id === row.id)
          .map(({ language, title, content }) => ({ language, title, content })),
      }));
    },

    async createHelpItem(write: HelpItemWrite, by: AuditActor, at: string): Promise<HelpWriteResult> {
      return db.transaction().execute(async (tx): Promise<HelpWriteResult> => {
        if (write.parentId !== null) {
          // The topic stays while its article is added under it.
          if (!(await lockRow(tx, 'help_item', write.merchantId, write.parentId)))
            return { ok: false, reason: 'bad-parent' };
        }
        if (!(await parentFits(tx, write.merchantId, write.parentId, null)))
          return { ok: false, reason: 'bad-parent' };
        const row = await tx
          .insertInto('help_item')
          .values({ merchant_id: write.merchantId, parent_id: write.parentId, sort_order: write.sortOrder })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeHelpTexts(tx, row.id, write.texts);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'help.create',
            merchantId: write.merchantId,
            target: `help:${row.id}`,
            before: null,
            after: helpState(write),
          }),
        );
        return { ok: true, id: row.id };
      });
    },

    async updateHelpItem(
      id: number,
      write: HelpItemWrite,
      by: AuditActor,
      at: string,
    ): Promise<HelpWriteResult> {
      return db.transaction().execute(async (tx): Promise<HelpWriteResult> => {
        const before = await lockedHelpItem(tx, write.merchantId, id);
        if (before === undefined) return { ok: false, reason: 'not-found' };
        if (!(await parentFits(tx, write.merchantId, write.parentId, id)))
          return { ok: false, reason: 'bad-parent' };
        await tx
          .updateTable('help_item')
          .set({ parent_id: write.parentId, sort_order: write.sortOrder })
          .where('id', '=', id)
          .execute();
        await writeHelpTexts(tx, id, write.texts);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'help.update',
            merchantId: write.merchantId,
            target: `help:${id}`,
            before: helpState(before),
            after: helpState(write),
          }),
        );
        return { ok: true, id };
      });
    },

    /** A topic goes with its articles (ON DELETE CASCADE); the audit entry names them. */
    async deleteHelpItem(merchantId: number, id: number, by: AuditActor, at: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const before = await lockedHelpItem(tx, merchantId, id);
        if (before === undefined) return false;
        const articles = await tx.selectFrom('help_item').select('id').where('parent_id', '=', id).execute();
        await tx.deleteFrom('help_item').where('id', '=', id).execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'help.delete',
            merchantId,
            target: `help:${id}`,
            before: { ...helpState(before), articles: articles.map((article) => article.id) },
            after: null,
          }),
        );
        return true;
      });
    },

    downloadLinks: entryStore(db, downloadLinkTable),
    customerService: entryStore(db, customerServiceTable),
  };
}
