/**
 * Table types for Kysely. Booleans are INTEGER 0/1 and times are ISO-8601 UTC text so the same
 * migrations and queries run unchanged on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  decimal_separator: string;
  group_separator: string;
  currency_pattern: string;
  currency_scale: number;
  maintenance: number;
  created_at: string;
}

export interface WhitelabelFlagTable {
  merchant_id: number;
  flag: string;
  enabled: number;
}

export interface TemplateSettingTable {
  merchant_id: number;
  name: string;
  version: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  group_name: string;
  image_url: string;
  link: string;
  promotion_type: string | null;
  execution: string | null;
  sort_order: number;
  starts_at: string;
  ends_at: string | null;
}

export interface AnnouncementTextTable {
  announcement_id: number;
  language: string;
  title: string;
  content: string;
  /** This language's picture; empty for the announcement's shared image_url. */
  image_url: Generated<string>;
}

export interface HelpItemTable {
  id: Generated<number>;
  merchant_id: number;
  parent_id: number | null;
  sort_order: number;
}

export interface HelpItemTextTable {
  help_item_id: number;
  language: string;
  title: string;
  content: string;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  /** Plain text, or a sealed box when path_encrypted is 1. */
  path: string;
  path_encrypted: number;
  sort_order: number;
}

export interface DownloadLinkTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  sort_order: number;
}

export interface LiveModelTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  avatar_url: string;
  streaming: number;
}

export interface CountryTable {
  code: string;
  dialing_code: string;
}

export interface CountryNameTable {
  country_code: string;
  language: string;
  name: string;
}

export interface MerchantHostTable {
  id: Generated<number>;
  merchant_id: number;
  /** DOMAIN, IMAGE_CDN or FALLBACK_IMAGE_CDN. */
  kind: string;
  address: string;
  sort_order: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: string;
  actor: string;
  action: string;
  merchant_id: number | null;
  /** JSON. */
  detail: string;
}

export interface DatabaseSchema {
  merchant: MerchantTable;
  whitelabel_flag: WhitelabelFlagTable;
  template_setting: TemplateSettingTable;
  announcement: AnnouncementTable;
  announcement_text: AnnouncementTextTable;
  help_item: HelpItemTable;
  help_item_text: HelpItemTextTable;
  customer_service: CustomerServiceTable;
  download_link: DownloadLinkTable;
  live_model: LiveModelTable;
  country: CountryTable;
  country_name: CountryNameTable;
  merchant_host: MerchantHostTable;
  audit_log: AuditLogTable;
}

export const HostKind = {
  DOMAIN: 'DOMAIN',
  IMAGE_CDN: 'IMAGE_CDN',
  FALLBACK_IMAGE_CDN: 'FALLBACK_IMAGE_CDN',
} as const;
export type HostKind = (typeof HostKind)[keyof typeof HostKind];
