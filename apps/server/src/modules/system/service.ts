/**
 * Rules of the system area: status, whitelabel, templates, countries, help centre, customer
 * service, download links, announcements and the consolidated boot call. Static merchant settings
 * are cached briefly (they change rarely and the boot call must be fast); the status is computed
 * per request because it depends on the caller's address.
 */
import {
  type AnnouncementItem,
  BannerGroup,
  CONTENT_TYPES,
  ContentType,
  type ConsolidatedSettingsValue,
  type CountryItem,
  type CsType,
  CS_TYPES,
  type CustomerServiceItem,
  type DomainRouteValue,
  type DownloadLinkItem,
  type HelpItem,
  LANGUAGES,
  type Language,
  PopupExecution,
  RESOURCE_TYPES,
  type ResourceType,
  type SystemStatusValue,
  type TemplatesValue,
  TemplateVersion,
  WHITELABEL_FLAGS,
  type WhitelabelFlag,
  type WhitelabelValue,
  type BannerItem,
  type NoticeItem,
} from '@openlobby/contract';
import { OWN_IMAGE_CDN } from '../../content/merchant-defaults.ts';
import { ApiError } from '../../platform/api-error.ts';
import { type Spliced, splice } from '../../platform/envelope-serializer.ts';
import type { RegionPolicy } from '../../platform/region.ts';
import type { MerchantAccess, MerchantDirectory } from '../../platform/request-context.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { combineSystemStatus } from '../../platform/system-status.ts';
import { createCache, type Cache } from '../../platform/cache.ts';
import { pickText } from './localize.ts';
import type { AnnouncementRow, MerchantRow, SystemRepository } from './repository.ts';

/** Long enough to absorb a boot storm, short enough that an operator's change shows within seconds. */
export const SETTINGS_CACHE_MS = 3_000;

/** Bounded like the region verdicts, so many client addresses cannot grow memory without limit. */
const STATUS_CACHE_SIZE = 10_000;

/** Merchant codes come from request paths: unknown ones are cached too, so the tables are bounded. */
const SETTINGS_CACHE_ENTRIES = 10_000;

export interface WarnLogger {
  warn(details: object, message: string): void;
}

export interface SystemServiceDeps {
  readonly repository: SystemRepository;
  readonly region: RegionPolicy;
  /** Opens customer-service paths stored sealed. */
  readonly secretBox: SecretBox;
  readonly logger: WarnLogger;
  readonly now?: () => Date;
  readonly cacheMs?: number;
  /** DOWNLOAD_CAMPAIGN_ENDS_AT: the download popup's real deadline when the operator runs a campaign. */
  readonly downloadCampaignEndsAt?: string | null;
  /** The labelled demo (DEMO=true): the web app marks every screen as a demo. */
  readonly demo?: boolean;
}

export interface AnnouncementQuery {
  readonly types: readonly ContentType[];
  readonly groupName?: string | undefined;
  readonly merchantCode?: string | undefined;
}

