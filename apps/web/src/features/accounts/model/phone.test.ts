import { describe, expect, it } from 'vitest';
import {
  countryOfDialingCode,
  countryOptions,
  dialingCodeOf,
  isValidMobile,
  stripLeadingZero,
} from './phone.ts';

describe('phone helpers', () => {
  it('strips the leading 0 and non-digits', () => {
    expect(stripLeadingZero('0300 123-4567')).toBe('3001234567');
  });
  it('validates per country', () => {
    expect(isValidMobile('PK', '03001234567')).toBe(true);
    expect(isValidMobile('PK', '123')).toBe(false);
    expect(isValidMobile('GB', '07400123456')).toBe(true);
  });
  it('maps dialling codes both ways', () => {
    expect(dialingCodeOf('PK')).toBe('+92');
    expect(countryOfDialingCode('+92')).toBe('PK');
    expect(countryOfDialingCode('+99999')).toBe('PK');
  });
  it('names countries in the page language', () => {
    const options = countryOptions('en');
    expect(options.find((option) => option.country === 'PK')?.name).toBe('Pakistan');
    expect(options.length).toBeGreaterThan(200);
  });
});
