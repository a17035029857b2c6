/** Rates as people read and type them: basis points shown as a percent, a typed percent read exactly. */
/** Basis points as a percent for people (Latin digits, up to two decimals): 35 → "0.35%". */
export function percentOf(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const cents = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${cents === '' ? '' : `.${cents}`}%`;
}

/**
 * A typed percent ("0.5", "1,25") as basis points, read as text so "0.29" is 29 and never 28.999…;
 * null when it is not a percent with at most two decimals.
 */
export function bpsOf(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Keeps an amount, a percent or a name together, left to right, inside a right-to-left sentence
 * (Unicode isolates: an Urdu line never reorders "0.8%" or "¥1.00").
 */
export const isolated = (text: string): string => `\u2066${text}\u2069`;
