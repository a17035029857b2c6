import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import type { ChunkRetry } from '../routing/lazyScreen.ts';

/**
 * The customer-service sheet (live chat and the other ways to reach a person) is its own chunk. On
 * a slow or broken connection a tap on Customer service must still answer: these stand in its place,
 * named as the sheet, while it arrives or after it failed. Shell texts only: the messaging texts
 * come with the chunk that did not.
 */
export function ServiceSheetLoading({ onClose }: { onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('home.floatingService')} onClose={onClose}>
      <Spinner />
    </Dialog>
  );
}

/** Could not load: says so in the player's language and offers Try again (and Close). */
export function ServiceSheetFailed({
  onClose,
  retry,
  retrying,
}: { onClose: () => void } & ChunkRetry): ReactElement {
  const { t } = useTranslation();
  return (
    <Dialog open title={t('home.floatingService')} onClose={onClose}>
      {retrying ? (
        <Spinner />
      ) : (
        <p className="dialog__text" role="alert">
          {t('errors.network')}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
        <button type="button" className="button button--primary" onClick={retry} disabled={retrying}>
          {t('common.retry')}
        </button>
      </div>
    </Dialog>
  );
}
