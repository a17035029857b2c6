import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, which names the dialog ("Delete this message?"). */
  title: string;
  /** What saying yes does, when the question alone does not tell. */
  text?: string;
  /** The yes button ("Delete message"). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape and the backdrop all call it: nothing happens. */
  onCancel: () => void;
  /** "danger" for what cannot be undone. */
  tone?: 'primary' | 'danger';
}

/**
 * The one way to ask "are you sure?": a modal dialog named by its question, Cancel first (it takes
 * the focus, so a stray Enter does nothing) and the yes button last. Escape, the backdrop and
 * Cancel say no; focus stays inside while it is open and returns to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
}: ConfirmDialogProps): ReactElement | null {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Dialog open={open} title={title} onClose={onCancel} describedBy={text ? textId : undefined}>
      {text && (
        <p id={textId} className="dialog__text">
          {text}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className={`button button--${tone}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
