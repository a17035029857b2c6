import { type HTMLAttributes, type ReactElement, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField.tsx';

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

/** A password input with a show/hide toggle (spec 2.7): the text field, hidden until asked. */
export function PasswordField({
  autoComplete = 'current-password',
  maxLength = 64,
  ...props
}: Props): ReactElement {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={maxLength}
      addon={
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
      }
    />
  );
}
