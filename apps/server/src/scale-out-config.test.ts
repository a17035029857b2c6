/**
 * Several instances (INSTANCE_COUNT) need what they share: production refuses to start without
 * Redis or PostgreSQL, other modes start and say why the instances will disagree.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { startWarnings } from './start-warnings.ts';
import { testConfig } from './test/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'scale-out-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_HTTP_URL: 'https://sms.example/send',
  EMAIL_HTTP_URL: 'https://mail.example/send',
};
const POSTGRES = 'postgres://lobby@db.internal/lobby';
/** Pictures and documents in a bucket every instance reaches. */
const BUCKET = {
  UPLOAD_S3_ENDPOINT: 'https://s3.example',
  UPLOAD_S3_BUCKET: 'lobby-pictures',
  UPLOAD_S3_REGION: 'eu-test-1',
  UPLOAD_S3_ACCESS_KEY_ID: 'AKIATEST',
  UPLOAD_S3_SECRET_ACCESS_KEY: 'secret-for-tests-only',
  UPLOAD_PUBLIC_URL: 'https://cdn.example/',
};

describe('several instances', () => {
  it('are refused in production without Redis, naming what is missing', () => {
    const start = () => testConfig(dataDir, POSTGRES, { ...PRODUCTION, INSTANCE_COUNT: '2' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/REDIS_URL: INSTANCE_COUNT=2 needs REDIS_URL/);
  });

  it('are refused in production on SQLite', () => {
    const start = () =>
      testConfig(dataDir, null, {
        ...PRODUCTION,
        INSTANCE_COUNT: '3',
        REDIS_URL: 'redis://cache.internal:6379',
      });
    expect(start).toThrow(/DATABASE_URL: INSTANCE_COUNT=3 needs DATABASE_URL/);
  });

  it('start in production with Redis, PostgreSQL and a bucket, and say nothing', () => {
    const config = testConfig(dataDir, POSTGRES, {
      ...PRODUCTION,
      ...BUCKET,
      INSTANCE_COUNT: '2',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(config.instanceCount).toBe(2);
    expect(config.redisPrefix).toBe('openlobby:');
    expect(startWarnings(config)).toEqual([]);
  });

  it('start with pictures on disk, saying every instance must mount the same volume there', () => {
    const config = testConfig(dataDir, POSTGRES, {
      ...PRODUCTION,
      INSTANCE_COUNT: '2',
      REDIS_URL: 'redis://cache.internal:6379',
    });
    expect(startWarnings(config)).toEqual([
      `INSTANCE_COUNT=2 with pictures and identity documents stored under ${path.join(dataDir, 'uploads')}: every instance must mount the same volume there, or set the UPLOAD_S3_* settings, or a picture uploaded through one instance is missing on the others`,
    ]);
  });

  it('start outside production without Redis, with a warning that each counts alone', () => {
    const warnings = startWarnings(testConfig(dataDir, POSTGRES, { ...BUCKET, INSTANCE_COUNT: '2' }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^INSTANCE_COUNT=2 but REDIS_URL is not set: each instance counts rate limits on its own/,
    );
  });

  it('one instance needs neither', () => {
    expect(startWarnings(testConfig(dataDir, null))).toEqual([]);
    expect(testConfig(dataDir, null).instanceCount).toBe(1);
  });
});
