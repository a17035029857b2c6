import type { ContractKind } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useCurrentPeriod } from '../api/contracts.ts';
import { useContractsT } from '../i18n/texts.ts';
import { isolated, percentOf } from '../../../shared/format/percent.ts';
import { formatPeriodKey } from '../model/periodKey.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';

/** The period in progress of my active contract: the team's figure so far and what it would pay. */
export function CurrentPeriod({ kind }: { kind: ContractKind }): ReactElement | null {
  const { t } = useContractsT();
  const currency = useCommonStore((state) => state.currency);
  const language = useLanguage();
  const current = useCurrentPeriod(kind, true);
  const data = current.data;
  if (data === undefined || data.periodKey === null) return null;
  const money = (amount: string) => isolated(formatMoney(amount, currency));
  return (
    <section className="contract card" aria-labelledby="contract-current">
      <h3 id="contract-current" className="contract__title">
        {t('current.title')}{' '}
        <bdi className="contract__period-key">{formatPeriodKey(data.periodKey, language)}</bdi>
      </h3>
      <dl className="contract__facts">
        <div>
          <dt>{kind === 'DIVIDEND' ? t('current.baseDividend') : t('current.baseSalary')}</dt>
          <dd>{money(data.base)}</dd>
        </div>
        <div>
          <dt>{t('current.tier')}</dt>
          <dd>
            {data.threshold === null ? (
              t('current.noTier')
            ) : (
              <>
                {money(data.threshold)} · <bdi>{percentOf(data.bps)}</bdi>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('current.amount')}</dt>
          <dd className="contract__amount">{money(data.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
