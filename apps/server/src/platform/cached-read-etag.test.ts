/**
 * The lobby's cached reads carry a strong ETag, so a phone that already has an answer gets 304 and
 * no body; a change makes new bytes and so a new tag, and variants (encodings, languages) never
 * answer each other's tags.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { HotGamesValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, createTestInstance } from '../test/test-app.ts';
import { noneMatchHits } from './json-answer-compression.ts';

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN';
const HELP = (lang: 'EN' | 'UR') => `/wps/system/helpCenter?lang=${lang}&device=MOBILE`;
const PHONE = { 'accept-encoding': 'gzip, deflate, br' };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('a cached lobby read answers a phone that already has it with 304', () => {
  it('tags hot games and sends no body when the tag comes back', async () => {
    const first = await get(HOT_GAMES, PHONE);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}-br"$/);

    const again = await get(HOT_GAMES, { ...PHONE, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBeUndefined();
    // The security headers still go out on the short answer.
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    // A list of tags, or the same tag marked weak, matches too (RFC 9110's weak comparison).
    expect((await get(HOT_GAMES, { ...PHONE, 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
  });

  it('gives each encoding its own tag: a tag of the br bytes does not answer a gzip-only phone', async () => {
    const br = await get(HOT_GAMES, PHONE);
    const gzip = await get(HOT_GAMES, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const plain = await get(HOT_GAMES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect((await get(HOT_GAMES, { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps the tag when the cache rebuilds the same answer', async () => {
    const before = await get(HOT_GAMES, PHONE);
    // Dropping the catalogue's caches (as an expiry does) rebuilds the same bytes.
    t.app.games.catalogueChanged();
    const after = await get(HOT_GAMES, { ...PHONE, 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('answers the old tag with the new list once a game is switched off', async () => {
    const before = await get(HOT_GAMES, PHONE);
    const games = (JSON.parse(brotliDecompressSync(before.rawPayload).toString()) as { value: HotGamesValue })
      .value.list;
    const hidden = games[0];
    if (hidden === undefined) throw new Error('the demo catalogue has hot games');
    await t.app.games.setGameEnabled(hidden.nodeId, false);
    try {
      const after = await get(HOT_GAMES, { ...PHONE, 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const list = (JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as { value: HotGamesValue })
        .value.list;
      expect(list.map((game) => game.nodeId)).not.toContain(hidden.nodeId);
    } finally {
      await t.app.games.setGameEnabled(hidden.nodeId, true);
    }
  });

  it('keeps English and Urdu apart: each language its own bytes and tag', async () => {
    const en = await get(HELP('EN'), PHONE);
    const ur = await get(HELP('UR'), PHONE);
    expect(en.statusCode).toBe(200);
    expect(ur.statusCode).toBe(200);
    expect(en.headers.etag).not.toBe(ur.headers.etag);
    expect(brotliDecompressSync(ur.rawPayload).toString()).not.toBe(
      brotliDecompressSync(en.rawPayload).toString(),
    );
    // Urdu text in the Urdu answer, not the English one's.
    expect(brotliDecompressSync(ur.rawPayload).toString()).toMatch(/[\u0600-\u06FF]/);
    expect(brotliDecompressSync(en.rawPayload).toString()).not.toMatch(/[\u0600-\u06FF]/);
    const crossed = await get(HELP('UR'), { ...PHONE, 'if-none-match': String(en.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.rawPayload.equals(ur.rawPayload)).toBe(true);
  });

  it('leaves writes and small answers untagged', async () => {
    const status = await get('/wps/system/status', PHONE);
    expect(status.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"a"', true],
    ['W/"a"', true],
    ['"b", "a"', true],
    ['*', true],
    ['"b"', false],
    ['"a-br"', false],
  ])('%j names "a": %s', (header, expected) => {
    expect(noneMatchHits(header, '"a"')).toBe(expected);
  });
});

/** The lobby's public reads, as the bench (scripts/bench/run.mjs) loads them. */
const LOBBY_READS = [
  '/wps/system/status',
  '/wps/system/settings/consolidated',
  HELP('EN'),
  '/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=25&language=EN',
  '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=UR',
];

describe('a warm lobby read', () => {
  it('runs no SQL: repeated reads are served from the caches', async () => {
    const statements: string[] = [];
    const counted = await createTestInstance(t, {}, (sql) => statements.push(sql));
    try {
      for (const url of LOBBY_READS) {
        expect((await counted.app.inject({ url, headers: PHONE })).statusCode).toBe(200);
      }
      statements.length = 0;
      // A few rounds, well inside the caches' seconds of life.
      for (let round = 0; round < 5; round += 1)
        for (const url of LOBBY_READS) {
          expect((await counted.app.inject({ url, headers: PHONE })).statusCode).toBe(200);
        }
      expect(statements).toEqual([]);
    } finally {
      await counted.close();
    }
  });
});
