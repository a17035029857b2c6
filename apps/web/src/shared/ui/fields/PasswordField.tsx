import { type HTMLAttributes, type ReactElement, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, useFieldInput } from './FieldFrame.tsx';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The rule the password must follow, shown before the player types. */
  hint?: string;
  /** Marks the label as optional. */
  optional?: boolean;
  autoComplete?: 'current-password' | 'new-password';
  name: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  /** A numeric keypad for PIN-like secrets (the payment password). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A password input with a show/hide toggle (spec 2.7), its rule and its error under it. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  autoComplete = 'current-password',
  name,
  maxLength = 64,
  inputRef,
  inputMode,
}: Props): ReactElement {
  const { t } = useTranslation();
  const input = useFieldInput({ hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame inputId={input.id} label={label} optional={optional} hint={hint} error={error}>
      <div className="field__row">
        <input
          {...input}
          ref={inputRef}
          name={name}
          className="field__input"
          type={visible ? 'text' : 'password'}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="field__addon"
          aria-pressed={visible}
          aria-label={visible ? t('accounts.hidePassword') : t('accounts.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg
            viewBox="0 0 24 24"
            width="22"
            height="22"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {!visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
    </FieldFrame>
  );
}
