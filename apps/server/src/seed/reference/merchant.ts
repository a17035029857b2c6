/**
 * A new merchant and its content: currency, whitelabel flags, templates, hosts, banners and
 * announcements, help centre, customer service, download links and live models. Written only when
 * the merchant does not exist yet, so an operator's changes survive restarts.
 */
import type { BannerGroup } from '@openlobby/contract';
import { ContentType, CsType, LANGUAGES, type Language } from '@openlobby/contract';
import type { Transaction } from 'kysely';
import { seedAnnouncements } from '../../content/announcements.ts';
import { bannerArtUrl, localizedBannerArtUrls, seedBanners } from '../../content/banners.ts';
import { helpTopics } from '../../content/help-center.ts';
import type { Localized } from '../../content/localized.ts';
import {
  DEFAULT_MERCHANT_NAME,
  LIVE_MODEL_AVATAR_URL,
  OWN_IMAGE_CDN,
  defaultCurrency,
  defaultCustomerService,
  defaultDomains,
  defaultDownloadLinks,
  defaultLiveModels,
  defaultTemplates,
  defaultWhitelabelFlags,
} from '../../content/merchant-defaults.ts';
import { HostKind, type DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

export interface MerchantSeedOptions {
  readonly merchantCode: string;
  /** Seals a customer-service path for storage (AES-256-GCM with the server secret). */
  readonly sealPath: (plain: string) => string;
}

export async function seedMerchant(tx: Tx, options: MerchantSeedOptions, now: string): Promise<void> {
  const { id: merchantId } = await tx
    .insertInto('merchant')
    .values({
      code: options.merchantCode,
      name: DEFAULT_MERCHANT_NAME,
      currency_code: defaultCurrency.code,
      currency_symbol: defaultCurrency.symbol,
      decimal_separator: defaultCurrency.decimalSeparator,
      group_separator: defaultCurrency.groupSeparator,
      currency_pattern: defaultCurrency.pattern,
      currency_scale: defaultCurrency.scale,
      maintenance: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await seedSettings(tx, merchantId);
  await seedContent(tx, merchantId, now);
  await seedContacts(tx, merchantId, options);
}

/** Whitelabel flags, page templates and hosts (domains and image CDNs). */
async function seedSettings(tx: Tx, merchantId: number): Promise<void> {
  await tx
    .insertInto('whitelabel_flag')
    .values(
      Object.entries(defaultWhitelabelFlags).map(([flag, on]) => ({
        merchant_id: merchantId,
        flag,
        enabled: on ? 1 : 0,
      })),
    )
    .execute();
  await tx
    .insertInto('template_setting')
    .values(
      Object.entries(defaultTemplates).map(([name, version]) => ({ merchant_id: merchantId, name, version })),
    )
    .execute();

  await tx
    .insertInto('merchant_host')
    .values([
      ...defaultDomains.map((address, index) => ({
        merchant_id: merchantId,
        kind: HostKind.DOMAIN,
        address,
        sort_order: index,
      })),
      { merchant_id: merchantId, kind: HostKind.IMAGE_CDN, address: OWN_IMAGE_CDN, sort_order: 0 },
      { merchant_id: merchantId, kind: HostKind.FALLBACK_IMAGE_CDN, address: OWN_IMAGE_CDN, sort_order: 0 },
    ])
    .execute();
}

/** Banners, announcements and the help centre, in every language. */
async function seedContent(tx: Tx, merchantId: number, now: string): Promise<void> {
  for (const [index, banner] of seedBanners.entries()) {
    await insertAnnouncement(tx, merchantId, now, index, {
      type: ContentType.BANNER,
      group: banner.group,
      imageUrl: bannerArtUrl(banner.slug),
      imageUrls: localizedBannerArtUrls(banner.slug),
      link: banner.link,
      promotionType: null,
      execution: null,
      title: banner.title,
      content: { EN: '', UR: '' },
    });
  }
  for (const [index, item] of seedAnnouncements.entries()) {
    await insertAnnouncement(tx, merchantId, now, index, {
      type: item.type,
      group: '',
      imageUrl: '',
      link: item.link,
      promotionType: item.promotionType,
      execution: item.execution,
      title: item.title,
      content: item.content,
    });
  }

  for (const [index, topic] of helpTopics.entries()) {
    const parentId = await insertHelpItem(tx, merchantId, null, index, topic.title, topic.content);
    for (const [childIndex, child] of topic.children.entries()) {
      await insertHelpItem(tx, merchantId, parentId, childIndex, child.title, child.content);
    }
  }
}

/** Customer service (paths sealed), download links and live models. */
async function seedContacts(tx: Tx, merchantId: number, options: MerchantSeedOptions): Promise<void> {
  await tx
    .insertInto('customer_service')
    .values(
      defaultCustomerService.map((entry, index) => {
        const sealed = entry.csType === CsType.ENCRYPTED_PATH && entry.path !== '';
        return {
          merchant_id: merchantId,
          cs_type: entry.csType,
          path: sealed ? options.sealPath(entry.path) : entry.path,
          path_encrypted: sealed ? 1 : 0,
          sort_order: index,
        };
      }),
    )
    .execute();
  await tx
    .insertInto('download_link')
    .values(
      defaultDownloadLinks.map((link, index) => ({
        merchant_id: merchantId,
        resource_type: link.resourceType,
        url: link.url,
        sort_order: index,
      })),
    )
    .execute();
  await tx
    .insertInto('live_model')
    .values(
      defaultLiveModels.map((model) => ({
        merchant_id: merchantId,
        name: model.name,
        avatar_url: LIVE_MODEL_AVATAR_URL,
        streaming: model.streaming ? 1 : 0,
      })),
    )
    .execute();
}

interface AnnouncementSeed {
  readonly type: ContentType;
  readonly group: BannerGroup | '';
  readonly imageUrl: string;
  readonly link: string;
  readonly promotionType: string | null;
  readonly execution: string | null;
  readonly title: Localized;
  readonly content: Localized;
  /** Per-language pictures (banner art with text in it); absent when one picture suits all. */
  readonly imageUrls?: Localized;
}

async function insertAnnouncement(
  tx: Tx,
  merchantId: number,
  now: string,
  sortOrder: number,
  seed: AnnouncementSeed,
): Promise<void> {
  const { id } = await tx
    .insertInto('announcement')
    .values({
      merchant_id: merchantId,
      type: seed.type,
      group_name: seed.group,
      image_url: seed.imageUrl,
      link: seed.link,
      promotion_type: seed.promotionType,
      execution: seed.execution,
      sort_order: sortOrder,
      starts_at: now,
      ends_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('announcement_text')
    .values(
      LANGUAGES.map((language: Language) => ({
        announcement_id: id,
        language,
        title: seed.title[language],
        content: seed.content[language],
        image_url: seed.imageUrls?.[language] ?? '',
      })),
    )
    .execute();
}

async function insertHelpItem(
  tx: Tx,
  merchantId: number,
  parentId: number | null,
  sortOrder: number,
  title: Localized,
  content: Localized,
): Promise<number> {
  const { id } = await tx
    .insertInto('help_item')
    .values({ merchant_id: merchantId, parent_id: parentId, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('help_item_text')
    .values(
      LANGUAGES.map((language) => ({
        help_item_id: id,
        language,
        title: title[language],
        content: content[language],
      })),
    )
    .execute();
  return id;
}
