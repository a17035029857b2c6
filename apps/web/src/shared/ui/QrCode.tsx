import { type ReactElement, useEffect, useState } from 'react';
import './qr.css';

/** One SVG path of the dark modules, so a version-40 code is still a single small element. */
function modulePath(data: boolean[][]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * A QR code drawn from `text`. The encoder (uqr) is fetched only when a QR code is shown, so
 * neither home nor the rest of a screen (deposit, /m/app) pays for it. Always dark on white: scanners
 * need the contrast whatever the theme.
 */
export function QrCode({
  text,
  label,
  size = 208,
}: {
  text: string;
  label: string;
  size?: number;
}): ReactElement {
  const [qr, setQr] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const result = encode(text, { ecc: 'M', border: 2 });
      if (live) setQr({ text, size: result.size, path: modulePath(result.data) });
    });
    return () => {
      live = false;
    };
  }, [text]);
  const ready = qr !== null && qr.text === text;
  return (
    <div className="qr" style={{ width: size, height: size }}>
      {ready ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          width={size}
          height={size}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
      ) : (
        <span className="visually-hidden">{label}</span>
      )}
    </div>
  );
}
