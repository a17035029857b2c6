import type { ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from './registerFields.ts';

interface Props {
  busy: boolean;
  onClear: () => void;
  /** The merchant's minimum age, which the agreement names. */
  minimumAge: number;
}

/** The agreement (on by default; off, no registering), reset and register. */
export function RegisterActions({ busy, onClear, minimumAge }: Props): ReactElement {
  const { t } = useTranslation();
  const { register, control } = useFormContext<RegisterValues>();
  const agreed = useWatch({ control, name: 'agreed' });
  return (
    <>
      <label className="check">
        <input type="checkbox" {...register('agreed')} />
        {t('age.agreement', { age: minimumAge })}
      </label>
      <div className="auth__actions">
        <button type="button" className="button button--ghost" onClick={onClear}>
          {t('accounts.reset')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || !agreed}>
          {t('accounts.registerSubmit')}
        </button>
      </div>
    </>
  );
}
