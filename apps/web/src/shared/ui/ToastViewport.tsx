import type { ReactElement } from 'react';
import { Spinner } from './Spinner.tsx';
import { useToastStore } from './toastStore.ts';

/** Always mounted so screen readers hear each new toast through the live region. */
export function ToastViewport(): ReactElement {
  const toast = useToastStore((state) => state.toast);
  return (
    <div className="toast-viewport" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.kind === 'loading' && <Spinner label={toast.text} />}
          <span>{toast.text}</span>
        </div>
      )}
    </div>
  );
}
