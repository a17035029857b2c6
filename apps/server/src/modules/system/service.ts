/**
 * Rules of the system area: status, whitelabel, templates, countries, help centre, customer
 * service, download links, announcements and the consolidated boot call. Static merchant settings
 * are cached briefly (they change rarely and the boot call must be fast); the status is computed
 * per request because it depends on the caller's address.
 */
import {
  type AnnouncementItem,
  ContentType,
  type ConsolidatedSettingsValue,
  type CountryItem,
  type CustomerServiceItem,
  type DomainRouteValue,
  type DownloadLinkItem,
  type HelpItem,
  type Language,
  type SystemStatusValue,
  type TemplatesValue,
  type WhitelabelFlag,
  type WhitelabelValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { type Spliced, splice } from '../../platform/envelope-serializer.ts';
import type { RegionPolicy } from '../../platform/region.ts';
import type { MerchantAccess, MerchantDirectory } from '../../platform/request-context.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { combineSystemStatus } from '../../platform/system-status.ts';
import { createCache, type Cache } from '../../platform/cache.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import { pickText } from './localize.ts';
import { toAnnouncement } from './content-items.ts';
import {
  type MerchantSettings,
  type WarnLogger,
  loadMerchantSettings,
  shellSettings,
  whitelabelOf,
} from './merchant-settings.ts';
import type { SystemRepository } from './repository.ts';

export type { WarnLogger } from './merchant-settings.ts';

/** Long enough to absorb a boot storm, short enough that an operator's change shows within seconds. */
export const SETTINGS_CACHE_MS = 3_000;

/** Bounded like the region verdicts, so many client addresses cannot grow memory without limit. */
const STATUS_CACHE_SIZE = 10_000;

/** Merchant codes come from request paths: unknown ones are cached too, so the tables are bounded. */
const SETTINGS_CACHE_ENTRIES = 10_000;

export interface SystemServiceDeps {
  readonly repository: SystemRepository;
  readonly region: RegionPolicy;
  /** The merchant's region policy when its rules can differ from `region` (saved in the console). */
  readonly regionOf?: (merchantId: number) => Promise<RegionPolicy>;
  /** Opens customer-service paths stored sealed. */
  readonly secretBox: SecretBox;
  readonly logger: WarnLogger;
  readonly now?: () => Date;
  readonly cacheMs?: number;
  /** DOWNLOAD_CAMPAIGN_ENDS_AT: the download popup's real deadline when the operator runs a campaign. */
  readonly downloadCampaignEndsAt?: string | null;
  /** The labelled demo (DEMO=true): the web app marks every screen as a demo. */
  readonly demo?: boolean;
  /** Drops every instance's caches after a change (platform/cache-bus.ts); this process's only without. */
  readonly cacheBus?: CacheBus;
}

export interface AnnouncementQuery {
  readonly types: readonly ContentType[];
  readonly groupName?: string | undefined;
  readonly merchantCode?: string | undefined;
}

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(deps: SystemServiceDeps) {
  const { repository, region, secretBox, logger } = deps;
  const downloadCampaignEndsAt = deps.downloadCampaignEndsAt ?? null;
  const demo = deps.demo ?? false;
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? SETTINGS_CACHE_MS;
  const cacheOptions = { ttlMs: cacheMs, max: SETTINGS_CACHE_ENTRIES };
  const accessCache = createCache<string, MerchantAccess | null>(cacheOptions);
  const settingsCache = createCache<number, MerchantSettings>(cacheOptions);
  const helpCache = createCache<string, HelpItem[]>(cacheOptions);
  const countryCache = createCache<Language, CountryItem[]>({ ...cacheOptions, ttlMs: cacheMs * 100 });
  // The boot call's answer minus the per-client status, ready to send: the hottest read of the lobby.
  const shellCache = createCache<string, Omit<ConsolidatedSettingsValue, 'status'>>(cacheOptions);

  async function loadAccess(code: string): Promise<MerchantAccess | null> {
    const merchant = await repository.findMerchant(code);
    if (merchant === null) return null;
    return {
      id: merchant.id,
      code: merchant.code,
      maintenance: merchant.maintenance,
      flags: whitelabelOf(await repository.whitelabelFlags(merchant.id)),
      ...(deps.regionOf === undefined ? {} : { region: await deps.regionOf(merchant.id) }),
    };
  }

  function settingsFor(merchant: MerchantAccess): Promise<MerchantSettings> {
    return settingsCache.get(merchant.id, () =>
      loadMerchantSettings({ repository, secretBox, logger, now }, merchant.code),
    );
  }

  // Per merchant snapshot (a new object whenever its cache entry refreshes) and client address, so
  // a client that polls gets the same object back and the serializer reuses its JSON.
  const statuses = new WeakMap<MerchantAccess, Cache<string, SystemStatusValue>>();

  /** Decided afresh on every call from the merchant's state and the region verdict for `ip`. */
  function status(merchant: MerchantAccess, ip: string): SystemStatusValue {
    const verdict = (merchant.region ?? region).check(ip);
    let byIp = statuses.get(merchant);
    if (byIp === undefined) {
      byIp = createCache({ max: STATUS_CACHE_SIZE });
      statuses.set(merchant, byIp);
    }
    const known = byIp.peek(ip);
    if (known?.regionRestricted === verdict.restricted && known.country === verdict.country) return known;
    byIp.invalidate(ip);
    return byIp.remember(ip, () => ({
      status: combineSystemStatus(merchant.maintenance, verdict.restricted),
      maintenance: merchant.maintenance,
      regionRestricted: verdict.restricted,
      ip,
      country: verdict.country,
    }));
  }

  function invalidate(): void {
    accessCache.clear();
    settingsCache.clear();
    helpCache.clear();
    shellCache.clear();
  }

  /** After a change: this process's caches at once, every other instance's through the bus. */
  const changed = deps.cacheBus?.register('lobby-settings', invalidate) ?? invalidate;

  async function operatorMerchant(code: string) {
    const merchant = await repository.findMerchant(code);
    if (merchant === null) throw new ApiError('UNKNOWN_MERCHANT');
    return merchant;
  }

  const shellFor = async (merchant: MerchantAccess, language: Language) => {
    const key = `${merchant.id}:${language}`;
    return (
      shellCache.peek(key) ??
      (await shellCache.get(key, async () =>
        shellSettings(await settingsFor(merchant), language, downloadCampaignEndsAt, demo),
      ))
    );
  };

  const merchants: MerchantDirectory = {
    find: (code) => accessCache.get(code, () => loadAccess(code)),
    peek: (code) => accessCache.peek(code),
  };

  return {
    merchants,
    status,
    /** Operators changed content (announcements, banners): drop every instance's caches. */
    contentChanged: changed,

    async whitelabel(merchant: MerchantAccess): Promise<WhitelabelValue> {
      return (await settingsFor(merchant)).whitelabel;
    },

    async templates(merchant: MerchantAccess): Promise<TemplatesValue> {
      return (await settingsFor(merchant)).templates;
    },

    async domainRoute(merchant: MerchantAccess): Promise<DomainRouteValue> {
      return (await settingsFor(merchant)).domainRoute;
    },

    async customerService(merchant: MerchantAccess): Promise<CustomerServiceItem[]> {
      return (await settingsFor(merchant)).customerService;
    },

    async downloadLinks(merchant: MerchantAccess): Promise<DownloadLinkItem[]> {
      return (await settingsFor(merchant)).downloadLinks;
    },

    countries(language: Language): Promise<CountryItem[]> {
      return countryCache.get(language, async () => {
        const rows = await repository.countries();
        return rows
          .map((row) => ({
            code: row.code,
            dialingCode: row.dialingCode,
            name:
              (row.names.find((n) => n.language === language) ?? row.names.find((n) => n.language === 'EN'))
                ?.name ?? row.code,
          }))
          .sort((a, b) => a.name.localeCompare(b.name, language === 'UR' ? 'ur' : 'en'));
      });
    },

    /** At once when cached (the route then answers in the same turn), else once loaded. */
    helpCenter(merchant: MerchantAccess, language: Language): HelpItem[] | Promise<HelpItem[]> {
      const key = `${merchant.id}:${language}`;
      return (
        helpCache.peek(key) ??
        helpCache.get(key, async () => {
          const rows = await repository.helpItems(merchant.id);
          return rows
            .filter((row) => row.parentId === null)
            .map((parent) => {
              const text = pickText(parent.texts, language);
              return {
                title: text.title,
                content: text.content,
                children: rows
                  .filter((row) => row.parentId === parent.id)
                  .map((child) => {
                    const childText = pickText(child.texts, language);
                    return { title: childText.title, content: childText.content };
                  }),
              };
            });
        })
      );
    },

    async announcements(
      merchant: MerchantAccess,
      query: AnnouncementQuery,
      language: Language,
    ): Promise<AnnouncementItem[]> {
      if (query.merchantCode !== undefined && query.merchantCode.toUpperCase() !== merchant.code) {
        throw new ApiError('UNKNOWN_MERCHANT');
      }
      const rows = await repository.announcements(merchant.id, query.types, now().toISOString());
      // This public list does not know its reader: every item reads as unread here, and a member's
      // read marks live with the messaging module's notices.
      return rows
        .filter(
          (row) =>
            query.groupName === undefined ||
            row.type !== ContentType.BANNER ||
            row.groupName === query.groupName,
        )
        .flatMap((row) => toAnnouncement(row, language) ?? []);
    },

    /**
     * The shell's JSON is made once per cache refresh; each request adds only its status. At once
     * when the shell is cached (the route then answers in the same turn), else once it is loaded.
     */
    consolidated(
      merchant: MerchantAccess,
      language: Language,
      ip: string,
    ): Spliced<ConsolidatedSettingsValue> | Promise<Spliced<ConsolidatedSettingsValue>> {
      const withStatus = (shell: Awaited<ReturnType<typeof shellFor>>) =>
        splice<ConsolidatedSettingsValue, 'status'>(shell, 'status', status(merchant, ip));
      const shell = shellCache.peek(`${merchant.id}:${language}`);
      return shell === undefined ? shellFor(merchant, language).then(withStatus) : withStatus(shell);
    },

    /** The same answer as a plain object (home's page carries it; see web/home-shell.ts). */
    async consolidatedValue(
      merchant: MerchantAccess,
      language: Language,
      ip: string,
    ): Promise<ConsolidatedSettingsValue> {
      return { ...(await shellFor(merchant, language)), status: status(merchant, ip) };
    },

    /** Operator actions (CLI, `actor` its name): write, audit, and drop every instance's caches. */
    async setMaintenance(merchantCode: string, on: boolean, actor: string): Promise<void> {
      const merchant = await operatorMerchant(merchantCode);
      await repository.setMaintenance(merchant.id, on, { name: actor }, now().toISOString());
      changed();
    },

    async setWhitelabelFlag(
      merchantCode: string,
      flag: WhitelabelFlag,
      on: boolean,
      actor: string,
    ): Promise<void> {
      const merchant = await operatorMerchant(merchantCode);
      await repository.setWhitelabelFlag(merchant.id, flag, on, { name: actor }, now().toISOString());
      changed();
    },
  };
}
