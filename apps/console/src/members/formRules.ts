/**
 * Mantine form rules from the contract's zod schemas: the values are checked by the same schema
 * the server checks the request with, and each field that fails shows one message of the console's
 * own (a text key, translated where it is shown), not zod's English.
 */
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/en.ts';

export type FieldMessages<V> = Partial<Record<keyof V & string, MessageKey>>;

export function contractRules<V extends Record<string, unknown>>(
  schema: z.ZodType,
  messages: FieldMessages<V>,
): (values: V) => FieldMessages<V> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FieldMessages<V> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof V & string;
      const message = messages[field];
      if (message !== undefined) errors[field] ??= message;
    }
    return errors;
  };
}

/** A field's Mantine input props with its error key shown in the console's language. */
export function translatedField<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  field: keyof V & string,
  t: (key: MessageKey) => string,
) {
  const props = form.getInputProps(field);
  return { ...props, error: typeof props.error === 'string' ? t(props.error as MessageKey) : undefined };
}
