import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startWarnings } from './start-warnings.ts';
import { testConfig } from './test/test-app.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'start-warnings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('start warnings', () => {
  it('tell a live operator that SMS and e-mail cannot be sent without their gateways', () => {
    const warnings = startWarnings(testConfig(dataDir, null, { NODE_ENV: 'production' }));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^SMS_HTTP_URL is not set/);
    expect(warnings[1]).toMatch(/^EMAIL_HTTP_URL is not set/);
  });

  it('are quiet once both gateways are set, and in the demo', () => {
    const gateways = {
      NODE_ENV: 'production',
      SMS_HTTP_URL: 'https://sms.example/send',
      EMAIL_HTTP_URL: 'https://mail.example/send',
    };
    expect(startWarnings(testConfig(dataDir, null, gateways))).toEqual([]);
    expect(startWarnings(testConfig(dataDir, null))).toEqual([]);
  });
});
