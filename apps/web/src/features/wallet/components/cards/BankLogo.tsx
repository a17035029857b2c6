import type { CSSProperties, ReactElement } from 'react';

/** A stable hue per bank code, so a bank's badge looks the same on every screen. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * The bank's or e-wallet's logo when the merchant configured one, else a badge with its initials.
 * Decorative: the name is always written next to it.
 */
export function BankLogo({
  code,
  name,
  logoUrl,
}: {
  code: string;
  name: string;
  logoUrl: string | null | undefined;
}): ReactElement {
  if (logoUrl)
    return <img className="bank-logo" src={logoUrl} alt="" width={32} height={32} loading="lazy" />;
  return (
    <span
      className="bank-logo bank-logo--badge"
      aria-hidden="true"
      style={{ '--logo-hue': hueOf(code) } as CSSProperties}
    >
      {initialsOf(name)}
    </span>
  );
}
