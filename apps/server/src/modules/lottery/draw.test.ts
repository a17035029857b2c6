/**
 * The published draw method against its vectors (the server README lists the same ones), the
 * seed commitment, and the bet rules' odds and outcomes.
 */
import { createHash } from 'node:crypto';
import { PrizeMode } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { oddsCents, normalSelection, payout, wins } from './bets.ts';
import { deriveNumbers, seedHashOf } from './draw.ts';
import { lotteryGame } from './games.ts';
import { currentIndex, slotByIndex } from './schedule.ts';

const COUNTING = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const ONES = 'ff'.repeat(32);
const ZEROS = '00'.repeat(32);

describe('draw vectors', () => {
  it.each([
    ['1-minute-28', '202611230001', COUNTING, 3, '788'],
    ['1-minute-28', '202611230001', ONES, 3, '979'],
    ['1-minute-28', '202611230001', ZEROS, 3, '018'],
    // HMAC's first byte is 0xfd (253): rejected, the next byte 0x9d (157) gives 7.
    ['1-minute-28', '202611230038', ZEROS, 3, '791'],
    ['5-minute-ssc', '202611230001', COUNTING, 5, '33589'],
    ['5-minute-ssc', '202611230001', ONES, 5, '09542'],
    ['5-minute-ssc', '202611230001', ZEROS, 5, '59113'],
    ['lucky-28', '20261123', COUNTING, 3, '601'],
    ['lucky-28', '20261123', ONES, 3, '064'],
  ])('%s %s with seed %s draws %s', (game, numero, seed, digits, expected) => {
    expect(deriveNumbers(seed, game, numero, digits).join('')).toBe(expected);
  });

  it('publishes SHA-256 of the seed bytes', () => {
    expect(seedHashOf(COUNTING)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    expect(seedHashOf(COUNTING)).toBe(
      createHash('sha256').update(Buffer.from(COUNTING, 'hex')).digest('hex'),
    );
  });

  it('a seed changed in one bit no longer matches the published hash and draws other numbers', () => {
    const tampered = `${COUNTING.slice(0, 63)}e`;
    expect(seedHashOf(tampered)).not.toBe(seedHashOf(COUNTING));
    expect(deriveNumbers(tampered, '5-minute-ssc', '202611230001', 5).join('')).not.toBe('33589');
  });

  it('depends on the game and the issue, so one seed never repeats a result elsewhere', () => {
    expect(deriveNumbers(COUNTING, '1-minute-28', '202611230002', 3).join('')).not.toBe('788');
  });

  it('gives every digit about equally often', () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 2000; i += 1)
      for (const digit of deriveNumbers(ZEROS, '5-minute-ssc', String(20260000_0000 + i), 5))
        counts[digit] = (counts[digit] ?? 0) + 1;
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe('bet rules', () => {
  it('prices by the odds of winning and the prize mode', () => {
    expect(oddsCents('STRAIGHT', '123', 3, PrizeMode.ELOTT)).toBe(98_000n);
    expect(oddsCents('POSITION', '1:7', 3, PrizeMode.LOTT)).toBe(950n);
    expect(oddsCents('BIG_SMALL', 'BIG', 5, PrizeMode.ZY)).toBe(192n);
    expect(oddsCents('ODD_EVEN', 'EVEN', 5, PrizeMode.ELOTT)).toBe(196n);
    // One of 100000 five-digit strings sums to 0; 6000 sum to 22 (98000 / 6000 = 16.33).
    expect(oddsCents('SUM', '0', 5, PrizeMode.ELOTT)).toBe(9_800_000n);
    expect(oddsCents('SUM', '22', 5, PrizeMode.ELOTT)).toBe(1633n);
  });

  it('decides wins on the drawn digits', () => {
    expect(wins('STRAIGHT', '073', [0, 7, 3])).toBe(true);
    expect(wins('STRAIGHT', '037', [0, 7, 3])).toBe(false);
    expect(wins('POSITION', '2:7', [0, 7, 3])).toBe(true);
    expect(wins('BIG_SMALL', 'SMALL', [0, 7, 3])).toBe(true);
    expect(wins('BIG_SMALL', 'BIG', [9, 9, 0, 0, 5])).toBe(true);
    expect(wins('ODD_EVEN', 'EVEN', [0, 7, 3])).toBe(true);
    expect(wins('SUM', '10', [0, 7, 3])).toBe(true);
    expect(payout(250n, 980n)).toBe(2450n);
  });

  it('accepts only selections of the bet type', () => {
    expect(normalSelection('STRAIGHT', '0734', 3)).toBeNull();
    expect(normalSelection('POSITION', '4:1', 3)).toBeNull();
    expect(normalSelection('BIG_SMALL', 'big', 3)).toBe('BIG');
    expect(normalSelection('SUM', '46', 5)).toBeNull();
    expect(normalSelection('SUM', '07', 5)).toBeNull();
  });
});

describe('timetable', () => {
  it('numbers issues by day and place, closing before the draw', () => {
    const fast = lotteryGame('1-minute-28');
    const daily = lotteryGame('lucky-28');
    if (fast === undefined || daily === undefined) throw new Error('games missing');
    const at = new Date('2026-11-23T07:00:30Z');
    const slot = slotByIndex(fast, currentIndex(fast, at));
    expect(slot).toEqual({
      numero: '202611230421',
      opensAt: new Date('2026-11-23T07:00:00Z'),
      closesAt: new Date('2026-11-23T07:00:55Z'),
      drawsAt: new Date('2026-11-23T07:01:00Z'),
    });
    expect(slotByIndex(daily, currentIndex(daily, at)).numero).toBe('20261123');
    expect(slotByIndex(daily, currentIndex(daily, new Date('2026-11-23T12:00:00Z'))).numero).toBe('20261124');
  });
});
