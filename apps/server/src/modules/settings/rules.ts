/**
 * A merchant's withdrawal and approval limits and region rules: the environment's values until an
 * operator saves the merchant's own (table merchant_rules, 0026). Limits are stored in the
 * currency's minor units and handed out as decimal strings, as the environment gives them.
 *
 * Every enforcement point (withdrawals, the two approval thresholds, the region gate) reads
 * through one store per database, whose per-process cache is dropped on every change made here.
 * Once the app shares changes (shareChanges, with Redis) other instances drop theirs within
 * milliseconds; without Redis they see a change when their entry expires (RULES_CACHE_MS).
 */
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createCache } from '../../platform/cache.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import {
  type CountryLookup,
  type RegionPolicy,
  type RegionRules,
  createRegionPolicy,
} from '../../platform/region.ts';
import { z } from 'zod';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { formatMinor, thresholdMinor } from '../wallet/money.ts';

export const RULES_CACHE_MS = 3_000;

export interface MerchantLimits {
  readonly withdrawMin: string;
  readonly withdrawMax: string;
  readonly withdrawDailyCount: number;
  readonly withdrawProcessingMinutes: number;
  readonly adjustApprovalAbove: string;
  readonly withdrawApprovalAbove: string;
}

export interface MerchantRulesValue {
  readonly limits: MerchantLimits;
  readonly region: RegionRules;
  readonly limitsSaved: boolean;
  readonly regionSaved: boolean;
}

export type RulesDefaults = Pick<AppConfig, 'wallet' | 'region'>;

const minor = z.string().regex(/^\d{1,30}$/);
const storedLimits = z.object({
  withdrawMinMinor: minor,
  withdrawMaxMinor: minor,
  withdrawDailyCount: z.number().int(),
  withdrawProcessingMinutes: z.number().int(),
  adjustApprovalAboveMinor: minor,
  withdrawApprovalAboveMinor: minor,
});
const storedRegion = z.object({
  blockedCountries: z.array(z.string()),
  allowCidrs: z.array(z.string()),
  denyCidrs: z.array(z.string()),
});

function parsed<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export type MerchantRules = ReturnType<typeof createMerchantRules>;

const stores = new WeakMap<Db, MerchantRules>();

/** The one store of this database (so every module reads, and every change drops, the same cache). */
export function merchantRulesOf(db: Db, defaults: RulesDefaults): MerchantRules {
  let store = stores.get(db);
  if (store === undefined) {
    store = createMerchantRules(db, defaults);
    stores.set(db, store);
  }
  return store;
}

