import { z } from 'zod';
import {
  CONTENT_TYPES,
  CS_TYPES,
  type ContentType,
  type CsType,
  Device,
  LANGUAGES,
  type Language,
  PopupExecution,
  RESOURCE_TYPES,
  type ResourceType,
  SystemStatus,
  TemplateVersion,
  WHITELABEL_FLAGS,
  type WhitelabelFlag,
} from '../enums.ts';

const language = z.enum(LANGUAGES as [Language, ...Language[]]);
const contentType = z.enum(CONTENT_TYPES as [ContentType, ...ContentType[]]);

export const emptyRequest = z.object({});

export const systemStatusValue = z.object({
  /** 0 normal, 1 IP error page (or maintenance), 2 service error page (or region restricted). */
  status: z.union([
    z.literal(SystemStatus.NORMAL),
    z.literal(SystemStatus.IP_OR_MAINTENANCE),
    z.literal(SystemStatus.SERVICE_OR_REGION),
  ]),
  maintenance: z.boolean(),
  regionRestricted: z.boolean(),
  /** The client address the server saw, shown on the IP-limit page. */
  ip: z.string(),
  /** ISO 3166 country of that address, when known. */
  country: z.string().nullable(),
});
export type SystemStatusValue = z.infer<typeof systemStatusValue>;

export const whitelabelValue = z.record(
  z.enum(WHITELABEL_FLAGS as [WhitelabelFlag, ...WhitelabelFlag[]]),
  z.boolean(),
);
export type WhitelabelValue = z.infer<typeof whitelabelValue>;

const templateVersion = z.union([z.literal(TemplateVersion.BASE), z.literal(TemplateVersion.NEW)]);
export const templatesValue = z.object({ mem_cen: templateVersion, dep_func: templateVersion });
export type TemplatesValue = z.infer<typeof templatesValue>;

export const countryItem = z.object({
  /** ISO 3166-1 alpha-2, also the flag image name. */
  code: z.string(),
  name: z.string(),
  /** With the leading plus, e.g. +92. */
  dialingCode: z.string(),
});
export const countryValue = z.array(countryItem);
export type CountryItem = z.infer<typeof countryItem>;

export const helpCenterRequest = z.object({
  lang: language.optional(),
  device: z.enum([Device.MOBILE, Device.OTHERS]).optional(),
});
const helpChild = z.object({ title: z.string(), content: z.string() });
export const helpItem = z.object({ title: z.string(), content: z.string(), children: z.array(helpChild) });
export const helpCenterValue = z.array(helpItem);
export type HelpItem = z.infer<typeof helpItem>;

export const domainRouteValue = z.object({
  domains: z.array(z.string()),
  imageCdns: z.array(z.string()),
  fallbackImageCdn: z.string(),
});
export type DomainRouteValue = z.infer<typeof domainRouteValue>;

export const customerServiceItem = z.object({
  csType: z.enum(CS_TYPES as [CsType, ...CsType[]]),
  /** Empty when the entry is configured but has no destination. */
  path: z.string(),
});
export const customerServiceValue = z.array(customerServiceItem);
export type CustomerServiceItem = z.infer<typeof customerServiceItem>;

export const downloadLinkItem = z.object({
  resourceType: z.enum(RESOURCE_TYPES as [ResourceType, ...ResourceType[]]),
  url: z.string(),
});
export const downloadLinksValue = z.array(downloadLinkItem);
export type DownloadLinkItem = z.infer<typeof downloadLinkItem>;

export const bannerItem = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  /** Image address. */
  url: z.string(),
  /** In-app path or external address opened on tap; empty when the banner is only a picture. */
  link: z.string(),
});
export type BannerItem = z.infer<typeof bannerItem>;

export const noticeItem = z.object({ id: z.number().int(), title: z.string() });
export type NoticeItem = z.infer<typeof noticeItem>;

/** `types` is a comma-separated list such as "B,PL,PU". */
export const listAnnouncementsRequest = z.object({
  types: z
    .string()
    .max(64)
    .transform((raw) => raw.split(',').map((part) => part.trim()))
    .pipe(z.array(contentType).min(1)),
  groupName: z.string().max(64).optional(),
  platform: z.literal('M').optional(),
  merchantCode: z.string().max(64).optional(),
});
export const announcementItem = z.object({
  id: z.number().int(),
  type: contentType,
  groupName: z.string(),
  title: z.string(),
  /** HTML; clients sanitise before showing it. */
  content: z.string(),
  /** Image address for banners, empty otherwise. */
  url: z.string(),
  link: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum([PopupExecution.MEMBER, PopupExecution.GUEST, PopupExecution.FIRST_LOGIN]).nullable(),
  read: z.boolean(),
  startsAt: z.string(),
});
export const listAnnouncementsValue = z.array(announcementItem);
export type AnnouncementItem = z.infer<typeof announcementItem>;

export const currencyFormat = z.object({
  code: z.string(),
  symbol: z.string(),
  decimalSeparator: z.string(),
  groupSeparator: z.string(),
  pattern: z.string(),
  /** Minor units per major unit, as a power of ten (2 for cents). */
  scale: z.number().int().min(0).max(8),
});
export type CurrencyFormat = z.infer<typeof currencyFormat>;

/**
 * Everything the shell needs before the lobby shows, in one round trip: the original platform makes
 * about 35 calls on boot; this call replaces status, whitelabel, templates, customer service,
 * download links, banners, notices and CDN look-ups.
 */
export const consolidatedSettingsValue = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  status: systemStatusValue,
  whitelabel: whitelabelValue,
  templates: templatesValue,
  currency: currencyFormat,
  imageCdns: z.array(z.string()),
  fallbackImageCdn: z.string(),
  languages: z.array(language),
  banners: z.array(bannerItem),
  /** False hides the m_live banner group. */
  liveModelsAvailable: z.boolean(),
  notices: z.array(noticeItem),
  customerService: customerServiceValue,
  downloadLinks: downloadLinksValue,
  /**
   * End of the operator's app-download campaign (ISO 8601), or null: the download popup then counts
   * down to a random deadline 2 to 9 hours from page load (spec 9).
   */
  downloadCampaignEndsAt: z.iso.datetime({ offset: true }).nullable(),
  /** True on the labelled demo (demo members and payments): every screen then shows a "Demo" marker. */
  demo: z.boolean(),
});
export type ConsolidatedSettingsValue = z.infer<typeof consolidatedSettingsValue>;
