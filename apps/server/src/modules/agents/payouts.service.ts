/**
 * The back office's view of agents' payouts: the merchant's overview (what waits for funds, what was
 * paid lately, who is held), one member's side (its hold, cashback rates, what it received and
 * what waits), and holding or releasing a member's payouts with a reason, audited on the member in
 * the same transaction as the change.
 */
import {
  AGENT_PAYOUT_HELD_LIST,
  AGENT_PAYOUT_PAID_DAYS,
  type OpsAgentPayoutsOverviewValue,
  type OpsAgentPayoutsValue,
  REBATE_PRODUCTS,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { effectiveRates } from '../rebates/member-rates.ts';
import { formatMinor } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { type Owed, type PaidByKind, createAgentPayoutsRepository } from './payouts.repository.ts';

export interface AgentPayoutsDeps {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

const DAY_MS = 86_400_000;

export type AgentPayoutsService = ReturnType<typeof createAgentPayoutsService>;

export function createAgentPayoutsService(deps: AgentPayoutsDeps) {
  const repo = createAgentPayoutsRepository(deps.db);
  const members = createMembersRepository(deps.db);

  const shown = async (merchantId: number) => {
    const { code, scale } = await deps.wallet.currencyOf(merchantId);
    const paid = (p: PaidByKind) => ({
      salary: formatMinor(p.salary, scale),
      dividend: formatMinor(p.dividend, scale),
      cashback: formatMinor(p.cashback, scale),
      invite: formatMinor(p.invite, scale),
    });
    const owed = (o: Owed) => ({ amount: formatMinor(o.amountMinor, scale), periods: o.periods });
    return { currency: code, paid, owed };
  };

  const memberOf = async (merchantId: number, memberId: number) => {
    const member = await members.byId(merchantId, memberId);
    if (member === undefined) throw new ApiError('MEMBER_NOT_FOUND');
    return member;
  };

  return {
    async overview(merchantId: number): Promise<OpsAgentPayoutsOverviewValue> {
      const since = new Date(deps.now().getTime() - AGENT_PAYOUT_PAID_DAYS * DAY_MS).toISOString();
      const [format, unpaid, paid, holds] = await Promise.all([
        shown(merchantId),
        repo.unpaid(merchantId),
        repo.paidSince(merchantId, since),
        repo.holds(merchantId, AGENT_PAYOUT_HELD_LIST),
      ]);
      return {
        currency: format.currency,
        unpaid: { salary: format.owed(unpaid.salary), dividend: format.owed(unpaid.dividend) },
        paid: format.paid(paid),
        held: holds.rows.map(({ memberId, username, reason, heldBy, heldAt }) => ({
          memberId,
          username,
          reason,
          heldBy,
          heldAt,
        })),
        heldTotal: holds.total,
      };
    },

    async member(merchantId: number, memberId: number): Promise<OpsAgentPayoutsValue> {
      await memberOf(merchantId, memberId);
      const [format, hold, rates, received, waiting, owing] = await Promise.all([
        shown(merchantId),
        repo.hold(memberId),
        effectiveRates(deps.db, merchantId, memberId),
        repo.receivedBy(memberId),
        repo.waiting(memberId, 'DOWNLINE'),
        repo.waiting(memberId, 'UPLINE'),
      ]);
      return {
        currency: format.currency,
        hold: hold === undefined ? null : { reason: hold.reason, heldBy: hold.heldBy, heldAt: hold.heldAt },
        rates: REBATE_PRODUCTS.map((product) => ({ product, rateBps: rates[product] })),
        received: format.paid(received),
        waiting: format.owed(waiting),
        owing: format.owed(owing),
      };
    },

    /** Holds (`hold` true) or releases the member's payouts; PAYOUTS_HOLD_UNCHANGED when already so. */
    async setHold(
      by: AuditActor,
      merchantId: number,
      memberId: number,
      hold: boolean,
      reason: string,
    ): Promise<OpsAgentPayoutsValue> {
      await memberOf(merchantId, memberId);
      const at = deps.now().toISOString();
      await deps.db.transaction().execute(async (tx) => {
        const changed = hold
          ? await repo.place(tx, merchantId, memberId, reason, by.name, at)
          : await repo.release(tx, memberId);
        if (!changed) throw new ApiError('PAYOUTS_HOLD_UNCHANGED', { held: !hold });
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: hold ? 'agents.payouts.hold' : 'agents.payouts.release',
            merchantId,
            target: `member:${memberId}`,
            before: { held: !hold },
            after: { held: hold, reason },
          }),
        );
      });
      return this.member(merchantId, memberId);
    },
  };
}
