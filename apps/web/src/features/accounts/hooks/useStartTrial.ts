import { TOAST_LOADING_MS } from '@openlobby/contract/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { hideToast, showToast, TOAST_DURATION } from '../../../shared/ui/toastStore.ts';
import { accountsApi } from '../api/accountsApi.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { HOME_PATH } from '../model/paths.ts';
import { applyLogin } from '../model/session.ts';

/**
 * Free trial of spec 4: a loading notice, the test-play call, and on a trial token the session is
 * stored and the player lands on home. Used by the login screen and the trial screen.
 */
export function useStartTrial(): { start: () => void; starting: boolean } {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = (): void => {
    if (starting) return;
    setStarting(true);
    const toast = showToast(t('accounts.trialLoading'), 'loading', TOAST_LOADING_MS);
    accountsApi.freePlayLogin().then(
      (value) => {
        hideToast(toast);
        if (value.token) {
          applyLogin(value);
          void navigate(HOME_PATH, { replace: true });
        } else setStarting(false);
      },
      (failure: unknown) => {
        hideToast(toast);
        setStarting(false);
        showToast(errorText(failure, language, t), 'error', TOAST_DURATION.loginArea);
      },
    );
  };
  return { start, starting };
}
