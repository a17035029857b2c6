/**
 * The operator acting from the console, as member management records it: audited under
 * `operator:<name>` with its id and client address, and limited to its own merchant's members.
 */
import { appendAudit } from '../audit/repository.ts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../operator/actions.ts';

export interface ConsoleOperator {
  readonly id: number;
  readonly username: string;
  readonly merchantId: number;
  readonly address: string;
  readonly userAgent: string;
}

export const auditName = (who: ConsoleOperator) => `operator:${who.username}`;

/** The same operator as the operator module's money actions take it. */
export const actorOf = (who: ConsoleOperator): Actor => ({
  name: auditName(who),
  merchantId: who.merchantId,
  operatorId: who.id,
  address: who.address,
});

export interface MemberAuditRecord {
  readonly action: string;
  readonly memberId: number;
  readonly before: unknown;
  readonly after: unknown;
  readonly detail?: unknown;
}

/** One audit entry about a member, written in `conn` (the action's own transaction). */
export function auditMember(conn: Db, who: ConsoleOperator, at: Date, record: MemberAuditRecord) {
  return appendAudit(conn, {
    actor: auditName(who),
    operatorId: who.id,
    address: who.address,
    action: record.action,
    merchantId: who.merchantId,
    target: `member:${record.memberId}`,
    before: record.before,
    after: record.after,
    detail: record.detail ?? {},
    at: at.toISOString(),
  });
}
