import { errorCatalogue, exclusionMessage, type Language } from '@openlobby/contract/client';
import type { TFunction } from 'i18next';
import { ApiError } from './ApiError.ts';

/**
 * Text for an error in the current language. Contract codes are translated on the client from the
 * shared catalogue, so a message already on screen re-renders in the new language at once when the
 * player switches (no need to ask the server again).
 */
export function errorText(error: unknown, language: Language, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.code === 'BAD_RESPONSE') return t('errors.unknown');
    // A time-out's or self-exclusion's refusal names its end date (data.until).
    return exclusionMessage(errorCatalogue[error.code][language], error.data, language);
  }
  return t('errors.unknown');
}
