/** Basis points as a percent, from the integer without floats (150 → "1.5", 200 → "2"). */
export function percentOf(bps: number): string {
  const cents = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return cents === '' ? String(Math.floor(bps / 100)) : `${Math.floor(bps / 100)}.${cents}`;
}
