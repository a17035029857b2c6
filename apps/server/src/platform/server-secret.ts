import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { makePrivateDir } from './private-files.ts';

export const SERVER_SECRET_FILE = 'server-secret';

/**
 * The configured SERVER_SECRET, or outside production one generated on first start and kept in
 * DATA_DIR (mode 0600) so values sealed with it stay readable across restarts.
 */
export function resolveServerSecret(config: Pick<AppConfig, 'serverSecret' | 'dataDir' | 'nodeEnv'>): string {
  if (config.serverSecret !== null) return config.serverSecret;
  if (config.nodeEnv === 'production') throw new Error('SERVER_SECRET is required in production');
  const file = path.join(config.dataDir, SERVER_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  makePrivateDir(config.dataDir);
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then we read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}

function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
