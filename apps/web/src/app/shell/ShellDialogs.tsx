import { TOAST_LOADING_LONG_MS } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hideToast, showToast } from '../../shared/ui/toastStore.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { HOME_PATH } from '../routing/routeMeta.ts';
import { LanguageOptions } from './LanguageOptions.tsx';
import { useShellStore } from './shellStore.ts';

/**
 * The shell's small dialogs: language picker, sign-out confirmation and the trial member's
 * register prompt. Signing out (spec 4) ends the session on the server, sets the auto-login flag to
 * 0, clears session, member info and storage, then goes home; the accounts code loads only then.
 */
export function ShellDialogs(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overlay = useShellStore((state) => state.overlay);
  const close = useShellStore((state) => state.close);

  const signOut = (): void => {
    close();
    const toast = showToast(t('accounts.pleaseWait'), 'loading', TOAST_LOADING_LONG_MS);
    void import('../../features/accounts/model/session.ts')
      .then((session) => session.signOut())
      .finally(() => {
        hideToast(toast);
        void navigate(HOME_PATH);
      });
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
      <ConfirmDialog
        open={overlay === 'logout'}
        title={t('logout.confirm')}
        confirmLabel={t('logout.submit')}
        onConfirm={signOut}
        onCancel={close}
      />
      <ConfirmDialog
        open={overlay === 'registerFirst'}
        title={t('member.registerFirst')}
        confirmLabel={t('member.registerNow')}
        onConfirm={() => {
          close();
          void navigate('/m/register');
        }}
        onCancel={close}
      />
    </>
  );
}
