/** Every query of the system module; the only file of the module that knows about Kysely. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type AnnouncementTable, type DatabaseSchema, HostKind } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';

/**
 * An announcement is live from its start until its end (none: for good). Every read of live
 * announcements (the lists, the unread badge, marking one read) asks this one condition.
 */
export function liveAt(now: string) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'announcement'>) =>
    eb.and([eb('starts_at', '<=', now), eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)])]);
}

/** An announcement row's fields as the code names them: the lobby's lists and the operator's audit read them. */
export function announcementFields(row: Selectable<AnnouncementTable>) {
  return {
    type: row.type,
    groupName: row.group_name,
    imageUrl: row.image_url,
    link: row.link,
    promotionType: row.promotion_type,
    execution: row.execution,
    startsAt: row.starts_at,
  };
}

export interface MerchantRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly currencyCode: string;
  readonly currencySymbol: string;
  readonly decimalSeparator: string;
  readonly groupSeparator: string;
  readonly currencyPattern: string;
  readonly currencyScale: number;
  readonly maintenance: boolean;
}

export interface TextRow {
  readonly language: string;
  readonly title: string;
  readonly content: string;
}

export interface AnnouncementTextRow extends TextRow {
  /** This language's picture, or empty for the announcement's shared one. */
  readonly imageUrl: string;
}

export interface AnnouncementRow {
  readonly id: number;
  readonly type: string;
  readonly groupName: string;
  readonly imageUrl: string;
  readonly link: string;
  readonly promotionType: string | null;
  readonly execution: string | null;
  readonly startsAt: string;
  readonly texts: AnnouncementTextRow[];
}

export interface HelpItemRow {
  readonly id: number;
  readonly parentId: number | null;
  readonly texts: TextRow[];
}

export interface CustomerServiceRow {
  readonly csType: string;
  readonly path: string;
  readonly pathEncrypted: boolean;
}

export interface MerchantHosts {
  readonly domains: string[];
  readonly imageCdns: string[];
  readonly fallbackImageCdn: string | null;
}

