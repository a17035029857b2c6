import { type ReactElement, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "sheet" slides from the inline end (the side menu); "center" is an alert. */
  variant?: 'center' | 'sheet';
  /** Hides the visible heading when the content has its own; it still names the dialog. */
  hideTitle?: boolean;
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
}: DialogProps): ReactElement | null {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus needs the dialog laid out: taken in the next frame, where the browser lays it out
    // anyway, and not inside the commit that opened it (on a cheap phone that forced layout, with
    // the popup's first fonts and pictures, made one long task of the whole opening). The dialog is
    // fixed in the viewport: nothing to scroll to.
    const frame = requestAnimationFrame(() => {
      const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? panel.current)?.focus({ preventScroll: true });
    });
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-modal');
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-modal');
      opener?.focus();
    };
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
