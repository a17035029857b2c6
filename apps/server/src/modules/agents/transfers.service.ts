/**
 * Transfers from an agent to its direct downlines (`transferDownline`, `transferMultipleDownline`).
 * Only direct downlines (depth 1 in the referral tree): an agent deals with the members it brought,
 * and a sub-agent's own downlines are that sub-agent's to fund. Only cash moves: the agent's main
 * wallet is debited (bonus money sits in its own account and never moves here), guarded against
 * overdraft in the ledger's own write. The payment password is checked first, with the withdrawal's
 * lockout. Every line is one ledger transfer `agent:<agent>:<transferId>:<downline>` (code
 * AGENT_TRANSFER), all lines in one transaction: a retry with the same id moves nothing and answers
 * the first result, including when the two calls race.
 */
import {
  AGENT_TRANSFER_TARGETS_PAGE,
  type AgentTransferValue,
  type TransferTargetsValue,
  type TxCode,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MembersRepository } from '../accounts/members.repository.ts';
import { memberWallet } from '../wallet/accounts.ts';
import { amountOrThrow } from '../wallet/context.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { type AgentCaller, agentMemberOf } from './links.service.ts';
import type { TransfersRepository } from './transfers.repository.ts';

export const AGENT_TRANSFER_CODE: TxCode = 'AGENT_TRANSFER';

export interface TransfersDeps {
  readonly members: MembersRepository;
  readonly transfers: TransfersRepository;
  readonly wallet: WalletService;
}

export interface TransferOrder {
  readonly lines: readonly { downlineId: number; amount: string }[];
  readonly paymentPassword: string;
  readonly transferId: string;
}

const ledgerId = (agentId: number, transferId: string, downlineId: number) =>
  `agent:${agentId}:${transferId}:${downlineId}`;

export function createTransfersService(deps: TransfersDeps) {
  const { ledger } = deps.wallet;

  return {
    async targets(caller: AgentCaller, search: string): Promise<TransferTargetsValue> {
      const agent = await agentMemberOf(deps.members, caller);
      const { rows, total } = await deps.transfers.searchDirect(
        caller.merchantId,
        agent.id,
        search,
        AGENT_TRANSFER_TARGETS_PAGE,
      );
      return {
        content: rows.map((row) => ({
          downlineId: row.id,
          username: row.username,
          registeredAt: row.created_at,
        })),
        total,
      };
    },

    async transfer(caller: AgentCaller, order: TransferOrder): Promise<AgentTransferValue> {
      const agent = await agentMemberOf(deps.members, caller);
      const currency = await deps.wallet.currencyOf(caller.merchantId);
      const amounts = order.lines.map((line) => amountOrThrow(line.amount, currency.scale));
      const ids = order.lines.map((line) => line.downlineId);
      if (ids.includes(agent.id)) throw new ApiError('DOWNLINE_NOT_DIRECT', { field: 'downlineId' });
      const downlines = await deps.transfers.directDownlines(caller.merchantId, agent.id, ids);
      const names = new Map(downlines.map((row) => [row.id, row.username]));
      const outside = ids.find((id) => !names.has(id));
      if (outside !== undefined)
        throw new ApiError('DOWNLINE_NOT_DIRECT', { field: 'downlineId', downlineId: outside });
      await deps.wallet.paymentPassword.verify(agent, order.paymentPassword);

      const inputs = order.lines.map((line, i) => ({
        id: ledgerId(agent.id, order.transferId, line.downlineId),
        merchantId: caller.merchantId,
        currency: currency.code,
        debit: memberWallet(agent.id),
        credit: memberWallet(line.downlineId),
        amount: amounts[i] ?? 0n,
        code: AGENT_TRANSFER_CODE,
        reference: order.transferId,
        remark: `${agent.username} → ${names.get(line.downlineId) ?? ''}`,
      }));

      // Accounts are opened before the transaction, so a rollback never loses a new wallet's id.
      for (const input of inputs) await ledger.open(caller.merchantId, currency.code, input.credit);
      let replayed: boolean;
      try {
        replayed = await deps.transfers.inTransaction(agent.id, async (tx) => {
          let all = true;
          for (const input of inputs) all = (await ledger.transfer(input, tx)).replayed && all;
          return all;
        });
      } catch (error) {
        // A concurrent call with the same id won (its rows are committed now): answer as a replay.
        const found = await Promise.all(inputs.map((input) => ledger.findTransfer(input.id)));
        if (found.some((row) => row === undefined)) throw error;
        found.forEach((row, i) => {
          if (row !== undefined && toBigInt(row.amount) !== inputs[i]?.amount)
            throw new ApiError('TRANSFER_ID_REUSED');
        });
        replayed = true;
      }
      const balance = await ledger.balance(caller.merchantId, currency.code, memberWallet(agent.id));
      const total = amounts.reduce((sum, a) => sum + a, 0n);
      return {
        transferId: order.transferId,
        lines: order.lines.map((line, i) => ({
          downlineId: line.downlineId,
          username: names.get(line.downlineId) ?? '',
          amount: formatMinor(amounts[i] ?? 0n, currency.scale),
        })),
        total: formatMinor(total, currency.scale),
        balance: formatMinor(balance.available, currency.scale),
        replayed,
      };
    },
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
