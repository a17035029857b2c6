import type { MemberBonusItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/dateTime.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { useMemberBonuses } from '../api/bonuses.ts';
import { isolated } from '../../../shared/format/percent.ts';
import { useRewardsT } from '../i18n/texts.ts';
import './BonusCard.css';

const HOUR_MS = 3_600_000;

/** Time left as of `now` (when the server answered). */
function useTimeLeft(expiresAt: string, now: number): string {
  const { t } = useRewardsT();
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return t('bonus.expired');
  const hours = Math.ceil(left / HOUR_MS);
  return hours >= 48
    ? t('bonus.daysLeft', { count: Math.floor(hours / 24) })
    : t('bonus.hoursLeft', { count: hours });
}

function Active({ bonus, now }: { bonus: MemberBonusItem; now: number }): ReactElement {
  const { t } = useRewardsT();
  const currency = useCommonStore((state) => state.currency);
  const money = (amount: string) => formatMoney(amount, currency);
  const required = Number(bonus.required);
  const percent = required <= 0 ? 100 : Math.min(100, Math.floor((Number(bonus.wagered) / required) * 100));
  const timeLeft = useTimeLeft(bonus.expiresAt, now);
  return (
    <div className="bonus-card__active">
      <p className="bonus-card__title">
        <bdi>{bonus.title}</bdi>
      </p>
      <dl className="bonus-card__facts">
        <div>
          <dt>{t('bonus.balance')}</dt>
          <dd>
            <bdi>{money(bonus.balance ?? '0')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('bonus.timeLeft')}</dt>
          <dd>{timeLeft}</dd>
        </div>
      </dl>
      <div className="bonus-card__progress-text">
        <span>{t('bonus.wagered')}</span>
        <bdi>
          {t('bonus.of', {
            current: isolated(money(bonus.wagered)),
            required: isolated(money(bonus.required)),
          })}
        </bdi>
      </div>
      <div
        className="bonus-card__bar"
        role="progressbar"
        aria-label={t('bonus.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="bonus-card__hint">{t('bonus.explain')}</p>
    </div>
  );
}

/**
 * The reward centre's bonus card: the active bonus with its wagering progress (wagered / required),
 * time left and bonus balance, then the earlier bonuses and how each ended.
 */
export function BonusCard(): ReactElement {
  const { t } = useRewardsT();
  const language = useLanguage();
  const currency = useCommonStore((state) => state.currency);
  const bonuses = useMemberBonuses();
  return (
    <section className="bonus-card card" aria-labelledby="bonus-card-heading">
      <h2 id="bonus-card-heading" className="bonus-card__heading">
        {t('bonus.heading')}
      </h2>
      <LoadState query={bonuses}>
        {({ active, history }) => (
          <>
            {active === null ? (
              <div className="bonus-card__none">
                <p>{t('bonus.none')}</p>
                <Link className="text-link" to="/m/activity">
                  {t('bonus.browse')}
                </Link>
              </div>
            ) : (
              <Active bonus={active} now={bonuses.dataUpdatedAt} />
            )}
            {history.length > 0 && (
              <details className="bonus-card__history">
                <summary>{t('bonus.history')}</summary>
                <ul>
                  {history.map((item) => (
                    <li key={item.bonusId}>
                      <span>
                        <bdi>{item.title}</bdi>
                        <span className="bonus-card__muted">
                          {' · '}
                          {formatDate(item.createdAt, language)}
                        </span>
                      </span>
                      <span className="bonus-card__muted">
                        <bdi>{t('bonus.amount', { amount: formatMoney(item.bonus, currency) })}</bdi>
                        {' · '}
                        {t(`bonus.status.${item.status}`)}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
