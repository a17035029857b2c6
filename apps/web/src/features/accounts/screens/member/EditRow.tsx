import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../shared/api/errorText.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { PasswordField } from '../../../../shared/ui/fields/PasswordField.tsx';
import { TextField } from '../../../../shared/ui/fields/TextField.tsx';
import { showToast, TOAST_DURATION } from '../../../../shared/ui/toastStore.ts';

export interface EditRowProps {
  label: string;
  current: string | null;
  onSave: (value: string, password: string) => Promise<unknown>;
  /** The problem with a trimmed value, in the reader's language; undefined when it may be saved. */
  validate?: (value: string) => string | undefined;
  /** The server asks for the login password with this change (the e-mail). */
  needsPassword?: boolean;
  /** Set once, after a warning, and never edited again (the payee name). */
  once?: boolean;
}

/** One profile row: its value and an Edit button, which turns the row into a small form. */
export function EditRow(props: EditRowProps): ReactElement {
  const { label, current, once } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const locked = once === true && Boolean(current);
  if (editing) return <EditRowForm {...props} onDone={() => setEditing(false)} />;
  return (
    <li>
      <span>{label}</span>
      <span className="rows__value">
        {current || t('memberCentre.notSet')}
        {!locked && (
          <button type="button" className="text-link" onClick={() => setEditing(true)}>
            {t('memberCentre.edit')}
            <span className="visually-hidden"> {label}</span>
          </button>
        )}
      </span>
    </li>
  );
}

/** The row's form: validated on submit, saved once at a time, closed (with a toast) when saved. */
function EditRowForm({
  label,
  current,
  onSave,
  validate,
  needsPassword,
  once,
  onDone,
}: EditRowProps & { onDone: () => void }): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const [value, setValue] = useState(current ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = (): void => {
    const problem = validate?.(value.trim());
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    onSave(value.trim(), password).then(
      () => {
        setBusy(false);
        onDone();
        showToast(t('memberCentre.saved'), 'success', TOAST_DURATION.loginArea);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(errorText(failure, language, t));
      },
    );
  };
  return (
    <li style={{ display: 'block', paddingBlock: 10 }}>
      <form
        className="auth__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {once && <p className="warning">{t('memberCentre.payeeWarning')}</p>}
        <TextField
          label={label}
          name={label}
          value={value}
          onChange={setValue}
          maxLength={128}
          error={error}
        />
        {needsPassword && (
          <PasswordField
            label={t('memberCentre.emailPassword')}
            name="password"
            value={password}
            onChange={setPassword}
          />
        )}
        <div className="auth__actions">
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('memberCentre.save')}
          </button>
        </div>
      </form>
    </li>
  );
}
