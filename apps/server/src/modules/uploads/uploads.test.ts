/**
 * Picture uploads stored under DATA_DIR: an admin or marketing operator posts a picture's bytes and
 * gets its address; the lobby's browser then reads the same bytes from /uploads/<name> with the
 * picture's type, no sniffing and a year's caching. The kind is told by the bytes, not the declared
 * type; empty, unknown, oversized, absurdly large and damaged pictures are translated 4xx answers;
 * the same picture twice is one file; every upload is audited; nothing else under /uploads is served.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type OpsUploadValue, errorMessage } from '@openlobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { OPS_IP, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

/** A real 1x1 red PNG. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWP4z8DwHwAFAAH/q842iQAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_BYTES = 64 * 1024;

let t: TestContext;
let admin: string;
let marketing: string;
let auditor: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
  admin = await operatorWith(t, 'uploads_admin', ['admin']);
  marketing = await operatorWith(t, 'uploads_marketing', ['marketing']);
  auditor = await operatorWith(t, 'uploads_auditor', ['auditor']);
  support = await operatorWith(t, 'uploads_support', ['support']);
});
afterAll(async () => {
  await t.close();
});

async function upload(token: string, bytes: Buffer, contentType = 'image/png', language = 'EN') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/ops/uploads',
    payload: bytes,
    remoteAddress: OPS_IP,
    headers: { authorization: token, 'content-type': contentType, language },
  });
  return {
    status: response.statusCode,
    ...response.json<{ success: boolean; value?: OpsUploadValue; code?: string; message?: string }>(),
  };
}

const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 24, height = 16) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 220 } } })
    .toFormat(format)
    .toBuffer();

/** Noise compresses badly: a picture whose file is big for its size. */
const noisy = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: side, height: side, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

describe('POST /ops/uploads', () => {
  it('stores a PNG and serves the same bytes at its address with its type, no sniffing and a year of caching', async () => {
    const answer = await upload(marketing, PNG_1X1);
    expect(answer).toMatchObject({
      status: 200,
      value: { width: 1, height: 1, bytes: PNG_1X1.length, contentType: 'image/png' },
    });
    expect(answer.value?.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: answer.value?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('knows JPEG, WebP and GIF by their bytes, whatever type the request declares', async () => {
    for (const [format, type, extension] of [
      ['jpeg', 'image/jpeg', 'jpg'],
      ['webp', 'image/webp', 'webp'],
      ['gif', 'image/gif', 'gif'],
    ] as const) {
      const bytes = await picture(format, 30, 12);
      const answer = await upload(admin, bytes, 'application/octet-stream');
      expect(answer, format).toMatchObject({
        status: 200,
        value: { contentType: type, width: 30, height: 12 },
      });
      expect(answer.value?.url.endsWith(`.${extension}`)).toBe(true);
      const served = await t.app.inject({ method: 'GET', url: answer.value?.url ?? '' });
      expect(served.headers['content-type']).toBe(type);
    }
    // A PNG sent as text is still a PNG.
    expect(await upload(admin, PNG_1X1, 'text/plain')).toMatchObject({ value: { contentType: 'image/png' } });
  });

  it('stores the same picture once and gives it the same address, auditing each upload', async () => {
    const bytes = await picture('png', 7, 5);
    const first = await upload(marketing, bytes);
    const filesAfterFirst = readdirSync(uploadsDir()).sort();
    const second = await upload(admin, bytes);
    expect(second.value?.url).toBe(first.value?.url);
    expect(readdirSync(uploadsDir()).sort()).toEqual(filesAfterFirst);
    const name = first.value?.url.slice('/uploads/'.length) ?? '';
    const entries = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'upload.create')
      .where('target', '=', `upload:${name}`)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.actor, e.address, JSON.parse(e.detail ?? '{}') as unknown])).toEqual([
      ['operator:uploads_marketing', OPS_IP, { new: true }],
      ['operator:uploads_admin', OPS_IP, { new: false }],
    ]);
    expect(JSON.parse(entries[0]?.after_state ?? '{}')).toEqual(first.value);
  });

  it('refuses what is not an accepted picture with a translated message, never a 5xx', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('just some words, not a picture');
    const whole = await noisy(40);
    const cases: [string, Buffer, string, number][] = [
      ['empty', Buffer.alloc(0), 'UPLOAD_EMPTY', 400],
      ['text declared as PNG', text, 'UPLOAD_TYPE_NOT_ALLOWED', 415],
      ['SVG', svg, 'UPLOAD_TYPE_NOT_ALLOWED', 415],
      ['PNG signature then junk', Buffer.concat([PNG_1X1.subarray(0, 8), text]), 'UPLOAD_IMAGE_INVALID', 400],
      ['cut-off PNG', whole.subarray(0, Math.floor(whole.length / 2)), 'UPLOAD_IMAGE_INVALID', 400],
      ['too wide', await picture('png', 9000, 1), 'UPLOAD_IMAGE_DIMENSIONS', 400],
      ['too many bytes', await noisy(160), 'UPLOAD_TOO_LARGE', 413],
    ];
    const before = readdirSync(uploadsDir()).length;
    for (const [what, bytes, code, status] of cases) {
      for (const language of ['EN', 'UR'] as const) {
        const answer = await upload(marketing, bytes, 'image/png', language);
        expect([what, answer.status, answer.code, answer.message]).toEqual([
          what,
          status,
          code,
          errorMessage(code as 'UPLOAD_EMPTY', language),
        ]);
      }
    }
    expect(readdirSync(uploadsDir()).length).toBe(before);
  });

  it('refuses roles without uploads.write before reading the picture', async () => {
    for (const token of [auditor, support]) {
      expect(await upload(token, PNG_1X1)).toMatchObject({ status: 403, code: 'OPERATOR_FORBIDDEN' });
    }
    expect(await upload('', PNG_1X1)).toMatchObject({ status: 401, code: 'OPERATOR_NOT_LOGGED_IN' });
  });
});

describe('GET /uploads/<name>', () => {
  it('serves only stored pictures by their hash names: no listing, no other path', async () => {
    const stored = (await upload(admin, PNG_1X1)).value?.url ?? '';
    const hash = stored.slice('/uploads/'.length, -'.png'.length);
    for (const url of [
      '/uploads/',
      '/uploads',
      `/uploads/${hash}.svg`,
      `/uploads/${hash.toUpperCase()}.png`,
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/..%2F..%2Fdatabase.sqlite',
      '/uploads/../uploads.test.ts',
      `/uploads/%2E%2E%2F${hash}.png`,
      `/uploads/.${hash}.png.part`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });
});
