import type { CurrencyFormat } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useController } from 'react-hook-form';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { AmountField } from '../components/AmountField.tsx';
import { SelectField } from '../components/SelectField.tsx';
import { useWalletT } from '../i18n/texts.ts';
import type { AmountLimits } from '../model/amount.ts';

/** Values for a message that names one ("e.g. {{example}}"). */
type ErrorParams = Record<string, string | number>;

/**
 * The form's field `name` (inside a FormProvider): its text, its setter (through `keep`, which
 * drops what the field cannot hold), and its error translated from the wallet texts at render.
 */
function useWalletField(name: string, params: ErrorParams = {}, keep?: (value: string) => string) {
  const { t } = useWalletT();
  const { field, fieldState } = useController({ name });
  const current: unknown = field.value;
  const message = fieldState.error?.message;
  return {
    value: typeof current === 'string' ? current : '',
    onChange: (next: string) => field.onChange(keep ? keep(next) : next),
    error: message ? t(message, { ...params, defaultValue: t('common.format') }) : undefined,
    inputRef: field.ref,
  };
}

interface Bound {
  errorParams?: ErrorParams;
  keep?: (value: string) => string;
}

type Unbound<P> = Omit<P, 'value' | 'onChange' | 'error' | 'inputRef'>;

/** A text input bound to the form field of the same name. */
export function FormTextField({
  errorParams,
  keep,
  ...props
}: Unbound<Parameters<typeof TextField>[0]> & Bound): ReactElement {
  return <TextField {...props} {...useWalletField(props.name, errorParams, keep)} />;
}

/** Digits only: a payment password is a PIN. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

/** A password input bound to the form field of the same name. */
export function FormPasswordField({
  errorParams,
  keep,
  ...props
}: Unbound<Parameters<typeof PasswordField>[0]> & Bound): ReactElement {
  return <PasswordField {...props} {...useWalletField(props.name, errorParams, keep)} />;
}

/** A native select bound to the form field `name`. */
export function FormSelectField({
  name,
  ...props
}: Unbound<Parameters<typeof SelectField>[0]> & { name: string }): ReactElement {
  const { inputRef, ...bound } = useWalletField(name);
  return <SelectField {...props} {...bound} selectRef={inputRef} />;
}

/**
 * The form's `amount`: the money entry with its limits. Its problem text (which names the bound)
 * comes from the same rule as the schema's, shown once the form has flagged the field.
 */
export function FormAmountField(props: {
  limits: AmountLimits;
  currency: CurrencyFormat;
  presets?: readonly string[];
  available?: string;
}): ReactElement {
  const { value, onChange, error, inputRef } = useWalletField('amount');
  return (
    <AmountField
      {...props}
      value={value}
      onChange={onChange}
      showProblem={error !== undefined}
      inputRef={inputRef}
    />
  );
}
