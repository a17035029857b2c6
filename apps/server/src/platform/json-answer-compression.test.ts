import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineEndpoint } from '@openlobby/contract';
import { z } from 'zod';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { createEnvelopeSerializer } from './envelope-serializer.ts';
import { compressOnce, preferredEncoding, registerJsonAnswerCompression } from './json-answer-compression.ts';

const HOT_GAMES = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN';

describe('the encoding an answer goes out in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.3', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    ['br;q=abc', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('is plain without the header', () => {
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

/** A contract answer built fresh on every request, as a member's records are. */
const freshList = defineEndpoint(
  {
    name: 'testFreshList',
    method: 'GET',
    path: '/wps/test/freshList',
    module: null,
    token: 'none',
    encrypted: false,
  },
  z.object({}),
  z.object({ list: z.array(z.string()) }),
);

describe('reused answers are compressed once and sent compressed to phones', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.contractRoute(freshList, () =>
      Promise.resolve({ list: Array.from({ length: 300 }, (_, i) => `record-${i}`) }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends hot games in br or gzip, the same bytes every time, equal to the plain answer', async () => {
    const plain = await t.app.inject({ url: HOT_GAMES });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ url: HOT_GAMES, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const again = await t.app.inject({ url: HOT_GAMES, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await t.app.inject({ url: HOT_GAMES, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses the consolidated settings, whose status part is fresh per client', async () => {
    const plain = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    const br = await t.app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a JSON answer built per request, in the encoding the phone prefers', async () => {
    const plain = await t.app.inject({ url: freshList.path });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url: freshList.path, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: freshList.path, headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers plain', async () => {
    const status = await t.app.inject({ url: '/wps/system/status', headers: { 'accept-encoding': 'br' } });
    expect(status.statusCode).toBe(200);
    expect(status.headers['content-encoding']).toBeUndefined();
  });
});

const gameNames = (): string[] => Array.from({ length: 200 }, (_, i) => `game-${i}`);

/**
 * An app whose /games answer goes through the contract's envelope serializer (so is a reused
 * answer), with the compressions of kept twins counted.
 */
function appWithReusedGames(answer: () => { list: string[] }): { app: FastifyInstance; calls: string[] } {
  const app = Fastify();
  const calls: string[] = [];
  registerJsonAnswerCompression(app, {
    once: (encoding, bytes) => {
      calls.push(encoding);
      return compressOnce(encoding, bytes);
    },
  });
  const serialize = createEnvelopeSerializer(z.object({ list: z.array(z.string()) }), 'GET', '/games');
  // Fastify's typing says a serializer returns a string; the app's returns bytes, as here.
  const asFastifySerializer = serialize as (payload: unknown) => string;
  app.get('/games', (_request, reply) =>
    reply.serializer(asFastifySerializer).send({ success: true, value: answer() }),
  );
  return { app, calls };
}

describe('a reused answer is compressed once per encoding', () => {
  it('compresses on the first request and sends the kept twin after that', async () => {
    // One cached object, as a service hands out.
    const answer = { list: gameNames() };
    const { app, calls } = appWithReusedGames(() => answer);
    try {
      for (const accept of ['br', 'br', 'gzip', 'gzip, br', 'gzip']) {
        const response = await app.inject({ url: '/games', headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding']).toBe(accept === 'gzip' ? 'gzip' : 'br');
      }
      expect(calls).toEqual(['br', 'gzip']);
    } finally {
      await app.close();
    }
  });
});

describe('answers that are not reused JSON', () => {
  it('finds the twins of an identical answer a cache rebuilt, and leaves other types to others', async () => {
    // A new object with the same content each time, as a cache that expires every few seconds.
    const { app, calls } = appWithReusedGames(() => ({ list: gameNames() }));
    const page = `<!doctype html><p>${'x'.repeat(4000)}</p>`;
    app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
    try {
      const first = await app.inject({ url: '/games', headers: { 'accept-encoding': 'br' } });
      const second = await app.inject({ url: '/games', headers: { 'accept-encoding': 'br' } });
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(calls).toEqual(['br']);
      const html = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br' } });
      expect(html.headers['content-encoding']).toBeUndefined();
      expect(html.body).toBe(page);
    } finally {
      await app.close();
    }
  });
});

describe('a per-request compression that fails', () => {
  it('sends the answer plain instead of an error', async () => {
    const app = Fastify({ logger: false });
    registerJsonAnswerCompression(app, {
      perRequest: (_encoding, _bytes, callback) =>
        callback(new Error('zlib ran out of memory'), Buffer.alloc(0)),
    });
    const records = JSON.stringify({ success: true, value: { list: gameNames() } });
    app.get('/records', (_request, reply) => reply.type('application/json; charset=utf-8').send(records));
    try {
      const response = await app.inject({ url: '/records', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(records);
    } finally {
      await app.close();
    }
  });
});
