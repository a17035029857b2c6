import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../../../shared/api/errorText.ts';
import { isFeatureAvailable } from '../../../../shared/featureAvailability.ts';
import { formatDateTime } from '../../../../shared/format/dateTime.ts';
import { useLanguage } from '../../../../shared/i18n/useLanguage.ts';
import { ScreenSpinner } from '../../../../shared/ui/Spinner.tsx';
import { accountsApi } from '../../api/accountsApi.ts';

/** The security centre (?view=security): score, last login, and where to set or change each secret. */
export function SecurityView(): ReactElement {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = useQuery({ queryKey: ['securityConfig'], queryFn: accountsApi.securityConfig });
  if (!config.data)
    return config.isError ? <p role="alert">{errorText(config.error, language, t)}</p> : <ScreenSpinner />;
  const { score, lastLoginAt, lastLoginIp, items } = config.data;
  const setOrChange = (isSet: boolean): string => (isSet ? t('memberCentre.change') : t('memberCentre.set'));
  return (
    <section className="member__section card" aria-labelledby="security-title">
      <h2 id="security-title">{t('memberCentre.security')}</h2>
      <div className="score">
        <span>{t('memberCentre.score')}</span>
        <meter
          className="score__meter"
          min={0}
          max={100}
          low={40}
          high={80}
          optimum={100}
          value={score}
          aria-label={t('memberCentre.score')}
        />
        <strong>{t('memberCentre.scoreValue', { score })}</strong>
      </div>
      <ul className="rows">
        <li>
          <span>{t('memberCentre.lastLogin')}</span>
          <span className="rows__value rows__value--wrap">
            {lastLoginAt
              ? t('memberCentre.lastLoginValue', {
                  time: `\u2068${formatDateTime(lastLoginAt, language)}\u2069`,
                  ip: `\u2068${lastLoginIp ?? ''}\u2069`,
                })
              : t('memberCentre.notSet')}
          </span>
        </li>
        <SecurityLinkRow
          label={t('memberCentre.loginPassword')}
          to="/m/changePsw"
          action={setOrChange(items.loginPassword)}
        />
        {isFeatureAvailable('walletRecords') && (
          <>
            <SecurityLinkRow
              label={t('memberCentre.bankCards')}
              to="/m/member/bankCards"
              action={t('memberCentre.change')}
            />
            <SecurityLinkRow
              label={t('memberCentre.paymentPassword')}
              to="/m/member/paymentPassword"
              action={setOrChange(items.paymentPassword)}
            />
          </>
        )}
        <SecurityLinkRow
          label={t('memberCentre.personalInfo')}
          to="/m/member/home?view=profile"
          action={setOrChange(items.payeeName && items.email)}
        />
      </ul>
    </section>
  );
}

/** A row whose link reads "Set" or "Change", named for the screen reader by the row's label too. */
function SecurityLinkRow({ label, to, action }: { label: string; to: string; action: string }): ReactElement {
  return (
    <li>
      <span>{label}</span>
      <Link className="text-link" to={to}>
        {action}
        <span className="visually-hidden"> {label}</span>
      </Link>
    </li>
  );
}
