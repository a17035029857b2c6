/** The audit_log row of an operator's messaging action, written in the action's transaction. */
export interface AuditWrite {
  readonly actor: string;
  readonly action: string;
  readonly merchantId: number;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly occurredAt: string;
}

export function auditRow(entry: AuditWrite) {
  return {
    occurred_at: entry.occurredAt,
    actor: entry.actor,
    action: entry.action,
    merchant_id: entry.merchantId,
    detail: JSON.stringify(entry.detail),
  };
}
