import type { ReactElement } from 'react';

/** The OpenLobby mark, inline so the home header paints without waiting for an image. */
export function Logo(): ReactElement {
  return (
    <svg className="logo" width="112" height="28" viewBox="0 0 112 28" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd36b" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect x="1" y="3" width="22" height="22" rx="7" fill="url(#logo-gold)" />
      <circle cx="12" cy="14" r="5" fill="none" stroke="#1a1440" strokeWidth="2.6" />
      <text x="29" y="20" className="logo__text">
        OpenLobby
      </text>
    </svg>
  );
}
