import { MemberType } from '@openlobby/contract/client';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { accountsApi } from '../api/accountsApi.ts';
import { useStartTrial } from '../hooks/useStartTrial.ts';
import { HOME_PATH } from '../model/paths.ts';
import './trial.css';

/**
 * The free-trial page (/m/trail; its contents are not in the spec): what a trial gives and what it
 * does not, the play credit it starts with, and one button to start. A member who is already
 * playing (trial or real) is sent on to the lobby instead of being offered a second account.
 */
export default function TrialScreen(): ReactElement {
  const { t } = useTranslation();
  const session = useCommonStore((state) => state.session);
  const currency = useCommonStore((state) => state.currency);
  const trial = useStartTrial();
  const info = useQuery({ queryKey: ['trialInfo'], queryFn: accountsApi.trialInfo, staleTime: 60_000 });

  if (session !== null) {
    return (
      <section className="trial" aria-labelledby="trial-heading">
        <h2 id="trial-heading" className="trial__heading">
          {session.type === MemberType.TRIAL ? t('trial.alreadyTrial') : t('trial.alreadyMember')}
        </h2>
        <Link className="button button--primary trial__action" to={HOME_PATH}>
          {t('trial.toLobby')}
        </Link>
      </section>
    );
  }
  if (info.isPending) return <Spinner />;
  const enabled = info.data?.enabled === true;
  return (
    <section className="trial" aria-labelledby="trial-heading">
      <Icon name="dice" className="trial__icon" />
      <h2 id="trial-heading" className="trial__heading">
        {t('trial.heading')}
      </h2>
      {enabled && info.data ? (
        <p className="trial__credit">
          {/* Isolated left to right (U+2066 … U+2069): in the Urdu sentence the sign stays before
              the number ("¥2,000.00"), as the header and the wallet show it. */}
          {t('trial.credit', { amount: `\u2066${formatMoney(info.data.trialBalance, currency)}\u2069` })}
        </p>
      ) : (
        <p className="trial__off" role="alert">
          {info.isError ? t('errors.network') : t('trial.unavailable')}
        </p>
      )}
      <ul className="trial__points" aria-label={t('trial.pointsLabel')}>
        <li>{t('trial.pointPlay')}</li>
        <li>{t('trial.pointNoMoney')}</li>
        <li>{t('trial.pointNoService')}</li>
        <li>{t('trial.pointRegister')}</li>
      </ul>
      <button
        type="button"
        className="button button--primary trial__action"
        disabled={!enabled || trial.starting}
        onClick={trial.start}
      >
        {t('trial.start')}
      </button>
      <Link className="button button--ghost trial__action" to="/m/register">
        {t('trial.register')}
      </Link>
    </section>
  );
}