export interface CountryRow {
  readonly code: string;
  readonly dialingCode: string;
  readonly names: { readonly language: string; readonly name: string }[];
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;

export function createSystemRepository(db: Db) {
  return {
    async findMerchant(code: string): Promise<MerchantRow | null> {
      const row = await db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
      if (row === undefined) return null;
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        currencyCode: row.currency_code,
        currencySymbol: row.currency_symbol,
        decimalSeparator: row.decimal_separator,
        groupSeparator: row.group_separator,
        currencyPattern: row.currency_pattern,
        currencyScale: row.currency_scale,
        maintenance: row.maintenance === 1,
      };
    },

    async whitelabelFlags(merchantId: number): Promise<Map<string, boolean>> {
      const rows = await db
        .selectFrom('whitelabel_flag')
        .select(['flag', 'enabled'])
        .where('merchant_id', '=', merchantId)
        .execute();
      return new Map(rows.map((row) => [row.flag, row.enabled === 1]));
    },

    async templates(merchantId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('template_setting')
        .select(['name', 'version'])
        .where('merchant_id', '=', merchantId)
        .execute();
      return new Map(rows.map((row) => [row.name, row.version]));
    },

    /** Where the merchant's lobby and images live; empty lists when nothing is configured. */
    async hosts(merchantId: number): Promise<MerchantHosts> {
      const rows = await db
        .selectFrom('merchant_host')
        .select(['kind', 'address'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const of = (kind: HostKind) => rows.filter((row) => row.kind === kind).map((row) => row.address);
      return {
        domains: of(HostKind.DOMAIN),
        imageCdns: of(HostKind.IMAGE_CDN),
        fallbackImageCdn: of(HostKind.FALLBACK_IMAGE_CDN)[0] ?? null,
      };
    },

    async customerService(merchantId: number): Promise<CustomerServiceRow[]> {
      const rows = await db
        .selectFrom('customer_service')
        .select(['cs_type', 'path', 'path_encrypted'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        csType: row.cs_type,
        path: row.path,
        pathEncrypted: row.path_encrypted === 1,
      }));
    },

    async downloadLinks(merchantId: number): Promise<{ resourceType: string; url: string }[]> {
      const rows = await db
        .selectFrom('download_link')
        .select(['resource_type', 'url'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ resourceType: row.resource_type, url: row.url }));
    },

    async hasStreamingLiveModel(merchantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('live_model')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('streaming', '=', 1)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Announcements live at `now` of the given types, with their texts in every language. */
    async announcements(
      merchantId: number,
      types: readonly string[],
      now: string,
    ): Promise<AnnouncementRow[]> {
      if (types.length === 0) return [];
      const rows = await db
        .selectFrom('announcement')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('type', 'in', types)
        .where(liveAt(now))
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      if (rows.length === 0) return [];
      const texts = await db
        .selectFrom('announcement_text')
        .select(['announcement_id', 'language', 'title', 'content', 'image_url'])
        .where(
          'announcement_id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      const byId = groupBy(
        texts.map((text) => ({
          announcement_id: text.announcement_id,
          language: text.language,
          title: text.title,
          content: text.content,
          imageUrl: text.image_url,
        })),
        (text) => text.announcement_id,
      );
      return rows.map((row) => ({ id: row.id, ...announcementFields(row), texts: byId.get(row.id) ?? [] }));
    },

    async helpItems(merchantId: number): Promise<HelpItemRow[]> {
      const items = await db
        .selectFrom('help_item')
        .select(['id', 'parent_id'])
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const texts = await db
        .selectFrom('help_item_text')
        .innerJoin('help_item', 'help_item.id', 'help_item_text.help_item_id')
        .select([
          'help_item_text.help_item_id',
          'help_item_text.language',
          'help_item_text.title',
          'help_item_text.content',
        ])
        .where('help_item.merchant_id', '=', merchantId)
        .execute();
      const byId = groupBy(texts, (text) => text.help_item_id);
      return items.map((item) => ({ id: item.id, parentId: item.parent_id, texts: byId.get(item.id) ?? [] }));
    },

    async countries(): Promise<CountryRow[]> {
      const [countries, names] = await Promise.all([
        db.selectFrom('country').select(['code', 'dialing_code']).orderBy('code').execute(),
        db.selectFrom('country_name').select(['country_code', 'language', 'name']).execute(),
      ]);
      const byCode = groupBy(names, (name) => name.country_code);
      return countries.map((country) => ({
        code: country.code,
        dialingCode: country.dialing_code,
        names: byCode.get(country.code) ?? [],
      }));
    },

    /**
     * Operator changes are written together with their audit entry (the setting before and after)
     * or not at all. Each first takes the merchant row's lock with a no-op update, so two changes
     * at once record each other's outcome as their before (PostgreSQL; SQLite has one writer).
     */
    async setMaintenance(merchantId: number, on: boolean, by: AuditActor, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await lockMerchant(tx, merchantId);
        const before = await tx
          .selectFrom('merchant')
          .select('maintenance')
          .where('id', '=', merchantId)
          .executeTakeFirstOrThrow();
        await tx
          .updateTable('merchant')
          .set({ maintenance: on ? 1 : 0 })
          .where('id', '=', merchantId)
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: on ? 'maintenance.on' : 'maintenance.off',
            merchantId,
            target: `merchant:${merchantId}`,
            before: { maintenance: before.maintenance === 1 },
            after: { maintenance: on },
          }),
        );
      });
    },

    /** Insert or update: a flag added to the contract after seeding can still be switched. */
    async setWhitelabelFlag(
      merchantId: number,
      flag: string,
      on: boolean,
      by: AuditActor,
      at: string,
    ): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await lockMerchant(tx, merchantId);
        const before = await tx
          .selectFrom('whitelabel_flag')
          .select('enabled')
          .where('merchant_id', '=', merchantId)
          .where('flag', '=', flag)
          .executeTakeFirst();
        await tx
          .insertInto('whitelabel_flag')
          .values({ merchant_id: merchantId, flag, enabled: on ? 1 : 0 })
          .onConflict((conflict) =>
            conflict.columns(['merchant_id', 'flag']).doUpdateSet({ enabled: on ? 1 : 0 }),
          )
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'whitelabel.set',
            merchantId,
            target: `whitelabel:${flag}`,
            // Never set: the flag was absent, which the lobby reads as off.
            before: { enabled: before === undefined ? null : before.enabled === 1 },
            after: { enabled: on },
          }),
        );
      });
    },
  };
}

/** A no-op update of the merchant row: holds its lock until the transaction ends. */
async function lockMerchant(tx: Db, merchantId: number): Promise<void> {
  await tx.updateTable('merchant').set({ id: merchantId }).where('id', '=', merchantId).execute();
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group === undefined) groups.set(k, [item]);
    else group.push(item);
  }
  return groups;
}
