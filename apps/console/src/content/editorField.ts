import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import type { MessageKey } from '../i18n/en.ts';

/** A form field's input props with its error (a message key from the form's checks) in the operator's language. */
export function editorField<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  t: TFunction,
) {
  return (name: keyof Values & string) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? t(props.error as MessageKey) : undefined };
  };
}
