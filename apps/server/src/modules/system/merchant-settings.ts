/**
 * A merchant's static settings, read together and cached briefly by the service: whitelabel flags,
 * templates, hosts, customer service (sealed paths opened), download links, live models, banners
 * and notices; and the boot call's shell made from them.
 */
import {
  BannerGroup,
  type ConsolidatedSettingsValue,
  ContentType,
  type CsType,
  CS_TYPES,
  type CustomerServiceItem,
  type DomainRouteValue,
  type DownloadLinkItem,
  LANGUAGES,
  type Language,
  RESOURCE_TYPES,
  type ResourceType,
  type TemplatesValue,
  TemplateVersion,
  WHITELABEL_FLAGS,
  type WhitelabelFlag,
  type WhitelabelValue,
} from '@openlobby/contract';
import { OWN_IMAGE_CDN } from '../../content/merchant-defaults.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { toBanner, toNotice } from './content-items.ts';
import type { AnnouncementRow, MerchantRow, SystemRepository } from './repository.ts';

export interface WarnLogger {
  warn(details: object, message: string): void;
}

export interface MerchantSettings {
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

export interface MerchantSettingsDeps {
  readonly repository: SystemRepository;
  /** Opens customer-service paths stored sealed. */
  readonly secretBox: SecretBox;
  readonly logger: WarnLogger;
  readonly now: () => Date;
}

export async function loadMerchantSettings(
  deps: MerchantSettingsDeps,
  code: string,
): Promise<MerchantSettings> {
  const { repository, now } = deps;
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
      mem_cen: templates.get('mem_cen') === TemplateVersion.NEW ? TemplateVersion.NEW : TemplateVersion.BASE,
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
      return [{ csType, path: row.pathEncrypted ? openPath(deps, row.path) : row.path }];
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
function openPath(deps: MerchantSettingsDeps, sealed: string): string {
  try {
    return deps.secretBox.open(sealed);
  } catch (error) {
    deps.logger.warn(
      { err: error },
      'customer-service path could not be decrypted; was SERVER_SECRET changed?',
    );
    return '';
  }
}

export function shellSettings(
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
export function whitelabelOf(flags: ReadonlyMap<string, boolean>): Record<WhitelabelFlag, boolean> {
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