interface MerchantSettings {
  readonly merchant: MerchantRow;
  readonly whitelabel: WhitelabelValue;
  readonly templates: TemplatesValue;
  readonly domainRoute: DomainRouteValue;
  readonly customerService: CustomerServiceItem[];
  readonly downloadLinks: DownloadLinkItem[];
  readonly liveModelsAvailable: boolean;
  readonly bannerRows: AnnouncementRow[];
  readonly noticeRows: AnnouncementRow[];
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
    };
  }

  async function loadSettings(code: string): Promise<MerchantSettings> {
    const merchant = await repository.findMerchant(code);
    if (merchant === null) throw new ApiError('UNKNOWN_MERCHANT');
    const merchantId = merchant.id;
    const [flags, templates, hosts, customerService, downloadLinks, liveModelsAvailable, banners, notices] =
      await Promise.all([
        repository.whitelabelFlags(merchantId),
        repository.templates(merchantId),
        repository.hosts(merchantId),
        repository.customerService(merchantId),
        repository.downloadLinks(merchantId),
        repository.hasStreamingLiveModel(merchantId),
        repository.announcements(merchantId, [ContentType.BANNER], now().toISOString()),
        repository.announcements(merchantId, [ContentType.PLAYER], now().toISOString()),
      ]);
    return {
      merchant,
      whitelabel: whitelabelOf(flags),
      templates: {
        mem_cen:
          templates.get('mem_cen') === TemplateVersion.NEW ? TemplateVersion.NEW : TemplateVersion.BASE,
        dep_func:
          templates.get('dep_func') === TemplateVersion.NEW ? TemplateVersion.NEW : TemplateVersion.BASE,
      },
      // Without a configured CDN the server's own /cdn still serves every image.
      domainRoute: {
        domains: hosts.domains,
        imageCdns: hosts.imageCdns.length > 0 ? hosts.imageCdns : [OWN_IMAGE_CDN],
        fallbackImageCdn: hosts.fallbackImageCdn ?? OWN_IMAGE_CDN,
      },
      customerService: customerService.flatMap((row) => {
        const csType = asCsType(row.csType);
        if (csType === null) return [];
        return [{ csType, path: row.pathEncrypted ? openPath(row.path) : row.path }];
      }),
      downloadLinks: downloadLinks.flatMap((row) => {
        const resourceType = asResourceType(row.resourceType);
        return resourceType === null ? [] : [{ resourceType, url: row.url }];
      }),
      liveModelsAvailable,
      bannerRows: banners,
      noticeRows: notices,
    };
  }

  /** A path sealed with another secret is unusable, not fatal: the entry shows without a destination. */
  function openPath(sealed: string): string {
    try {
      return secretBox.open(sealed);
    } catch (error) {
      logger.warn({ err: error }, 'customer-service path could not be decrypted; was SERVER_SECRET changed?');
      return '';
    }
  }

  function settingsFor(merchant: MerchantAccess): Promise<MerchantSettings> {
    return settingsCache.get(merchant.id, () => loadSettings(merchant.code));
  }

  // Per merchant snapshot (a new object whenever its cache entry refreshes) and client address, so
  // a client that polls gets the same object back and the serializer reuses its JSON.
  const statuses = new WeakMap<MerchantAccess, Cache<string, SystemStatusValue>>();

  /** Decided afresh on every call from the merchant's state and the region verdict for `ip`. */
  function status(merchant: MerchantAccess, ip: string): SystemStatusValue {
    const verdict = region.check(ip);
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
    /** Operators changed content (announcements, banners): drop this process's caches. */
    contentChanged: invalidate,

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

    helpCenter(merchant: MerchantAccess, language: Language): Promise<HelpItem[]> {
      return helpCache.get(`${merchant.id}:${language}`, async () => {
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
      });
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
      // Read tracking arrives with sessions (issue 3); until then every item is unread.
      return rows
        .filter(
          (row) =>
            query.groupName === undefined ||
            row.type !== ContentType.BANNER ||
            row.groupName === query.groupName,
        )
        .flatMap((row) => toAnnouncement(row, language) ?? []);
    },

    async consolidated(
      merchant: MerchantAccess,
      language: Language,
      ip: string,
    ): Promise<Spliced<ConsolidatedSettingsValue>> {
      // The shell's JSON is made once per cache refresh; each request adds only its status.
      return splice<ConsolidatedSettingsValue, 'status'>(
        await shellFor(merchant, language),
        'status',
        status(merchant, ip),
      );
    },

    /** The same answer as a plain object (home's page carries it; see web/home-shell.ts). */
    async consolidatedValue(
      merchant: MerchantAccess,
      language: Language,
      ip: string,
    ): Promise<ConsolidatedSettingsValue> {
      return { ...(await shellFor(merchant, language)), status: status(merchant, ip) };
    },

    /** Operator actions (CLI): write, audit, and drop this process's caches. */
    async setMaintenance(merchantCode: string, on: boolean, actor: string): Promise<void> {
      const merchant = await operatorMerchant(merchantCode);
      await repository.setMaintenance(merchant.id, on, {
        actor,
        action: on ? 'maintenance.on' : 'maintenance.off',
        merchantId: merchant.id,
        detail: { previous: merchant.maintenance },
        occurredAt: now().toISOString(),
      });
      invalidate();
    },

    async setWhitelabelFlag(
      merchantCode: string,
      flag: WhitelabelFlag,
      on: boolean,
      actor: string,
    ): Promise<void> {
      const merchant = await operatorMerchant(merchantCode);
      const previous = (await repository.whitelabelFlags(merchant.id)).get(flag) ?? null;
      await repository.setWhitelabelFlag(merchant.id, flag, on, {
        actor,
        action: 'whitelabel.set',
        merchantId: merchant.id,
        detail: { flag, enabled: on, previous },
        occurredAt: now().toISOString(),
      });
      invalidate();
    },
  };
}

