import type { ContractKind } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import type { Tier } from '../api/contracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { isolated, percentOf } from '../../../shared/format/percent.ts';

/** A contract's tiers: from which team volume (or net loss) which rate (or share) applies. */
export function ContractTiers({ kind, tiers }: { kind: ContractKind; tiers: readonly Tier[] }): ReactElement {
  const { t } = useContractsT();
  const currency = useCommonStore((state) => state.currency);
  const dividend = kind === 'DIVIDEND';
  return (
    <table className="contract-tiers">
      <caption>{t('tiers')}</caption>
      <thead>
        <tr>
          <th scope="col">{dividend ? t('col.minNetLoss') : t('col.minVolume')}</th>
          <th scope="col">{dividend ? t('col.share') : t('col.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.min}>
            <td>{isolated(formatMoney(tier.min, currency))}</td>
            <td>
              <bdi>{percentOf(tier.bps)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
