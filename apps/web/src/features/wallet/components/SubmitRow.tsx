import type { ReactElement } from 'react';
import { useWalletT } from '../i18n/texts.ts';

/** The end of a wallet form: the server's refusal, if any, then the submit button. */
export function SubmitRow({
  failure,
  busy,
  label,
  disabled = false,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
  disabled?: boolean;
}): ReactElement {
  const { t } = useWalletT();
  return (
    <>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || disabled}>
        {busy ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}
