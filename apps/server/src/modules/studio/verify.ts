/** The verify page's recomputation: any round from its public inputs, and the seed checked against its hash. */
import type { verifyRequest, VerifyValue } from '@openlobby/contract';
import type { z } from 'zod';
import { roundBytes, seedHash } from './engine/fair.ts';
import { roundOutcome } from './engine/outcome.ts';

export function verifyRound(request: z.output<typeof verifyRequest>): VerifyValue {
  const hash = seedHash(request.serverSeed);
  return {
    serverSeedHash: hash,
    hashMatches: request.serverSeedHash === undefined ? null : hash === request.serverSeedHash,
    hmac: roundBytes(request.serverSeed, request.clientSeed, request.nonce).toString('hex'),
    outcome: roundOutcome({
      engine: request.engine,
      serverSeed: request.serverSeed,
      clientSeed: request.clientSeed,
      nonce: request.nonce,
      dice: request.dice,
    }),
  };
}
