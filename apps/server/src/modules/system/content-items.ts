/** Announcement rows as the contract's items, in the request's language (banners, notices, popups). */
import {
  type AnnouncementItem,
  type BannerItem,
  CONTENT_TYPES,
  type ContentType,
  type Language,
  type NoticeItem,
  PopupExecution,
} from '@openlobby/contract';
import { pickText } from './localize.ts';
import type { AnnouncementRow } from './repository.ts';

function isContentType(value: string): value is ContentType {
  return CONTENT_TYPES.some((type) => type === value);
}

function asExecution(value: string | null): PopupExecution | null {
  return Object.values(PopupExecution).find((execution) => execution === value) ?? null;
}

/** Null for a row whose type this version does not know (written by a newer release, say). */
export function toAnnouncement(row: AnnouncementRow, language: Language): AnnouncementItem | null {
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

export function toBanner(row: AnnouncementRow, language: Language): BannerItem {
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

export function toNotice(row: AnnouncementRow, language: Language): NoticeItem {
  return { id: row.id, title: pickText(row.texts, language).title };
}
