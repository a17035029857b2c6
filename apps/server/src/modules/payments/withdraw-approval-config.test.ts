/** WITHDRAW_APPROVAL_ABOVE is a decimal amount; anything else stops the server, naming the setting. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('WITHDRAW_APPROVAL_ABOVE', () => {
  it('defaults to 10000.00 and takes a decimal amount', () => {
    expect(loadConfig({}).wallet.withdrawApprovalAbove).toBe('10000.00');
    expect(loadConfig({ WITHDRAW_APPROVAL_ABOVE: '2500.5' }).wallet.withdrawApprovalAbove).toBe('2500.5');
    expect(loadConfig({ WITHDRAW_APPROVAL_ABOVE: '0' }).wallet.withdrawApprovalAbove).toBe('0');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['lots', '-5', '1e6', '12.123456789', '1,000'])
      expect(() => loadConfig({ WITHDRAW_APPROVAL_ABOVE: bad }), bad).toThrow(/WITHDRAW_APPROVAL_ABOVE/);
  });
});
