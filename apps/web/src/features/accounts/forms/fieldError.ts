import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Values for the messages that name a bound ("At least {{min}} characters"). */
export interface ErrorParams {
  min?: number | null;
  max?: number | null;
}

/**
 * The translated text of a field's error, read at render so it follows a language change. The
 * message is a key under `accounts.errors.*`; one the dictionary lacks reads as "format is incorrect".
 */
export function fieldErrorText(
  t: TFunction,
  error: Pick<FieldError, 'message'> | undefined,
  params: ErrorParams = {},
): string | undefined {
  if (!error?.message) return undefined;
  return t(`accounts.errors.${error.message}`, {
    min: params.min ?? undefined,
    max: params.max ?? undefined,
    defaultValue: t('accounts.errors.format'),
  });
}
