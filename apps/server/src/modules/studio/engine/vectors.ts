/**
 * Published test vectors: printed on the verify page and asserted by engine.test.ts, so anyone can
 * check their own implementation of the method against ours.
 */
export const VECTOR_SERVER_SEED = '7f3c1e9a2b4d6f8091a3c5e7092b4d6f8a1c3e5f7092b4d6e8f0a1c3e5f70921';
export const VECTOR_SEED_HASH = 'd0f28eb7a162b2cec0b1be2255d47b3d77b77e9f91e787b0827d1aa232949e61';
export const VECTOR_CLIENT_SEED = 'lucky';

export const SLOT_VECTORS = [
  { nonce: 0, stops: [2, 24, 17], pay: 0 },
  { nonce: 5, stops: [24, 2, 11], pay: 915 },
  { nonce: 23, stops: [20, 27, 2], pay: 65 },
] as const;

export const DICE_VECTORS = [
  { nonce: 0, roll: 579 },
  { nonce: 1, roll: 5357 },
  { nonce: 8, roll: 3469 },
] as const;
