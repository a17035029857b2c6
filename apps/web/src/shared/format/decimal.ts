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

/** Adds one unit to the last digit of a digit string ("199" -> "200", "99" -> "100"). */
function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** Rounds half away from zero to `digits` fraction digits, on the text. */
export function roundDecimal(parts: DecimalParts, digits: number): DecimalParts {
  if (parts.fraction.length <= digits) {
    return { ...parts, fraction: parts.fraction.padEnd(digits, '0') };
  }
  const kept = parts.integer + parts.fraction.slice(0, digits);
  const roundsUp = Number(parts.fraction.charAt(digits)) >= 5;
  const rounded = roundsUp ? incrementDigits(kept) : kept;
  const integerLength = rounded.length - digits;
  return {
    negative: parts.negative,
    integer: rounded.slice(0, integerLength) || '0',
    fraction: rounded.slice(integerLength),
  };
}

export function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export function isZero(parts: DecimalParts): boolean {
  return /^0*$/.test(parts.integer) && /^0*$/.test(parts.fraction);
}
