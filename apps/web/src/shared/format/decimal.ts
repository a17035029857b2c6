/**
 * Money arrives as decimal strings ("1234.5", "-0.25"). Formatting works on the digits as text so a
 * balance is never rounded through a binary float.
 */
export interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

export function parseDecimal(value: string): DecimalParts | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, integerDigits = '', fractionDigits = ''] = match;
  if (integerDigits === '' && fractionDigits === '') return null;
  const integer = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  return { negative: sign === '-', integer, fraction: fractionDigits };
}

export function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.integer) && /^0*$/.test(parts.fraction);
}
