import type { TFunction } from 'i18next';
import type { FieldError } from './validation.ts';

/** Translates a field error at render time (so it follows a language change). */
export function errorMessage(t: TFunction, error: FieldError | null | undefined): string | undefined {
  return error ? t(`accounts.errors.${error.key}`, error.params) : undefined;
}

/** Focuses the first invalid field in display order (spec 5). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
