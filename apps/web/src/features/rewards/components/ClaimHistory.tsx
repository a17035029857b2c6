import type { ReactElement } from 'react';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useClaimedPromotions } from '../api/claimedPromotions.ts';
import { useRewardsT } from '../i18n/texts.ts';

/** The member's most recent claims, newest first. */
export function ClaimHistory(): ReactElement {
  const { t } = useRewardsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const history = useClaimedPromotions(language);
  return (
    <section aria-labelledby="rewards-history">
      <h2 id="rewards-history" className="rewards__heading">
        {t('history.heading')}
      </h2>
      <LoadState
        query={history}
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: t('history.empty') }}
      >
        {({ list }) => (
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
      </LoadState>
    </section>
  );
}
