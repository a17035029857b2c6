import type { ReactElement } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../shared/ui/fields/TextField.tsx';
import { type ErrorParams, fieldErrorText } from './fieldError.ts';

/** The form's field `name`: its text, and setting it clears the field's error until the next submit. */
export function useTextField(name: string, params?: ErrorParams) {
  const { t } = useTranslation();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  const current: unknown = field.value;
  return {
    value: typeof current === 'string' ? current : '',
    onChange: (next: string) => {
      field.onChange(next);
      clearErrors(name);
    },
    error: fieldErrorText(t, fieldState.error, params),
    inputRef: field.ref,
  };
}

type TextProps = Omit<Parameters<typeof TextField>[0], 'value' | 'onChange' | 'error' | 'inputRef'> & {
  params?: ErrorParams;
};

/** A text input bound to the form field of the same name. */
export function FormTextField({ params, ...props }: TextProps): ReactElement {
  return <TextField {...props} {...useTextField(props.name, params)} />;
}

type PasswordProps = Omit<
  Parameters<typeof PasswordField>[0],
  'value' | 'onChange' | 'error' | 'inputRef'
> & {
  params?: ErrorParams;
  /** The field that confirms this password: once typed, editing the password re-checks it (spec 5). */
  confirmedBy?: string;
};

/** A password input bound to the form field of the same name. */
export function FormPasswordField({ params, confirmedBy, ...props }: PasswordProps): ReactElement {
  const bound = useTextField(props.name, params);
  const { getValues, trigger } = useFormContext();
  const onChange = (next: string): void => {
    bound.onChange(next);
    if (confirmedBy && getValues(confirmedBy)) void trigger(confirmedBy);
  };
  return <PasswordField {...props} {...bound} onChange={onChange} />;
}

/**
 * A new password and its confirmation, as the resets and the change ask for them: editing the
 * password re-checks a confirmation already typed.
 */
export function NewPasswordFields(): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        label={t('accounts.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        confirmedBy="confirmNewPassword"
      />
      <FormPasswordField
        label={t('accounts.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
      />
    </>
  );
}
