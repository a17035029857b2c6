import { type HTMLAttributes, type ReactElement, type ReactNode, type Ref, useId } from 'react';
import './fields.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input (a get-code button, a captcha picture). */
  addon?: ReactNode;
  /** Keeps only digits as the player types. */
  digitsOnly?: boolean;
}

/** A labelled input with its error announced under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  maxLength,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  readOnly,
  inputRef,
  addon,
  digitsOnly,
}: Props): ReactElement {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__row">
        <input
          id={id}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) =>
            onChange(digitsOnly ? event.target.value.replace(/\D+/g, '') : event.target.value)
          }
        />
        {addon}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
