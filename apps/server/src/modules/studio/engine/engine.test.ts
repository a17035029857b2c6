import { describe, expect, it } from 'vitest';
import { dicePayoutMinor, diceWins, DICE_OUTCOMES } from './dice.ts';
import { roundBytes, seedHash } from './fair.ts';
import { roundOutcome, winMinor } from './outcome.ts';
import { LINES, PAYTABLE, REEL_LENGTH, REEL_STRIPS, slotFromStops, SYMBOL_COUNT } from './slot.ts';
import {
  DICE_VECTORS,
  SLOT_VECTORS,
  VECTOR_CLIENT_SEED,
  VECTOR_SEED_HASH,
  VECTOR_SERVER_SEED,
} from './vectors.ts';

const inputs = { serverSeed: VECTOR_SERVER_SEED, clientSeed: VECTOR_CLIENT_SEED };

describe('provably fair method', () => {
  it('commits to the seed with SHA-256 of its text and reads HMAC-SHA256(seed, client:nonce)', () => {
    expect(seedHash(VECTOR_SERVER_SEED)).toBe(VECTOR_SEED_HASH);
    expect(roundBytes(VECTOR_SERVER_SEED, VECTOR_CLIENT_SEED, 0).toString('hex').slice(0, 16)).toBe(
      '42589123a3dc3745',
    );
  });

  it('reproduces the published slot vectors', () => {
    for (const vector of SLOT_VECTORS) {
      const outcome = roundOutcome({ ...inputs, engine: 'slot', nonce: vector.nonce });
      expect(outcome.engine === 'slot' && outcome.slot.stops).toEqual(vector.stops);
      expect(outcome.engine === 'slot' && outcome.slot.pay).toBe(vector.pay);
    }
  });

  it('reproduces the published dice vectors, and the side only changes who wins', () => {
    for (const vector of DICE_VECTORS) {
      const under = roundOutcome({ ...inputs, engine: 'dice', nonce: vector.nonce });
      const over = roundOutcome({
        ...inputs,
        engine: 'dice',
        nonce: vector.nonce,
        dice: { chance: 2000, direction: 'over' },
      });
      expect(under.engine === 'dice' && under.dice.roll).toBe(vector.roll);
      expect(over.engine === 'dice' && over.dice.roll).toBe(vector.roll);
    }
  });

  it('gives a different round for another nonce or client seed', () => {
    const a = roundBytes(VECTOR_SERVER_SEED, 'lucky', 1).toString('hex');
    expect(roundBytes(VECTOR_SERVER_SEED, 'lucky', 2).toString('hex')).not.toBe(a);
    expect(roundBytes(VECTOR_SERVER_SEED, 'lucky2', 1).toString('hex')).not.toBe(a);
  });
});

describe('slot', () => {
  it('returns 96.21% of stakes (3,152,575 / 3,276,800), by exact enumeration of every stop combination', () => {
    let paid = 0;
    let hits = 0;
    for (let a = 0; a < REEL_LENGTH; a += 1) {
      for (let b = 0; b < REEL_LENGTH; b += 1) {
        for (let c = 0; c < REEL_LENGTH; c += 1) {
          const { pay } = slotFromStops([a, b, c]);
          paid += pay;
          if (pay > 0) hits += 1;
        }
      }
    }
    const combinations = REEL_LENGTH ** 3;
    // paid is in hundredths of a stake: RTP = paid / (100 x combinations), exactly.
    expect(paid).toBe(3_152_575);
    const rtp = paid / (100 * combinations);
    expect(rtp).toBeGreaterThan(0.95);
    expect(rtp).toBeLessThan(0.97);
    expect(hits / combinations).toBeGreaterThan(0.2);
  });

  it('has 32-symbol strips of known symbols, 5 lines and pays that give whole cents', () => {
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(REEL_LENGTH);
      expect(strip.every((s) => s >= 0 && s < SYMBOL_COUNT)).toBe(true);
    }
    expect(LINES).toHaveLength(5);
    expect(PAYTABLE.every((pay) => pay % 5 === 0)).toBe(true);
  });

  it('pays a line win smaller than the stake as such (65% back is still a loss)', () => {
    const outcome = roundOutcome({ ...inputs, engine: 'slot', nonce: 23 });
    expect(winMinor(outcome, 100n)).toBe(65n);
  });
});

describe('dice', () => {
  it('wins with exactly the chance shown on either side', () => {
    for (const chance of [100, 4900, 9500]) {
      for (const direction of ['under', 'over'] as const) {
        let wins = 0;
        for (let roll = 0; roll < DICE_OUTCOMES; roll += 1) if (diceWins(roll, chance, direction)) wins += 1;
        expect(wins).toBe(chance);
      }
    }
  });

  it('pays stake x 0.99 / chance, rounded down, so the return is 99% at most', () => {
    expect(dicePayoutMinor(100n, 5000)).toBe(198n);
    expect(dicePayoutMinor(100n, 100)).toBe(9900n);
    expect(dicePayoutMinor(1000n, 3300)).toBe(3000n);
    for (const chance of [100, 700, 3300, 9500]) {
      expect(dicePayoutMinor(10_000n, chance) * BigInt(chance)).toBeLessThanOrEqual(10_000n * 9900n);
    }
  });

  it('returns between 98% and 99% of a 1.00 stake at every chance offered, exactly', () => {
    for (let chance = 100; chance <= 9500; chance += 100) {
      // Expected return in units of 1/(stake x 10,000): wins (chance of 10,000 rolls) x payout.
      const returned = BigInt(chance) * dicePayoutMinor(100n, chance);
      expect(returned, `chance ${chance}`).toBeLessThanOrEqual(100n * 9900n);
      expect(returned, `chance ${chance}`).toBeGreaterThanOrEqual(100n * 9800n);
    }
  });

  it('pays nothing for a lost roll', () => {
    const lost = roundOutcome({ ...inputs, engine: 'dice', nonce: 1 });
    expect(lost.engine === 'dice' && lost.dice.won).toBe(false);
    expect(winMinor(lost, 500n)).toBe(0n);
  });
});
