/**
 * The content form's values and the request they become: English and Urdu side by side (Urdu left
 * out when both its fields are empty, so the lobby falls back to English), times in the browser's
 * zone turned into ISO instants. Each field is checked by the contract's request schema, and shown
 * one message of the console's own.
 */
import {
  type ContentType,
  type OpsAnnouncement,
  type OpsAnnouncementRequest,
  PopupExecution,
  opsAnnouncementRequest,
} from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';

export interface ContentFormValues extends Record<string, unknown> {
  titleEn: string;
  contentEn: string;
  titleUr: string;
  contentUr: string;
  imageUrl: string;
  link: string;
  /** '' for none. */
  groupName: string;
  /** '' for everyone. */
  execution: string;
  sortOrder: number | string;
  /** datetime-local values (browser time); startsAt '' is "now". */
  startsAt: string;
  endsAt: string;
}

/** A datetime-local value ("2026-11-26T14:05") in the browser's zone, from an ISO instant. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The ISO instant of a datetime-local value, or null when it is empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function emptyValues(type: ContentType, now: Date = new Date()): ContentFormValues {
  return {
    titleEn: '',
    contentEn: '',
    titleUr: '',
    contentUr: '',
    imageUrl: '',
    link: '',
    groupName: type === 'B' ? 'm_home' : '',
    execution: '',
    sortOrder: 0,
    startsAt: toLocalInput(now.toISOString()),
    endsAt: '',
  };
}

export function valuesOf(item: OpsAnnouncement): ContentFormValues {
  return {
    titleEn: item.texts.EN?.title ?? '',
    contentEn: item.texts.EN?.content ?? '',
    titleUr: item.texts.UR?.title ?? '',
    contentUr: item.texts.UR?.content ?? '',
    imageUrl: item.imageUrl,
    link: item.link,
    groupName: item.groupName,
    execution: item.execution ?? '',
    sortOrder: item.sortOrder,
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
  };
}

const EXECUTIONS: readonly string[] = Object.values(PopupExecution);
const asExecution = (value: string): PopupExecution | null =>
  EXECUTIONS.includes(value) ? (value as PopupExecution) : null;

/** The request body (before the contract's defaults), kept for the fields the form does not show. */
export function requestOf(
  type: ContentType,
  values: ContentFormValues,
  kept: Pick<OpsAnnouncement, 'promotionType'> | null,
) {
  const hasUrdu = values.titleUr.trim() !== '' || values.contentUr.trim() !== '';
  const startsAt = fromLocalInput(values.startsAt);
  return {
    type,
    groupName: type === 'B' ? values.groupName : '',
    imageUrl: values.imageUrl.trim(),
    link: values.link.trim(),
    promotionType: kept?.promotionType ?? null,
    execution: type === 'PU' ? asExecution(values.execution) : null,
    sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : Number.NaN,
    ...(startsAt === null ? {} : { startsAt }),
    endsAt: fromLocalInput(values.endsAt),
    texts: {
      EN: { title: values.titleEn.trim(), content: values.contentEn },
      ...(hasUrdu ? { UR: { title: values.titleUr.trim(), content: values.contentUr } } : {}),
    },
  } satisfies Omit<OpsAnnouncementRequest, 'merchantCode' | 'startsAt'> & { startsAt?: string };
}

export type ContentErrors = Partial<Record<keyof ContentFormValues & string, MessageKey>>;

/** The fields to fix, each with one message: the contract's schema first, then the window. */
export function contentErrors(type: ContentType, values: ContentFormValues): ContentErrors {
  const errors: ContentErrors = {};
  const body = requestOf(type, values, null);
  const parsed = opsAnnouncementRequest.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, language, field] = issue.path.map(String);
      let name: keyof ContentFormValues & string;
      let message: MessageKey = 'content.error.tooLong';
      if (first === 'texts') {
        const ur = language === 'UR';
        name = field === 'content' ? (ur ? 'contentUr' : 'contentEn') : ur ? 'titleUr' : 'titleEn';
        if (field !== 'content') message = ur ? 'content.error.titleUr' : 'content.error.titleEn';
      } else if (first === 'sortOrder') {
        name = 'sortOrder';
        message = 'content.error.order';
      } else if (first === 'imageUrl' || first === 'link') {
        name = first;
      } else {
        continue;
      }
      errors[name] ??= message;
    }
  }
  if (values.startsAt.trim() !== '' && fromLocalInput(values.startsAt) === null)
    errors.startsAt = 'content.error.time';
  if (values.endsAt.trim() !== '' && fromLocalInput(values.endsAt) === null)
    errors.endsAt = 'content.error.time';
  const start = fromLocalInput(values.startsAt);
  const end = fromLocalInput(values.endsAt);
  if (start !== null && end !== null && end <= start) errors.endsAt = 'content.error.endBeforeStart';
  return errors;
}

/** The title an operator reads: Urdu when the console is in Urdu and the item has one. */
export function titleOf(item: OpsAnnouncement, language: string): string {
  const urdu = item.texts.UR?.title ?? '';
  return language === 'UR' && urdu !== '' ? urdu : (item.texts.EN?.title ?? urdu);
}
