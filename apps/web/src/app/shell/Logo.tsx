import type { ReactElement } from 'react';

/** The OpenLobby mark, inline so the home header paints without waiting for an image. */
export function Logo(): ReactElement {
  return (
    <span className="logo">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd36b" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        <rect x="1" y="1" width="26" height="26" rx="8" fill="url(#logo-gold)" />
        <circle cx="14" cy="14" r="6" fill="none" stroke="#1a1440" strokeWidth="3" />
      </svg>
      {/* The brand name is Latin in every language; on narrow phones only the mark shows. */}
      <span className="logo__text" lang="en" aria-hidden="true">
        OpenLobby
      </span>
    </span>
  );
}
