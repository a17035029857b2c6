/** The AML rules' thresholds at and around their boundaries, and the stored form's round trip. */
import { describe, expect, it } from 'vitest';
import {
  defaultAmlRules,
  littlePlay,
  manyAccounts,
  reachesThreshold,
  riskyCountries,
  shownRules,
  storedRules,
} from './aml-rules.ts';

describe('the thresholds', () => {
  it.each([
    // total, threshold, fires
    [199_999n, 200_000n, false],
    [200_000n, 200_000n, true],
    [200_001n, 200_000n, true],
    [0n, 0n, false], // a zero threshold is off, not "everything"
    [5n, 0n, false],
  ])('cumulative total %s against %s fires: %s', (total, threshold, fires) => {
    expect(reachesThreshold(total, threshold)).toBe(fires);
  });

  const rule = { minDepositMinor: 50_000n, maxPlayPercent: 50 };
  it.each([
    // deposit, played, fires
    [50_000n, 24_999n, true],
    [50_000n, 25_000n, false], // exactly half played is enough
    [49_999n, 0n, false], // below the minimum deposit
    [100_000n, 0n, true],
    [0n, 0n, false],
    [1_000_000_000_000n, 499_999_999_999n, true], // no float rounding on large sums
  ])('a deposit of %s with %s played fires: %s', (deposit, played, fires) => {
    expect(littlePlay(deposit, played, rule)).toBe(fires);
  });
  it('reads play above 100 % as turnover several times over', () => {
    expect(littlePlay(10_000n, 29_999n, { minDepositMinor: 1n, maxPlayPercent: 300 })).toBe(true);
    expect(littlePlay(10_000n, 30_000n, { minDepositMinor: 1n, maxPlayPercent: 300 })).toBe(false);
  });

  it.each([
    [4, 5, false],
    [5, 5, true],
    [6, 5, true],
  ])('%s accounts against %s fires: %s', (members, accounts, fires) => {
    expect(manyAccounts(members, accounts)).toBe(fires);
  });

  it('finds listed countries once each, in any case, ignoring unknown ones', () => {
    expect(riskyCountries(['ir', 'IR', null, 'PK'], ['IR', 'KP'])).toEqual(['IR']);
    expect(riskyCountries([null, null], ['IR'])).toEqual([]);
    expect(riskyCountries(['KP'], [])).toEqual([]);
  });
});

describe('the stored form', () => {
  it('keeps amounts in minor units of the currency and shows them back with its decimals', () => {
    const shown = shownRules(defaultAmlRules(2), 2);
    expect(shown.cddDeposits).toEqual({ enabled: true, amount: '2000.00', days: 30 });
    const stored = storedRules({ ...shown, cddDeposits: { enabled: true, amount: '1500.5', days: 7 } }, 2);
    expect(stored.cddDeposits).toEqual({ enabled: true, amountMinor: '150050', days: 7 });
    expect(shownRules(stored, 2).cddDeposits.amount).toBe('1500.50');
    expect(defaultAmlRules(0).cddDeposits.amountMinor).toBe('2000');
  });
});
