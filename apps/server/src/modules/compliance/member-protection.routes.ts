/**
 * A member's player protection in the back office (GET /ops/members/:memberId/protection,
 * compliance.read): the member's limits as the member sees them, every change to them, and every
 * time-out and self-exclusion; and lifting a self-exclusion whose period has ended (compliance.manage,
 * with a reason, audited in the same transaction).
 */
import {
  OPS_EXCLUSION_LIFT_PATH,
  OPS_MEMBER_PROTECTION_PATH,
  type ExclusionState,
  type OpsExclusion,
  type OpsLimitChange,
  type OpsMemberProtectionValue,
  opsExclusionLiftRequest,
  opsExclusionParams,
  opsMemberParams,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { App } from '../../platform/typed-app.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { operatorActor } from '../audit/actor.ts';
import { appendAudit, auditEntry } from '../audit/repository.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import {
  type ExclusionHistoryRow,
  type PlayerExclusionRow,
  createExclusionRepository,
} from '../protection/exclusion.repository.ts';
import { createProtectionRepository } from '../protection/repository.ts';
import { createProtectionService } from '../protection/service.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';

export interface MemberProtectionWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

/** What an exclusion does now (a self-exclusion holds past its end until it is lifted). */
function stateOf(row: PlayerExclusionRow, now: string): ExclusionState {
  if (row.lifted_at !== null) return 'LIFTED';
  if (row.ends_at === null || row.ends_at > now) return 'IN_FORCE';
  return row.kind === 'SELF_EXCLUSION' ? 'AWAITING_LIFT' : 'ENDED';
}

const exclusionOf = (row: ExclusionHistoryRow, now: string): OpsExclusion => ({
  exclusionId: row.id,
  kind: row.kind as OpsExclusion['kind'],
  duration: row.duration as OpsExclusion['duration'],
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  state: stateOf(row, now),
  liftedAt: row.lifted_at,
  liftedBy: row.lifted_by,
  liftReason: row.lift_reason,
  viaMember:
    row.via_member_id === null || row.via_username === null
      ? null
      : { memberId: row.via_member_id, username: row.via_username },
});

export function registerMemberProtectionRoutes(app: App, w: MemberProtectionWiring): void {
  const operator = operatorOf(w.auth);
  const repository = createProtectionRepository(w.db);
  const protection = createProtectionService({ repository, currencyOf: w.wallet.currencyOf, now: w.now });
  const members = createMembersRepository(w.db);
  const exclusions = createExclusionRepository(w.db);
  const found = async (merchantId: number, memberId: number) => {
    if ((await members.byId(merchantId, memberId)) === undefined) throw new ApiError('MEMBER_NOT_FOUND');
  };
  const view = async (merchantId: number, memberId: number): Promise<OpsMemberProtectionValue> => {
    const now = w.now().toISOString();
    const [limits, changes, history, currency] = await Promise.all([
      protection.limitsOf(merchantId, memberId),
      repository.changes(memberId),
      exclusions.history(merchantId, memberId),
      w.wallet.currencyOf(merchantId),
    ]);
    const shown = (kind: string, minor: string | number | bigint | null) =>
      minor === null
        ? null
        : kind === 'SESSION'
          ? String(minor)
          : formatMinor(toBigInt(minor), currency.scale);
    return {
      ...limits,
      changes: changes.map((row): OpsLimitChange => ({
        kind: row.kind as OpsLimitChange['kind'],
        period: row.period as OpsLimitChange['period'],
        changedBy: row.changed_by,
        before: shown(row.kind, row.old_minor),
        after: shown(row.kind, row.new_minor),
        appliesAt: row.applies_at,
        at: row.created_at,
      })),
      exclusions: history.map((row) => exclusionOf(row, now)),
    };
  };
  app.get(
    OPS_MEMBER_PROTECTION_PATH,
    { schema: { params: opsMemberParams }, config: opsAccess('compliance.read') },
    async (request) => {
      const { merchantId } = await operator(request);
      await found(merchantId, request.params.memberId);
      return { success: true as const, value: await view(merchantId, request.params.memberId) };
    },
  );
  app.post(
    OPS_EXCLUSION_LIFT_PATH,
    {
      schema: { params: opsExclusionParams, body: opsExclusionLiftRequest },
      config: opsAccess('compliance.manage'),
    },
    async (request) => {
      const who = await operator(request);
      const { memberId, exclusionId } = request.params;
      await found(who.merchantId, memberId);
      const by = operatorActor(who, request);
      const at = w.now().toISOString();
      await exclusions.transaction(async (tx) => {
        if (!(await exclusions.lift(tx, exclusionId, memberId, by.name, request.body.reason, at)))
          throw new ApiError('EXCLUSION_NOT_LIFTABLE');
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'protection.exclusion.lift',
            merchantId: who.merchantId,
            target: `member:${memberId}`,
            before: { exclusionId, lifted: false },
            after: { exclusionId, lifted: true, reason: request.body.reason },
          }),
        );
      });
      return { success: true as const, value: await view(who.merchantId, memberId) };
    },
  );
}
