import type { ReactElement } from 'react';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { useWalletT } from '../i18n/texts.ts';

/** A labelled value the player types elsewhere (bank details, an address) with a copy button. */
export function CopyRow({ label, value }: { label: string; value: string }): ReactElement {
  const { t } = useWalletT();
  return (
    <div className="copy-row">
      <dt className="copy-row__label">{label}</dt>
      <dd className="copy-row__value">
        <bdi dir="ltr">{value}</bdi>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('common.copy', { name: label })}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(value)
              .then(() => showToast(t('common.copied'), 'success', 1000));
          }}
        >
          <Icon name="copy" size={18} />
        </button>
      </dd>
    </div>
  );
}
