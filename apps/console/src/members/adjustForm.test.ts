import { describe, expect, it } from 'vitest';
import { adjustBody, adjustRules, newRequestId } from './adjustForm.ts';

describe('the balance adjustment form', () => {
  it('sends a signed decimal string as typed, never a rounded number', () => {
    const id = newRequestId();
    expect(
      adjustBody({ direction: 'credit', amount: ' 90071992547409931.23 ', reason: ' bonus ' }, id),
    ).toEqual({
      amount: '+90071992547409931.23',
      reason: 'bonus',
      requestId: id,
    });
    expect(adjustBody({ direction: 'debit', amount: '0.10', reason: 'fix' }, id).amount).toBe('-0.10');
  });

  it('refuses an amount that is not a positive decimal, and a blank reason', () => {
    const bad = ['', '0', '0.00', '-5', '+5', '1,000', '1.2.3', '1e3', 'abc', '.5'];
    for (const amount of bad)
      expect(adjustRules({ direction: 'credit', amount, reason: 'x' }), amount).toEqual({
        amount: 'member.adjust.amountInvalid',
      });
    expect(adjustRules({ direction: 'credit', amount: '10', reason: '   ' })).toEqual({
      reason: 'member.reasonRequired',
    });
    expect(adjustRules({ direction: 'credit', amount: '10', reason: 'r'.repeat(256) })).toEqual({
      reason: 'member.reasonRequired',
    });
    expect(adjustRules({ direction: 'debit', amount: '10.5', reason: 'ok' })).toEqual({});
  });

  it('makes request ids the contract accepts, a new one each time', () => {
    const first = newRequestId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(first);
  });
});
