/**
 * The help form's values and the request they become (English and Urdu side by side, Urdu left out
 * when both its fields are empty so the lobby falls back to English), checked by the contract's
 * schema with one message of the console's own per field.
 */
import { type OpsHelpItem, opsHelpItemRequest } from '@openlobby/contract';
import type { MessageKey } from '../i18n/en.ts';

export interface HelpFormValues extends Record<string, unknown> {
  titleEn: string;
  contentEn: string;
  titleUr: string;
  contentUr: string;
  /** '' for a topic, else the topic's id. */
  parentId: string;
  sortOrder: number | string;
}

export function helpValuesOf(item: OpsHelpItem | null, parentId: number | null): HelpFormValues {
  return {
    titleEn: item?.texts.EN?.title ?? '',
    contentEn: item?.texts.EN?.content ?? '',
    titleUr: item?.texts.UR?.title ?? '',
    contentUr: item?.texts.UR?.content ?? '',
    parentId: parentId === null ? '' : String(parentId),
    sortOrder: item?.sortOrder ?? 0,
  };
}

export function helpRequestOf(values: HelpFormValues) {
  const hasUrdu = values.titleUr.trim() !== '' || values.contentUr.trim() !== '';
  return {
    parentId: values.parentId === '' ? null : Number(values.parentId),
    sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : Number.NaN,
    texts: {
      EN: { title: values.titleEn.trim(), content: values.contentEn },
      ...(hasUrdu ? { UR: { title: values.titleUr.trim(), content: values.contentUr } } : {}),
    },
  };
}

export function helpErrors(
  values: HelpFormValues,
): Partial<Record<keyof HelpFormValues & string, MessageKey>> {
  const errors: Partial<Record<keyof HelpFormValues & string, MessageKey>> = {};
  const parsed = opsHelpItemRequest.safeParse(helpRequestOf(values));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const [first, language, field] = issue.path.map(String);
    if (first === 'texts') {
      const ur = language === 'UR';
      if (field === 'content') errors[ur ? 'contentUr' : 'contentEn'] ??= 'content.error.tooLong';
      else errors[ur ? 'titleUr' : 'titleEn'] ??= ur ? 'content.error.titleUr' : 'content.error.titleEn';
    } else if (first === 'sortOrder') errors.sortOrder ??= 'content.error.order';
  }
  return errors;
}

/** The title an operator reads: Urdu when the console is in Urdu and the entry has one. */
export function helpTitleOf(item: OpsHelpItem, language: string): string {
  const urdu = item.texts.UR?.title ?? '';
  return language === 'UR' && urdu !== '' ? urdu : (item.texts.EN?.title ?? urdu);
}
