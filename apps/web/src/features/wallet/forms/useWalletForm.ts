import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../shared/api/errorText.ts';
import { firstIssueResolver } from '../../../shared/forms/firstIssueResolver.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';

export interface WalletForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /**
   * Validates, then runs `send` once at a time; a throw shows as the server's refusal. `send`
   * answers false when it sent nothing (a problem it reported itself): the form stays usable.
   */
  submit: (send: (values: V) => Promise<void | false>) => (event?: BaseSyntheticEvent) => void;
  /** True from submit until `send` fails (or, for a form that stays, settles). */
  busy: boolean;
  /** The server's refusal (or a form-wide problem), translated; cleared by the next submit. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
}

/**
 * A wallet form: react-hook-form checked by `schema` (rebuilt each render, so it follows a chosen
 * channel's limits). Errors show after the first submit and then follow the player's edits; focus
 * goes to the first invalid field; a second tap while a request is on its way does nothing. After
 * success the button stays busy while the screen moves on, unless the form `stays` (a bound card's
 * form may show again).
 */
export function useWalletForm<V extends FieldValues>(
  schema: z.ZodType,
  defaultValues: DefaultValues<V>,
  { stays = false }: { stays?: boolean } = {},
): WalletForm<V> {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<V>({
    // Each field's first issue; its message is a key of the wallet texts (walletSchemas.ts).
    resolver: firstIssueResolver<V>(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // The ref answers a second tap at once; the state redraws the button.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit: WalletForm<V>['submit'] = (send) => (event) => {
    setFailure(null);
    void form.handleSubmit(async (values) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      try {
        const sent = await send(values);
        if (sent !== false && !stays) return;
      } catch (error) {
        setFailure(errorText(error, language, t));
      }
      setBusy(false);
      sending.current = false;
    })(event);
  };
  return { form, submit, busy, failure, setFailure };
}
