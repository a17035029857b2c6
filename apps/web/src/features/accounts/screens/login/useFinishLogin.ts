import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearRemembered, saveRemembered } from '../../../../shared/crypto/rememberedCredentials.ts';
import { showToast, TOAST_DURATION } from '../../../../shared/ui/toastStore.ts';
import type { LoginValue } from '../../api/accountsApi.ts';
import { HOME_PATH } from '../../model/paths.ts';
import { dialingCodeOf } from '../../model/phone.ts';
import { applyLogin, setTemporaryPassword } from '../../model/session.ts';
import type { LoginMode, LoginValues } from './loginValues.ts';

/**
 * After a login: the session is stored, the credentials remembered or forgotten (password login),
 * and the player goes home, or to the change-password screen when the password must change first.
 */
export function useFinishLogin(): (value: LoginValue, mode: LoginMode, values: LoginValues) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    } else void navigate(HOME_PATH, { replace: true });
  };
}
