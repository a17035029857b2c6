/**
 * DATA_DIR holds the SQLite database and the generated server secret: everything a thief needs to
 * read members' data or forge sessions. What we create there is readable by the owner only.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the directory (and missing parents) owner-only; an existing one is left as the operator made it. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates an empty owner-only file unless it exists, so a library opening it later keeps that mode. */
export function touchPrivateFile(file: string): void {
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
