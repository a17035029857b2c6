import { TOAST_LOADING_MS } from '@openlobby/contract/client';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { firstIssueResolver } from '../../../shared/forms/firstIssueResolver.ts';
import { hideToast, showToast } from '../../../shared/ui/toastStore.ts';

/**
 * The message key of an issue whose rule named none: a contract rule (a length cap) the input's
 * own limits normally keep the player from reaching.
 */
function issueKey(issue: { code: string }): string {
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return 'tooShort';
  return 'format';
}

export interface AccountForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Validates, then runs `send` once at a time under the "please wait" toast (spec 9). */
  submit: (send: (values: V) => Promise<void>) => (event?: BaseSyntheticEvent) => void;
  /** True from submit until `send` settles: the submit button is disabled meanwhile. */
  busy: boolean;
}

/**
 * A form of the account screens: react-hook-form checked by `schema` on submit. An error shows on
 * its field until the player edits it (the fields clear it), focus goes to the first invalid field,
 * and a second tap while a submit is on its way does nothing (the server is called once).
 */
export function useAccountForm<V extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<V>,
): AccountForm<V> {
  const { t } = useTranslation();
  const form = useForm<V>({
    resolver: firstIssueResolver<V>(schema, issueKey),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  // The ref answers a second tap at once; the state redraws the button as disabled.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit: AccountForm<V>['submit'] = (send) => (event) =>
    void form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_MS);
      try {
        await send(values);
      } finally {
        hideToast(toast);
        sending.current = false;
        setBusy(false);
      }
    })(event);
  return { form, submit, busy };
}
