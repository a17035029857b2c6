import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
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

describe('a reused answer is compressed once per encoding', () => {
  it('compresses on the first request and sends the kept twin after that', async () => {
    const app = Fastify();
    const calls: string[] = [];
    registerJsonAnswerCompression(app, (encoding, bytes) => {
      calls.push(encoding);
      return compressOnce(encoding, bytes);
    });
    const serialize = createEnvelopeSerializer(z.object({ list: z.array(z.string()) }), 'GET', '/games');
    // One cached object, as a service hands out.
    const answer = { list: Array.from({ length: 200 }, (_, i) => `game-${i}`) };
    // Fastify's typing says a serializer returns a string; the app's returns bytes, as here.
    const asFastifySerializer = serialize as (payload: unknown) => string;
    app.get('/games', (_request, reply) =>
      reply.serializer(asFastifySerializer).send({ success: true, value: answer }),
    );
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
    const app = Fastify();
    const calls: string[] = [];
    registerJsonAnswerCompression(app, (encoding, bytes) => {
      calls.push(encoding);
      return compressOnce(encoding, bytes);
    });
    const serialize = createEnvelopeSerializer(z.object({ list: z.array(z.string()) }), 'GET', '/games');
    const asFastifySerializer = serialize as (payload: unknown) => string;
    // A new object with the same content each time, as a cache that expires every few seconds.
    app.get('/games', (_request, reply) =>
      reply
        .serializer(asFastifySerializer)
        .send({ success: true, value: { list: Array.from({ length: 200 }, (_, i) => `game-${i}`) } }),
    );
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
