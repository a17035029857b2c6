import type { ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterValues } from './registerFields.ts';

/** The agreement (on by default; off, no registering), reset and register. */
export function RegisterActions({ busy, onClear }: { busy: boolean; onClear: () => void }): ReactElement {
  const { t } = useTranslation();
  const { register, control } = useFormContext<RegisterValues>();
  const agreed = useWatch({ control, name: 'agreed' });
  return (
    <>
      <label className="check">
        <input type="checkbox" {...register('agreed')} />
        {t('accounts.agreement')}
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
