import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldInput } from './FieldFrame.tsx';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Marks the label as optional. */
  optional?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input (a get-code button, a captcha picture). */
  addon?: ReactNode;
  /** Keeps only digits as the player types. */
  digitsOnly?: boolean;
}

/** A labelled input with its hint and its error announced under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  readOnly,
  inputRef,
  addon,
  digitsOnly,
}: Props): ReactElement {
  const input = useFieldInput({ hint, error });
  return (
    <FieldFrame inputId={input.id} label={label} optional={optional} hint={hint} error={error}>
      <div className="field__row">
        <input
          {...input}
          ref={inputRef}
          name={name}
          className="field__input"
          type={type}
          value={value}
          maxLength={maxLength}
          inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          readOnly={readOnly}
          onChange={(event) =>
            onChange(digitsOnly ? event.target.value.replace(/\D+/g, '') : event.target.value)
          }
        />
        {addon}
      </div>
    </FieldFrame>
  );
}
