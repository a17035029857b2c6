import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { carriedQuery } from '../../../../shared/session/returnTo.ts';
import { SocialButtons } from '../../components/SocialButtons.tsx';
import { useStartTrial } from '../../hooks/useStartTrial.ts';

/** Links to reset and register, the free trial and social sign-in; none while a login is sent. */
export function LoginFooter({ busy }: { busy: boolean }): ReactElement {
  const { t } = useTranslation();
  const trial = useStartTrial();
  const { search } = useLocation();
  return (
    <div className="auth__footer">
      <div className="auth__links">
        <Link className="text-link" to="/m/forget">
          {t('accounts.forgotPassword')}
        </Link>
        <span>
          {t('accounts.noAccount')}{' '}
          <Link className="text-link" to={`/m/register${carriedQuery(search)}`}>
            {t('accounts.registerLink')}
          </Link>
        </span>
      </div>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || trial.starting}
        onClick={trial.start}
      >
        {t('accounts.freeTrial')}
      </button>
      <SocialButtons disabled={busy || trial.starting} />
    </div>
  );
}
