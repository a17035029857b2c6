/**
 * Reading the audit log: one merchant's entries, filtered and paged on the server, and the same
 * entries as a CSV file for a spreadsheet. Cells that a spreadsheet would run as a formula (= + - @
 * and the like at the start) are escaped by csv-stringify, so an entry's text cannot attack the
 * person who opens the export.
 */
import { AUDIT_EXPORT_MAX_ROWS, type OpsAuditEntry, type OpsAuditFilter } from '@openlobby/contract';
import { stringify } from 'csv-stringify/sync';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditRepository } from './repository.ts';

type Row = Awaited<ReturnType<AuditRepository['page']>>[number];

/** Stored JSON back to a value; text that is not JSON (it never should be) is answered as text. */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function entryOf(row: Row): OpsAuditEntry {
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at,
    actor: row.actor,
    operatorId: row.operator_id === null ? null : Number(row.operator_id),
    action: row.action,
    target: row.target,
    before: parsed(row.before_state),
    after: parsed(row.after_state),
    address: row.address,
    detail: parsed(row.detail),
  };
}

const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'actor',
  'operatorId',
  'action',
  'target',
  'before',
  'after',
  'address',
  'detail',
] as const;

export interface AuditServiceDeps {
  readonly repository: AuditRepository;
}

export function createAuditService({ repository }: AuditServiceDeps) {
  return {
    async page(merchantId: number, filter: OpsAuditFilter, pageNo: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        repository.page(merchantId, filter, (pageNo - 1) * pageSize, pageSize),
        repository.count(merchantId, filter),
      ]);
      return { content: rows.map(entryOf), total };
    },

    /** The matching entries, newest first, as UTF-8 CSV with a byte-order mark (Urdu opens right in Excel). */
    async csv(merchantId: number, filter: OpsAuditFilter): Promise<string> {
      if ((await repository.count(merchantId, filter)) > AUDIT_EXPORT_MAX_ROWS)
        throw new ApiError('AUDIT_EXPORT_TOO_LARGE', { max: AUDIT_EXPORT_MAX_ROWS });
      const rows = await repository.page(merchantId, filter, 0, AUDIT_EXPORT_MAX_ROWS);
      const records = rows.map((row) => {
        const entry = entryOf(row);
        return [
          entry.id,
          entry.occurredAt,
          entry.actor,
          entry.operatorId ?? '',
          entry.action,
          entry.target ?? '',
          row.before_state ?? '',
          row.after_state ?? '',
          entry.address ?? '',
          row.detail,
        ];
      });
      return stringify(records, {
        header: true,
        columns: [...CSV_COLUMNS],
        bom: true,
        escape_formulas: true,
        record_delimiter: 'windows',
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
