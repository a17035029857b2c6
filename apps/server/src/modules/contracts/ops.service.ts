/**
 * The back office's side of contracts: the list, a contract offered by the house to a top agent,
 * and suspending or resuming a contract's payouts. Every change writes an audit entry (the
 * suspension in the same transaction as the change).
 */
import type {
  ContractKind,
  OpsContractOfferRequest,
  OpsContractsRequest,
  OpsContractsValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { WalletService } from '../wallet/service.ts';
import type { ContractRepository } from './repository.ts';
import { type ContractView, type ContractsService, periodForKind } from './service.ts';

export interface OpsContractsDeps {
  readonly repository: ContractRepository;
  readonly contracts: ContractsService;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

export type OpsContractsService = ReturnType<typeof createOpsContractsService>;

const opsView = (view: ContractView) => ({ ...view, role: 'DOWNLINE' as const });

export function createOpsContractsService(deps: OpsContractsDeps) {
  const repo = deps.repository;
  return {
    async list(merchantId: number, input: OpsContractsRequest): Promise<OpsContractsValue> {
      const { pageNum, pageSize } = input;
      const { rows, total } = await repo.list(merchantId, {
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.kind === undefined ? {} : { kind: input.kind }),
        ...(input.memberId === undefined ? {} : { memberId: input.memberId }),
        offset: (pageNum - 1) * pageSize,
        limit: pageSize,
      });
      const content = await deps.contracts.operatorViews(merchantId, rows);
      return { content: content.map(opsView), pageNum, totalPages: Math.ceil(total / pageSize), total };
    },

    async offer(by: AuditActor, merchantId: number, input: OpsContractOfferRequest) {
      const kind: ContractKind = input.kind;
      const view = await deps.contracts.offerFromHouse(merchantId, kind, {
        downlineId: input.downlineId,
        period: periodForKind(kind, input.period),
        tiers: input.tiers,
      });
      await repo.inTransaction((tx) =>
        appendAudit(
          tx,
          auditEntry(by, deps.now().toISOString(), {
            action: 'contracts.offer',
            merchantId,
            target: `contract:${view.contractId}`,
            before: null,
            after: { kind, period: view.period, downlineId: input.downlineId, tiers: view.tiers },
          }),
        ),
      );
      return opsView(view);
    },

    async setSuspended(
      by: AuditActor,
      merchantId: number,
      contractId: number,
      suspend: boolean,
      reason: string,
    ) {
      const row = await repo.byId(merchantId, contractId);
      if (row === undefined) throw new ApiError('CONTRACT_NOT_FOUND');
      const at = deps.now().toISOString();
      await repo.inTransaction(async (tx) => {
        if (!(await repo.setSuspended(tx, contractId, suspend, suspend ? reason : null, at))) {
          throw new ApiError('CONTRACT_ACTION_NOT_ALLOWED', {
            status: row.status,
            suspended: row.suspended_at !== null,
          });
        }
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: suspend ? 'contracts.suspend' : 'contracts.resume',
            merchantId,
            target: `contract:${contractId}`,
            before: { suspended: row.suspended_at !== null, reason: row.suspend_reason },
            after: { suspended: suspend, reason },
          }),
        );
      });
      return opsView(await deps.contracts.contractView(merchantId, contractId, null));
    },
  };
}
