import { type ReactElement, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap.ts';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "sheet" slides from the inline end (the side menu); "center" is an alert. */
  variant?: 'center' | 'sheet';
  /** Hides the visible heading when the content has its own; it still names the dialog. */
  hideTitle?: boolean;
  /** The id of the text that says more than the title, read out with it. */
  describedBy?: string;
}

/**
 * Modal dialog: focus moves in and is trapped, Escape and the backdrop close it, and focus returns
 * to whatever opened it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  variant = 'center',
  hideTitle = false,
  describedBy,
}: DialogProps): ReactElement | null {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onClose);

  // The page behind does not scroll under the modal.
  useEffect(() => {
    if (!open) return undefined;
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`dialog-layer dialog-layer--${variant}`}>
      <div className="dialog-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`dialog dialog--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