export function createMerchantRules(db: Db, defaults: RulesDefaults) {
  const cache = createCache<number, MerchantRulesValue>({ ttlMs: RULES_CACHE_MS, max: 1_000 });
  const policies = new Map<number, { key: string; policy: RegionPolicy }>();
  const defaultLimits: MerchantLimits = {
    withdrawMin: defaults.wallet.withdrawMin,
    withdrawMax: defaults.wallet.withdrawMax,
    withdrawDailyCount: defaults.wallet.withdrawDailyCount,
    withdrawProcessingMinutes: defaults.wallet.withdrawProcessingMinutes,
    adjustApprovalAbove: defaults.wallet.adjustApprovalAbove,
    withdrawApprovalAbove: defaults.wallet.withdrawApprovalAbove,
  };
  const defaultRegion: RegionRules = {
    blockedCountries: [...defaults.region.blockedCountries],
    allowCidrs: [...defaults.region.allowCidrs],
    denyCidrs: [...defaults.region.denyCidrs],
  };

  async function scaleOf(merchantId: number): Promise<number> {
    const row = await db
      .selectFrom('merchant')
      .select('currency_scale')
      .where('id', '=', merchantId)
      .executeTakeFirst();
    return row?.currency_scale ?? 2;
  }

  async function load(merchantId: number): Promise<MerchantRulesValue> {
    const row = await db
      .selectFrom('merchant_rules')
      .select(['limits', 'region'])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    const limits = parsed(storedLimits, row?.limits ?? null);
    const region = parsed(storedRegion, row?.region ?? null);
    const scale = limits === null ? 0 : await scaleOf(merchantId);
    const money = (value: string) => formatMinor(BigInt(value), scale);
    return {
      limits:
        limits === null
          ? defaultLimits
          : {
              withdrawMin: money(limits.withdrawMinMinor),
              withdrawMax: money(limits.withdrawMaxMinor),
              withdrawDailyCount: limits.withdrawDailyCount,
              withdrawProcessingMinutes: limits.withdrawProcessingMinutes,
              adjustApprovalAbove: money(limits.adjustApprovalAboveMinor),
              withdrawApprovalAbove: money(limits.withdrawApprovalAboveMinor),
            },
      region: region ?? defaultRegion,
      limitsSaved: limits !== null,
      regionSaved: region !== null,
    };
  }

  const read = (merchantId: number) => cache.get(merchantId, () => load(merchantId));

  /** Writes one column and its audit entry (before and after) in one transaction. */
  async function save(
    merchantId: number,
    column: 'limits' | 'region',
    stored: unknown,
    audit: { action: string; before: unknown; after: unknown },
    by: AuditActor,
    at: string,
  ): Promise<void> {
    const text = JSON.stringify(stored);
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto('merchant_rules')
        .values({ merchant_id: merchantId, [column]: text, updated_at: at })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ [column]: text, updated_at: at }))
        .execute();
      await appendAudit(
        tx,
        auditEntry(by, at, {
          action: audit.action,
          merchantId,
          target: `merchant:${merchantId}`,
          before: audit.before,
          after: audit.after,
        }),
      );
    });
    changed();
  }

  function drop(): void {
    cache.clear();
    policies.clear();
  }
  let changed = drop;

  return {
    read,
    /** Every change made here also drops the other instances' copies (platform/cache-bus.ts). */
    shareChanges(bus: CacheBus): void {
      changed = bus.register('merchant-rules', drop);
    },
    limits: async (merchantId: number): Promise<MerchantLimits> => (await read(merchantId)).limits,
    region: async (merchantId: number): Promise<RegionRules> => (await read(merchantId)).region,

    /** The merchant's region policy, rebuilt (fresh verdict cache) only when its rules change. */
    async regionPolicy(merchantId: number, lookupCountry: CountryLookup): Promise<RegionPolicy> {
      const rules = (await read(merchantId)).region;
      const key = JSON.stringify(rules);
      const known = policies.get(merchantId);
      if (known?.key === key) return known.policy;
      const policy = createRegionPolicy(rules, lookupCountry);
      policies.set(merchantId, { key, policy });
      return policy;
    },

    async saveLimits(merchantId: number, limits: MerchantLimits, by: AuditActor, at: string): Promise<void> {
      const before = (await load(merchantId)).limits;
      const scale = await scaleOf(merchantId);
      const minorOf = (value: string) => thresholdMinor(value, scale).toString();
      await save(
        merchantId,
        'limits',
        {
          withdrawMinMinor: minorOf(limits.withdrawMin),
          withdrawMaxMinor: minorOf(limits.withdrawMax),
          withdrawDailyCount: limits.withdrawDailyCount,
          withdrawProcessingMinutes: limits.withdrawProcessingMinutes,
          adjustApprovalAboveMinor: minorOf(limits.adjustApprovalAbove),
          withdrawApprovalAboveMinor: minorOf(limits.withdrawApprovalAbove),
        },
        { action: 'limits.set', before, after: limits },
        by,
        at,
      );
    },

    async saveRegion(merchantId: number, region: RegionRules, by: AuditActor, at: string): Promise<void> {
      const before = (await load(merchantId)).region;
      await save(merchantId, 'region', region, { action: 'region.set', before, after: region }, by, at);
    },

    changed,
  };
}
