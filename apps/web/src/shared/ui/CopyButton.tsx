import type { ReactElement } from 'react';
import { Icon } from './Icon.tsx';
import { showToast } from './toastStore.ts';

/**
 * A small icon button that puts `value` on the clipboard and says `copiedText` in a short toast.
 * `label` is its accessible name (what is copied). Where the browser has no clipboard (an
 * insecure page), the tap does nothing rather than fail.
 */
export function CopyButton({
  value,
  label,
  copiedText,
}: {
  value: string;
  label: string;
  copiedText: string;
}): ReactElement {
  return (
    <button
      type="button"
      className="icon-button icon-button--small"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => showToast(copiedText, 'success', 1000));
      }}
    >
      <Icon name="copy" size={18} />
    </button>
  );
}
