import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { clearRemembered, saveRemembered } from '../../../../shared/crypto/rememberedCredentials.ts';
import { returnPathFrom } from '../../../../shared/session/returnTo.ts';
import { showToast, TOAST_DURATION } from '../../../../shared/ui/toastStore.ts';
import type { LoginValue } from '../../api/accountsApi.ts';
import { HOME_PATH } from '../../model/paths.ts';
import { dialingCodeOf } from '../../model/phone.ts';
import { applyLogin, setTemporaryPassword } from '../../model/session.ts';
import type { LoginMode, LoginValues } from './loginValues.ts';

/**
 * After a login: the session is stored, the credentials remembered or forgotten (password login),
 * and the player goes home (or back to the game that sent a guest here), or to the change-password
 * screen when the password must change first.
 */
export function useFinishLogin(): (value: LoginValue, mode: LoginMode, values: LoginValues) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  return async (value, mode, values) => {
    applyLogin(value);
    if (mode === 'username') {
      if (values.remember)
        await saveRemembered({
          type: 'username',
          username: values.username,
          password: values.password,
          countryDialingCode: dialingCodeOf(values.phone.country),
        });
      else await clearRemembered();
    }
    if (value.mustChangePassword) {
      setTemporaryPassword(mode === 'username' ? values.password : null);
      showToast(t('accounts.mustChange'), 'info', TOAST_DURATION.loginArea);
      void navigate('/m/changePsw', { replace: true });
    } else {
      // A guest sent here from a game goes back to it (shared/session/returnTo.ts).
      void navigate(returnPathFrom(search) ?? HOME_PATH, { replace: true });
    }
  };
}
