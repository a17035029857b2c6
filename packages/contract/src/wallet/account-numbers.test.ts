import { describe, expect, it } from 'vitest';
import { maskPayoutAccount, payoutAccountNumber } from './account-numbers.ts';

describe('payout account numbers', () => {
  it('keys e-wallets by the Pakistani mobile number, however it is written', () => {
    for (const raw of [
      '03001234567',
      '0300 1234567',
      '0300-123-4567',
      '+92 300 1234567',
      '923001234567',
      '00923001234567',
    ]) {
      expect(payoutAccountNumber('ewallet', raw), raw).toBe('03001234567');
    }
    for (const raw of [
      '0300123456',
      '030012345678',
      '04001234567',
      '+1 300 1234567',
      '6222021234567890',
      '',
    ]) {
      expect(payoutAccountNumber('ewallet', raw), raw).toBeNull();
    }
  });

  it('takes bank numbers as 6 to 30 digits', () => {
    expect(payoutAccountNumber('bank', '6222 0212-3456 7890')).toBe('6222021234567890');
    expect(payoutAccountNumber('bank', '12345')).toBeNull();
    expect(payoutAccountNumber('bank', 'PK36MEZN')).toBeNull();
  });

  it('masks what the member sees', () => {
    expect(maskPayoutAccount('bank', '6222021234567890')).toBe('**** **** 7890');
    expect(maskPayoutAccount('ewallet', '03001234567')).toBe('03** ***4567');
  });
});
