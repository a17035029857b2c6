import { PAYMENT_PASSWORD_LENGTH } from '@openlobby/contract/client';

export type PaymentPasswordMode = 'set' | 'change' | 'reset';

export interface PaymentPasswordForm {
  current: string;
  next: string;
  confirm: string;
  code: string;
}

/** Keys under `paymentPassword.*` (or `accounts.errors.required`) per field. */
export type FieldProblem = 'required' | 'format' | 'mismatch' | 'sameAsOld' | null;

const PIN = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);

function pin(value: string): FieldProblem {
  if (value === '') return 'required';
  return PIN.test(value) ? null : 'format';
}

/** Field problems of the set, change and reset forms. */
export function paymentPasswordProblems(
  mode: PaymentPasswordMode,
  form: PaymentPasswordForm,
): Record<keyof PaymentPasswordForm, FieldProblem> {
  const next = pin(form.next);
  return {
    current: mode === 'change' ? pin(form.current) : null,
    next: next ?? (mode === 'change' && form.next === form.current ? 'sameAsOld' : null),
    confirm: form.confirm === '' ? 'required' : form.confirm === form.next ? null : 'mismatch',
    code: mode === 'reset' && form.code.trim() === '' ? 'required' : null,
  };
}
