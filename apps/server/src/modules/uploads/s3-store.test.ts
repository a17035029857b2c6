/**
 * Pictures in an S3-compatible store: with the UPLOAD_S3_* settings an upload is PUT, signed with
 * AWS Signature V4, to a real S3 server the test starts (s3-test-server.ts, which checks every
 * signature as AWS does), with its type and a year's caching; the answer is the store's public
 * address; the same picture is not written twice; a wrong secret or a store that is down is a
 * translated 502, not a stored address; this server then serves nothing under /uploads itself, and
 * its pages' CSP lets pictures come from the store's public origin.
 */
import { type OpsUploadValue, errorMessage } from '@openlobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type TestS3Server, startTestS3Server } from './s3-test-server.ts';

const KEYS = { accessKeyId: 'OPENLOBBYTESTKEY', secretAccessKey: 'test-secret-key-for-the-s3-store-0123' };
const PUBLIC_URL = 'https://pictures.example.test/lobby';

let s3: TestS3Server;
const apps: TestContext[] = [];

async function appWith(env: Record<string, string>): Promise<{ t: TestContext; token: string }> {
  const t = await createTestApp({ env: { ...ACCOUNTS_ENV, ...env } });
  apps.push(t);
  return { t, token: await operatorWith(t, `s3_admin_${String(apps.length)}`, ['admin']) };
}

const s3Env = (overrides: Record<string, string> = {}) => ({
  UPLOAD_S3_ENDPOINT: s3.endpoint,
  UPLOAD_S3_BUCKET: 'lobby-pictures',
  UPLOAD_S3_REGION: 'eu-test-1',
  UPLOAD_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  UPLOAD_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  UPLOAD_PUBLIC_URL: `${PUBLIC_URL}/`,
  ...overrides,
});

async function upload(t: TestContext, token: string, bytes: Buffer, language = 'EN') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/ops/uploads',
    payload: bytes,
    headers: { authorization: token, 'content-type': 'image/png', language },
  });
  return {
    status: response.statusCode,
    ...response.json<{ success: boolean; value?: OpsUploadValue; code?: string; message?: string }>(),
  };
}

const picture = (width: number) =>
  sharp({ create: { width, height: 9, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  s3 = await startTestS3Server({ buckets: ['lobby-pictures'], region: 'eu-test-1', ...KEYS });
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await s3.close();
});

describe('an S3-compatible picture store', () => {
  it('PUTs a signed picture with its type and caching, and answers its public address', async () => {
    const { t, token } = await appWith(s3Env());
    const bytes = await picture(21);
    const answer = await upload(t, token, bytes);
    expect(answer).toMatchObject({ status: 200, value: { width: 21, height: 9, contentType: 'image/png' } });
    const name = answer.value?.url.slice(`${PUBLIC_URL}/`.length) ?? '';
    expect(answer.value?.url).toBe(`${PUBLIC_URL}/${name}`);
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    const stored = s3.objects.get(`lobby-pictures/${name}`);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.headers).toEqual({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    // Read back over HTTP the way a browser behind the public address would.
    const read = await fetch(`${s3.endpoint}/lobby-pictures/${name}`);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    // Stored in the bucket, so this server serves nothing under /uploads.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
  });

  it("lets the lobby's pages show pictures from the store's public origin, and no other", async () => {
    const { t } = await appWith(s3Env());
    const page = await t.app.inject({ method: 'GET', url: '/m/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://pictures.example.test;",
    );
    const disk = await appWith({});
    const diskPage = await disk.t.app.inject({ method: 'GET', url: '/m/', headers: { accept: 'text/html' } });
    expect(diskPage.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('does not write a picture the bucket already holds', async () => {
    const bytes = await picture(33);
    const first = await appWith(s3Env());
    await upload(first.t, first.token, bytes);
    // Another server process (nothing remembered) asks the bucket first.
    const second = await appWith(s3Env());
    const again = await upload(second.t, second.token, bytes);
    const name = again.value?.url.split('/').pop() ?? '';
    const writes = s3.log.filter((line) => line === `PUT /lobby-pictures/${name} 200`);
    expect(writes).toHaveLength(1);
    expect(s3.log).toContain(`HEAD /lobby-pictures/${name} 200`);
  });

  it('answers a translated 502 when the store refuses the signature or is not there', async () => {
    const wrongSecret = await appWith(
      s3Env({ UPLOAD_S3_SECRET_ACCESS_KEY: 'not-the-secret-the-store-knows' }),
    );
    const down = await appWith(s3Env({ UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:1' }));
    for (const { t, token } of [wrongSecret, down]) {
      for (const language of ['EN', 'UR'] as const) {
        const answer = await upload(t, token, await picture(45), language);
        expect(answer).toMatchObject({
          status: 502,
          code: 'UPLOAD_STORE_FAILED',
          message: errorMessage('UPLOAD_STORE_FAILED', language),
        });
      }
    }
    expect(s3.log.filter((line) => line.includes(' 403'))).not.toHaveLength(0);
  });
});
