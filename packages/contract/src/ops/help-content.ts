/**
 * The console's help centre, download links and customer-service entries under /ops: the
 * operator's own merchant's rows as the lobby reads them (system/: helpCenter, downloadLinks,
 * customerService), listed whole (a merchant has a handful) and written one at a time. An entry
 * with an empty address is off: the lobby leaves it out.
 */
import { z } from 'zod';
import { CS_TYPES, CsType, RESOURCE_TYPES, ResourceType } from '../enums.ts';
import { opsTexts } from '../messaging/ops.ts';

export const OPS_HELP_CONTENT_PATHS = {
  helpItems: '/ops/help-items',
  helpItem: '/ops/help-items/:id',
  downloadLinks: '/ops/download-links',
  downloadLink: '/ops/download-links/:id',
  customerService: '/ops/customer-service',
  customerServiceEntry: '/ops/customer-service/:id',
} as const;

const sortOrder = z.number().int().min(-1_000_000).max(1_000_000).default(0);
const address = z
  .string()
  .max(512)
  .refine(
    (value) => !/\s/.test(value) && ![...value].some((char) => char.charCodeAt(0) < 0x20),
    'no spaces or control characters',
  );

/** A lobby page: /m/ and a path of plain characters. */
const LOBBY_PATH = /^\/m\/[A-Za-z0-9_\-/]*$/;
/** A server path of its own (an image under /cdn, say): one leading slash, not two. */
const SERVER_PATH = /^\/(?!\/)[A-Za-z0-9_\-./]*$/;

/** A web address on https with a host name; no other scheme reaches a player's phone from here. */
const HTTPS =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/;
/** Telegram's own link (tg://resolve?domain=...). */
const TELEGRAM = /^tg:\/\/[a-z]+\?\S+$/;

/** Whether `path` suits a customer-service entry of this kind; empty is always allowed (off). */
export function customerServicePathFits(csType: CsType, path: string): boolean {
  if (path === '') return true;
  switch (csType) {
    case CsType.WHATSAPP:
      // A chat link: wa.me/<number> or api.whatsapp.com/send?phone=<number>.
      return (
        /^https:\/\/wa\.me\/\d{6,15}(?:\?.*)?$/.test(path) ||
        /^https:\/\/api\.whatsapp\.com\/send\?phone=\d{6,15}(?:&.*)?$/.test(path)
      );
    case CsType.LIVECHAT:
      return HTTPS.test(path);
    case CsType.CS:
      return LOBBY_PATH.test(path) || HTTPS.test(path);
    case CsType.ENCRYPTED_PATH:
      // The messaging app (Telegram and the like): a web link or the app's own link.
      return HTTPS.test(path) || TELEGRAM.test(path);
  }
}

/** Whether `url` suits a download link of this kind; empty is always allowed (off). */
export function downloadUrlFits(resourceType: ResourceType, url: string): boolean {
  if (url === '') return true;
  switch (resourceType) {
    case ResourceType.ANDROID:
    case ResourceType.IOS:
    case ResourceType.MOBILECONFIG:
      return HTTPS.test(url) || SERVER_PATH.test(url);
    case ResourceType.APP_DOWNLOAD_ICON:
      return HTTPS.test(url) || SERVER_PATH.test(url);
    case ResourceType.AFFILIATE_LINK:
      return LOBBY_PATH.test(url) || HTTPS.test(url);
  }
}

const csType = z.enum(CS_TYPES as [CsType, ...CsType[]]);
const resourceType = z.enum(RESOURCE_TYPES as [ResourceType, ...ResourceType[]]);

/** One language's help text as stored (HTML sanitised on save). */
export const opsHelpText = z.object({ title: z.string(), content: z.string() });
export type OpsHelpText = z.output<typeof opsHelpText>;

/** A help-centre topic (parentId null) or an article under one; the lobby shows two levels. */
export const opsHelpItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  texts: z.object({ EN: opsHelpText.nullable(), UR: opsHelpText.nullable() }),
});
export type OpsHelpItem = z.output<typeof opsHelpItem>;
/** In the lobby's order: topics by order then id, each followed by its articles. */
export const opsHelpItemsValue = z.object({ content: z.array(opsHelpItem) });
export type OpsHelpItemsValue = z.output<typeof opsHelpItemsValue>;

export const opsHelpItemRequest = z.object({
  /** null: a topic; else the topic (itself without a parent) this article is under. */
  parentId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  sortOrder,
  texts: opsTexts,
});
export type OpsHelpItemRequest = z.output<typeof opsHelpItemRequest>;

export const opsDownloadLink = z.object({
  id: z.number().int(),
  resourceType,
  url: z.string(),
  sortOrder: z.number().int(),
});
export type OpsDownloadLink = z.output<typeof opsDownloadLink>;
export const opsDownloadLinksValue = z.object({ content: z.array(opsDownloadLink) });
export type OpsDownloadLinksValue = z.output<typeof opsDownloadLinksValue>;

export const opsDownloadLinkRequest = z
  .object({ resourceType, url: address, sortOrder })
  .refine((body) => downloadUrlFits(body.resourceType, body.url), {
    path: ['url'],
    message: 'address does not suit this kind of link',
  });
export type OpsDownloadLinkRequest = z.output<typeof opsDownloadLinkRequest>;

export const opsCustomerServiceEntry = z.object({
  id: z.number().int(),
  csType,
  path: z.string(),
  sortOrder: z.number().int(),
});
export type OpsCustomerServiceEntry = z.output<typeof opsCustomerServiceEntry>;
export const opsCustomerServiceValue = z.object({ content: z.array(opsCustomerServiceEntry) });
export type OpsCustomerServiceValue = z.output<typeof opsCustomerServiceValue>;

export const opsCustomerServiceRequest = z
  .object({ csType, path: address, sortOrder })
  .refine((body) => customerServicePathFits(body.csType, body.path), {
    path: ['path'],
    message: 'address does not suit this kind of entry',
  });
export type OpsCustomerServiceRequest = z.output<typeof opsCustomerServiceRequest>;

export const opsContentIdValue = z.object({ id: z.number().int() });
