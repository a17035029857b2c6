/**
 * Where pictures go, read at start: under DATA_DIR by default (demo and production alike), in an
 * S3-compatible store only when all six settings are set, and a half-set or malformed store stops
 * the server with a message naming the settings and never their secret values.
 */
import path from 'node:path';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { uploadImageOrigins } from './config-uploads.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://lobby.example',
  DATA_DIR: '/srv/openlobby',
};
const SECRET = 'do-not-print-this-secret-0123456789';
const S3 = {
  UPLOAD_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
  UPLOAD_S3_BUCKET: 'lobby-pictures',
  UPLOAD_S3_REGION: 'eu-central-1',
  UPLOAD_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  UPLOAD_S3_SECRET_ACCESS_KEY: SECRET,
  UPLOAD_PUBLIC_URL: 'https://pictures.lobby.example/',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env, '/work');
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a configuration error');
};

describe('picture upload settings', () => {
  it('keeps pictures under DATA_DIR/uploads by default, in the demo and in production', () => {
    expect(loadConfig({ DEMO: 'true', DATA_DIR: './data' }, '/work').uploads).toEqual({
      maxBytes: UPLOAD_MAX_BYTES_DEFAULT,
      store: { kind: 'disk', directory: path.resolve('/work/data/uploads') },
    });
    const production = loadConfig(PRODUCTION, '/work').uploads;
    expect(production.store).toEqual({ kind: 'disk', directory: '/srv/openlobby/uploads' });
    expect(uploadImageOrigins(production)).toEqual([]);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '500000' }, '/work').uploads.maxBytes).toBe(500_000);
  });

  it('uses an S3-compatible store when all its settings are set, keeping the secret out of printed config', () => {
    const config = loadConfig({ ...PRODUCTION, ...S3 }, '/work');
    expect(config.uploads.store).toMatchObject({
      kind: 's3',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'lobby-pictures',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      publicUrl: 'https://pictures.lobby.example',
    });
    expect(config.uploads.store.kind === 's3' && config.uploads.store.secretAccessKey).toBe(SECRET);
    expect(JSON.stringify(config)).not.toContain(SECRET);
    expect(uploadImageOrigins(config.uploads)).toEqual(['https://pictures.lobby.example']);
  });

  it('refuses a half-set store, naming what is missing and never the secret', () => {
    const { UPLOAD_PUBLIC_URL: _url, UPLOAD_S3_REGION: _region, ...partial } = S3;
    const message = problemsOf({ ...PRODUCTION, ...partial });
    expect(message).toMatch(/UPLOAD_S3_\*: .*needs all of .*missing UPLOAD_S3_REGION, UPLOAD_PUBLIC_URL/);
    expect(message).not.toContain(SECRET);
  });

  it('refuses malformed settings, and a plain-http public address in production only', () => {
    const message = problemsOf({
      ...PRODUCTION,
      ...S3,
      UPLOAD_S3_ENDPOINT: 'not an address',
      UPLOAD_S3_BUCKET: 'Bad_Bucket',
      UPLOAD_PUBLIC_URL: 'http://pictures.lobby.example',
      UPLOAD_MAX_BYTES: '12',
    });
    for (const setting of ['UPLOAD_S3_ENDPOINT', 'UPLOAD_S3_BUCKET', 'UPLOAD_PUBLIC_URL', 'UPLOAD_MAX_BYTES'])
      expect(message).toContain(`  ${setting}: `);
    expect(message).toContain('UPLOAD_PUBLIC_URL: must be an https:// address in production');
    expect(message).not.toContain(SECRET);
    const demo = loadConfig(
      { DEMO: 'true', ...S3, UPLOAD_PUBLIC_URL: 'http://127.0.0.1:9000/pics' },
      '/work',
    );
    expect(demo.uploads.store).toMatchObject({ kind: 's3', publicUrl: 'http://127.0.0.1:9000/pics' });
  });
});
