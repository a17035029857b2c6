import type { ReactElement } from 'react';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useApplications } from '../api/promotions.ts';
import { usePromotionsT } from '../i18n/texts.ts';

/** The member's applications with their status and the operator's reason. */
export function MyApplications(): ReactElement {
  const { t } = usePromotionsT();
  const language = useLanguage();
  const applications = useApplications();
  return (
    <section aria-labelledby="promo-applications" className="promo-applications">
      <h2 id="promo-applications" className="promos__heading">
        {t('applications.heading')}
      </h2>
      <LoadState
        query={applications}
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: t('applications.empty') }}
      >
        {({ list }) => (
          <ul className="promo-applications__list">
            {list.map((item) => (
              <li key={item.applicationId} className="card promo-application">
                <div className="promo-application__head">
                  <bdi className="promo-application__title">{item.title}</bdi>
                  <span className={`promo__badge promo__badge--${item.status}`}>
                    {t(`applications.status.${item.status}`)}
                  </span>
                </div>
                <p className="promo__meta">
                  {t('applications.sentAt', { time: formatDateTime(item.createdAt, language) })}
                </p>
                {item.comment !== '' && (
                  <p className="promo-application__comment">
                    <bdi>{item.comment}</bdi>
                  </p>
                )}
                {item.reason !== null && (
                  <p className="promo__meta">
                    <bdi>{t('applications.reason', { reason: item.reason })}</bdi>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
