import type { ReactElement } from 'react';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { useClaimedPromotions } from '../api/claimedPromotions.ts';
import { useRewardsT } from '../i18n/texts.ts';
import { LoadFailed } from './LoadFailed.tsx';

/** The member's most recent claims, newest first. */
export function ClaimHistory(): ReactElement {
  const { t } = useRewardsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const history = useClaimedPromotions(language);
  const list = history.data?.list;
  return (
    <section aria-labelledby="rewards-history">
      <h2 id="rewards-history" className="rewards__heading">
        {t('history.heading')}
      </h2>
      {list === undefined ? (
        <LoadFailed error={history.error} retry={() => void history.refetch()} />
      ) : list.length === 0 ? (
        <p className="rewards__empty">{t('history.empty')}</p>
      ) : (
        <ul className="rewards__list">
          {list.map((item) => (
            <li key={item.rewardId} className="reward card">
              <div className="reward__head">
                <h3 className="reward__title">
                  <bdi>{item.title}</bdi>
                </h3>
                <span className="reward__amount">
                  <bdi>{formatMoney(item.amount, currency)}</bdi>
                </span>
              </div>
              <p className="reward__meta">
                {t('history.claimedAt', { time: formatDateTime(item.claimedAt, language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
