/** Each eligibility rule, passing and failing, evaluated the way listing and granting both do. */
import { describe, expect, it } from 'vitest';
import { type MemberStanding, claimKeysOf, deviceHashOf, evaluate, parseRules } from './eligibility.ts';
import type { PromotionRow } from './repository.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DEVICE = deviceHashOf('Mozilla/5.0 (iPhone)');

type Promo = Parameters<typeof evaluate>[0];
const promo = (changes: Partial<PromotionRow> & { rules?: object } = {}): Promo => {
  const { rules, ...rest } = changes;
  return {
    kind: 'CLAIM',
    starts_at: null,
    ends_at: null,
    promo_code: null,
    min_deposit_minor: 0,
    eligibility: JSON.stringify({ oncePer: [], ...rules }),
    ...rest,
  };
};
const standing = (changes: Partial<MemberStanding> = {}): MemberStanding => ({
  now: NOW,
  memberId: 7,
  memberType: 0,
  vipLevel: 3,
  depositsBefore: 0,
  deposit: null,
  deviceHash: DEVICE,
  ip: '203.0.113.9',
  takenKeys: new Set(),
  promoCode: null,
  ...changes,
});

const deposit = (amountMinor: bigint | null, first: boolean) => ({ amountMinor, first });

const cases: [string, Promo, MemberStanding, string | null][] = [
  ['no rules', promo(), standing(), null],
  [
    'date window: inside',
    promo({ starts_at: '2026-06-01T00:00:00Z', ends_at: '2026-07-01T00:00:00Z' }),
    standing(),
    null,
  ],
  ['date window: not started', promo({ starts_at: '2026-06-16T00:00:00Z' }), standing(), 'NOT_STARTED'],
  ['date window: ended', promo({ ends_at: '2026-06-15T12:00:00Z' }), standing(), 'ENDED'],
  ['promo code: any case', promo({ promo_code: 'Spring25' }), standing({ promoCode: ' sPRING25 ' }), null],
  ['promo code: wrong', promo({ promo_code: 'Spring25' }), standing({ promoCode: 'SPRING' }), 'PROMO_CODE'],
  ['promo code: missing', promo({ promo_code: 'Spring25' }), standing(), 'PROMO_CODE'],
  ['member type: allowed', promo({ rules: { memberTypes: [0, 1] } }), standing({ memberType: 1 }), null],
  [
    'member type: other',
    promo({ rules: { memberTypes: [0, 1] } }),
    standing({ memberType: 4 }),
    'MEMBER_TYPE',
  ],
  ['VIP range: inside', promo({ rules: { vipMin: 2, vipMax: 5 } }), standing({ vipLevel: 5 }), null],
  ['VIP range: below', promo({ rules: { vipMin: 4 } }), standing({ vipLevel: 3 }), 'VIP_LEVEL'],
  ['VIP range: above', promo({ rules: { vipMax: 2 } }), standing({ vipLevel: 3 }), 'VIP_LEVEL'],
  [
    'first deposit: listing, none yet',
    promo({ kind: 'DEPOSIT', rules: { firstDeposit: true } }),
    standing({ deposit: deposit(null, true) }),
    null,
  ],
  [
    'first deposit: at approval, first',
    promo({ kind: 'DEPOSIT', rules: { firstDeposit: true } }),
    standing({ deposit: deposit(50_000n, true) }),
    null,
  ],
  [
    'first deposit: at approval, not first',
    promo({ kind: 'DEPOSIT', rules: { firstDeposit: true } }),
    standing({ depositsBefore: 1, deposit: deposit(50_000n, false) }),
    'FIRST_DEPOSIT',
  ],
  [
    'Nth deposit: the third',
    promo({ kind: 'DEPOSIT', rules: { nthDeposit: 3 } }),
    standing({ depositsBefore: 2, deposit: deposit(null, false) }),
    null,
  ],
  [
    'Nth deposit: the second',
    promo({ kind: 'DEPOSIT', rules: { nthDeposit: 3 } }),
    standing({ depositsBefore: 1, deposit: deposit(null, false) }),
    'NTH_DEPOSIT',
  ],
  [
    'minimum deposit: reached',
    promo({ kind: 'DEPOSIT', min_deposit_minor: 10_000 }),
    standing({ deposit: deposit(10_000n, true) }),
    null,
  ],
  [
    'minimum deposit: below',
    promo({ kind: 'DEPOSIT', min_deposit_minor: 10_000 }),
    standing({ deposit: deposit(9_999n, true) }),
    'MIN_DEPOSIT',
  ],
  [
    'minimum deposit: listing, amount unknown',
    promo({ kind: 'DEPOSIT', min_deposit_minor: 10_000 }),
    standing({ deposit: deposit(null, true) }),
    null,
  ],
  [
    'once per member: not yet',
    promo({ rules: { oncePer: ['MEMBER'] } }),
    standing({ takenKeys: new Set(['member:8']) }),
    null,
  ],
  [
    'once per member: had it',
    promo({ rules: { oncePer: ['MEMBER'] } }),
    standing({ takenKeys: new Set(['member:7']) }),
    'ONCE_PER_MEMBER',
  ],
  [
    'once per device: other device',
    promo({ rules: { oncePer: ['DEVICE'] } }),
    standing({ takenKeys: new Set(['device:elsewhere']) }),
    null,
  ],
  [
    'once per device: this device',
    promo({ rules: { oncePer: ['DEVICE'] } }),
    standing({ takenKeys: new Set([`device:${DEVICE}`]) }),
    'ONCE_PER_DEVICE',
  ],
  [
    'once per address: other address',
    promo({ rules: { oncePer: ['ADDRESS'] } }),
    standing({ takenKeys: new Set(['address:198.51.100.1']) }),
    null,
  ],
  [
    'once per address: this address',
    promo({ rules: { oncePer: ['ADDRESS'] } }),
    standing({ takenKeys: new Set(['address:203.0.113.9']) }),
    'ONCE_PER_ADDRESS',
  ],
];

describe('promotion eligibility', () => {
  it.each(cases)('%s', (_name, p, s, reason) => {
    expect(evaluate(p, s)).toEqual(reason === null ? { ok: true } : { ok: false, reason });
  });

  it('demands the claim keys of each "once per" it names', () => {
    const rules = parseRules(JSON.stringify({ oncePer: ['MEMBER', 'DEVICE', 'ADDRESS'] }));
    expect(claimKeysOf(rules, { memberId: 7, deviceHash: DEVICE, ip: '203.0.113.9' })).toEqual([
      'member:7',
      `device:${DEVICE}`,
      'address:203.0.113.9',
    ]);
  });

  it('reads a damaged rules column as once per member', () => {
    expect(parseRules('not json').oncePer).toEqual(['MEMBER']);
  });
});
