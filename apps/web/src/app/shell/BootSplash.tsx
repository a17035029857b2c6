import type { ReactElement } from 'react';
import { Spinner } from '../../shared/ui/Spinner.tsx';

/**
 * Shown until the first settings arrive on a first visit. It repeats the splash index.html paints
 * before any script runs, so the hand-over from HTML to React does not flicker.
 */
export function BootSplash(): ReactElement {
  return (
    <div className="boot-splash">
      <svg width="56" height="56" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="26" height="26" rx="8" fill="#f5b93a" />
        <circle cx="14" cy="14" r="6" fill="none" stroke="#1a1440" strokeWidth="3" />
      </svg>
      <span className="boot-splash__name" aria-hidden="true">
        OpenLobby
      </span>
      <Spinner />
    </div>
  );
}
