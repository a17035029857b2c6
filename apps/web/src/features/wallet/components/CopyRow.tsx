import type { ReactElement } from 'react';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { useWalletT } from '../i18n/texts.ts';

/** A labelled value the player types elsewhere (bank details, an address) with a copy button. */
export function CopyRow({ label, value }: { label: string; value: string }): ReactElement {
  const { t } = useWalletT();
  return (
    <div className="copy-row">
      <dt className="copy-row__label">{label}</dt>
      <dd className="copy-row__value">
        <bdi dir="ltr">{value}</bdi>
        <CopyButton value={value} label={t('common.copy', { name: label })} copiedText={t('common.copied')} />
      </dd>
    </div>
  );
}
