/**
 * Reads a vendor catalogue file for `cli games import`: JSON, then the catalogue schema. Errors say
 * which entry is wrong (path and reason) so an operator can fix the file.
 */
import { readFile } from 'node:fs/promises';
import { type CatalogueFile, catalogueFile } from './catalogue-file.ts';

export class CatalogueFileError extends Error {}

export async function readCatalogueFile(file: string): Promise<CatalogueFile> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`${file}: not readable JSON (${(error as Error).message})`);
  }
  const parsed = catalogueFile.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues
      .slice(0, 20)
      .map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new CatalogueFileError(`${file}: not a valid vendor catalogue\n${lines.join('\n')}`);
  }
  return parsed.data;
}
