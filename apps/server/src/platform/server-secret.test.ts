import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_SECRET_FILE, resolveServerSecret } from './server-secret.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'openlobby-secret-')), 'data');
  dirs.push(path.dirname(dir));
  return dir;
}

describe('server secret', () => {
  it('uses the configured secret as is', () => {
    expect(
      resolveServerSecret({ serverSecret: 'c'.repeat(32), dataDir: dataDir(), nodeEnv: 'production' }),
    ).toBe('c'.repeat(32));
  });

  it('generates one outside production, keeps it private and reuses it', () => {
    const dir = dataDir();
    const first = resolveServerSecret({ serverSecret: null, dataDir: dir, nodeEnv: 'development' });
    const file = path.join(dir, SERVER_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveServerSecret({ serverSecret: null, dataDir: dir, nodeEnv: 'development' })).toBe(first);
  });

  it('refuses to invent one in production', () => {
    expect(() =>
      resolveServerSecret({ serverSecret: null, dataDir: dataDir(), nodeEnv: 'production' }),
    ).toThrow(/SERVER_SECRET/);
  });
});
