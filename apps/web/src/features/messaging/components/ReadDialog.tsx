import type { ReactElement, ReactNode } from 'react';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { SanitizedHtml } from '../../../shared/ui/SanitizedHtml.tsx';

interface ReadDialogProps {
  title: string;
  /** The translated date line ("Posted 23 Nov 2026, 09:30"). */
  dateLine: string;
  html: string;
  onClose: () => void;
  /** The buttons at the bottom (close, delete). */
  actions: ReactNode;
}

/** A notice or message opened to read: title, date, the operator's HTML sanitised again. */
export function ReadDialog({ title, dateLine, html, onClose, actions }: ReadDialogProps): ReactElement {
  return (
    <Dialog open title={title} onClose={onClose}>
      <p className="read-dialog__date">{dateLine}</p>
      <SanitizedHtml className="read-dialog__content rich-text" html={html} dir="auto" />
      <div className="dialog__actions">{actions}</div>
    </Dialog>
  );
}
