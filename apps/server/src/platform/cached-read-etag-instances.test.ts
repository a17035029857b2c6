/**
 * A phone's kept answer and its ETag across two instances: an operator's change made through one
 * instance makes the other answer the old tag with the new bytes within a second (the cache bus
 * drops its cached read; the tag is the bytes' own hash, so it moves with them).
 *
 * Needs a real Redis: TEST_REDIS_URL (npm test starts one; `node scripts/lib/redis-server.mjs`).
 */
import { brotliDecompressSync } from 'node:zlib';
import type { HotGamesValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../test/test-app.ts';
import { type TwoInstances, testRedisUrl, twoInstances } from '../test/two-instances.ts';

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN';
const PHONE = { 'accept-encoding': 'br' };

testRedisUrl();

let shared: TwoInstances;
beforeAll(async () => {
  shared = await twoInstances({ redis: true });
});
afterAll(async () => {
  await shared?.close();
});

const hotGames = (t: TestContext, etag?: string) =>
  t.app.inject({ url: HOT_GAMES, headers: etag === undefined ? PHONE : { ...PHONE, 'if-none-match': etag } });
const listOf = (payload: Buffer): HotGamesValue['list'] =>
  (JSON.parse(brotliDecompressSync(payload).toString()) as { value: HotGamesValue }).value.list;

describe('a kept hot-games answer on the other instance', () => {
  it('is still good (304) until a change, and answered with the new list after it', async () => {
    const before = await hotGames(shared.b);
    const etag = String(before.headers.etag);
    expect((await hotGames(shared.b, etag)).statusCode).toBe(304);
    // Both instances make the same bytes, so either answers the phone's tag.
    expect((await hotGames(shared.a, etag)).statusCode).toBe(304);

    const hidden = listOf(before.rawPayload)[0];
    if (hidden === undefined) throw new Error('the demo catalogue has hot games');
    await shared.a.app.games.setGameEnabled(hidden.nodeId, false);
    try {
      await vi.waitFor(
        async () => {
          const after = await hotGames(shared.b, etag);
          expect(after.statusCode).toBe(200);
          expect(listOf(after.rawPayload).map((game) => game.nodeId)).not.toContain(hidden.nodeId);
        },
        { timeout: 1_000, interval: 20 },
      );
    } finally {
      await shared.a.app.games.setGameEnabled(hidden.nodeId, true);
    }
  });
});