function shellSettings(
  settings: MerchantSettings,
  language: Language,
  downloadCampaignEndsAt: string | null,
  demo: boolean,
): Omit<ConsolidatedSettingsValue, 'status'> {
  const m = settings.merchant;
  return {
    merchantCode: m.code,
    merchantName: m.name,
    whitelabel: settings.whitelabel,
    templates: settings.templates,
    currency: {
      code: m.currencyCode,
      symbol: m.currencySymbol,
      decimalSeparator: m.decimalSeparator,
      groupSeparator: m.groupSeparator,
      pattern: m.currencyPattern,
      scale: m.currencyScale,
    },
    imageCdns: settings.domainRoute.imageCdns,
    fallbackImageCdn: settings.domainRoute.fallbackImageCdn,
    languages: [...LANGUAGES],
    banners: settings.bannerRows
      .filter(
        (row) =>
          row.groupName === BannerGroup.HOME ||
          (row.groupName === BannerGroup.LIVE && settings.liveModelsAvailable),
      )
      .map((row) => toBanner(row, language)),
    liveModelsAvailable: settings.liveModelsAvailable,
    notices: settings.noticeRows.map((row) => toNotice(row, language)),
    customerService: settings.customerService,
    downloadLinks: settings.downloadLinks,
    downloadCampaignEndsAt,
    demo,
  };
}

/** Flags missing from the database are off: a module must be switched on deliberately. */
function whitelabelOf(flags: ReadonlyMap<string, boolean>): Record<WhitelabelFlag, boolean> {
  return Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, flags.get(flag) ?? false])) as Record<
    WhitelabelFlag,
    boolean
  >;
}

function asCsType(value: string): CsType | null {
  return CS_TYPES.find((type) => type === value) ?? null;
}

function asResourceType(value: string): ResourceType | null {
  return RESOURCE_TYPES.find((type) => type === value) ?? null;
}

function isContentType(value: string): value is ContentType {
  return CONTENT_TYPES.some((type) => type === value);
}

function asExecution(value: string | null): PopupExecution | null {
  return Object.values(PopupExecution).find((execution) => execution === value) ?? null;
}

/** Null for a row whose type this version does not know (written by a newer release, say). */
function toAnnouncement(row: AnnouncementRow, language: Language): AnnouncementItem | null {
  if (!isContentType(row.type)) return null;
  const text = pickText(row.texts, language);
  return {
    id: row.id,
    type: row.type,
    groupName: row.groupName,
    title: text.title,
    content: text.content,
    url: imageFor(row, language),
    link: row.link,
    promotionType: row.promotionType,
    execution: asExecution(row.execution),
    read: false,
    startsAt: row.startsAt,
  };
}

function toBanner(row: AnnouncementRow, language: Language): BannerItem {
  return {
    id: row.id,
    groupName: row.groupName,
    title: pickText(row.texts, language).title,
    url: imageFor(row, language),
    link: row.link,
  };
}

/** The picture drawn for the request's language (banner art carries text), else the shared one. */
function imageFor(row: AnnouncementRow, language: Language): string {
  const own = row.texts.find((text) => text.language === language)?.imageUrl;
  return own === undefined || own === '' ? row.imageUrl : own;
}

function toNotice(row: AnnouncementRow, language: Language): NoticeItem {
  return { id: row.id, title: pickText(row.texts, language).title };
}
