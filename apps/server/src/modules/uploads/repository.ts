/** What the uploads module writes to the database: only its audit entries (the pictures are files). */
import type { Db } from '../../db/database.ts';
import { type AuditEntry, appendAudit } from '../audit/repository.ts';

export function createUploadsRepository(db: Db) {
  return {
    recordUpload: (entry: AuditEntry) => appendAudit(db, entry),
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
