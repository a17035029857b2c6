import { StorageKey } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearSessionInfo } from '../../shared/session/sessionInfo.ts';
import { writeText } from '../../shared/storage/storage.ts';
import { useCommonStore } from '../../shared/store/commonStore.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { HOME_PATH } from '../routing/routeMeta.ts';
import { LanguageOptions } from './LanguageOptions.tsx';
import { useShellStore } from './shellStore.ts';

/**
 * The shell's small dialogs: language picker, sign-out confirmation and the trial member's
 * register prompt. Signing out clears the local session as spec section 4 describes; the server
 * call that ends the session arrives with the accounts release.
 */
export function ShellDialogs(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overlay = useShellStore((state) => state.overlay);
  const close = useShellStore((state) => state.close);
  const setSession = useCommonStore((state) => state.setSession);

  const signOut = (): void => {
    writeText('local', StorageKey.AUTO_LOGIN, '0');
    clearSessionInfo();
    useCommonStore.setState({ memberInfo: null });
    setSession(null);
    close();
    void navigate(HOME_PATH);
  };

  return (
    <>
      <Dialog open={overlay === 'language'} title={t('language.label')} onClose={close}>
        <LanguageOptions onPicked={close} />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </Dialog>
      <Dialog open={overlay === 'logout'} title={t('logout.confirm')} onClose={close}>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={signOut}>
            {t('logout.submit')}
          </button>
        </div>
      </Dialog>
      <Dialog open={overlay === 'registerFirst'} title={t('member.registerFirst')} onClose={close}>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              void navigate('/m/register');
            }}
          >
            {t('member.registerNow')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
