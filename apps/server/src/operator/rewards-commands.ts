/** The rewards operator command (cli.ts): issue a reward to one member, audit-logged like the API. */
import type { Db } from '../db/database.ts';
import { createRewardsRepository } from '../modules/rewards/repository.ts';
import { createRewardsService } from '../modules/rewards/service.ts';
import { createCashierRepository } from '../modules/wallet/cashier.repository.ts';
import { createCurrencies } from '../modules/wallet/context.ts';
import { createLedger } from '../modules/wallet/ledger.ts';
import { ApiError } from '../platform/api-error.ts';
import { UsageError } from './usage-error.ts';

export interface RewardIssueCommand {
  readonly kind: 'rewards-issue';
  readonly memberId: number;
  readonly amount: string;
  readonly title: string;
}

/** `rewards issue <memberId> <amount> <title…>` after the `rewards issue` words. */
export function parseRewardIssue(args: readonly string[]): RewardIssueCommand {
  const [member, amount, ...title] = args;
  const memberId = Number(member);
  const text = title.join(' ').trim();
  if (!Number.isSafeInteger(memberId) || memberId < 1 || amount === undefined || text === '')
    throw new UsageError('rewards issue needs a member id, an amount and a title');
  return { kind: 'rewards-issue', memberId, amount, title: text };
}

export async function runRewardIssue(command: RewardIssueCommand, db: Db, actor: string): Promise<void> {
  const service = createRewardsService({
    repository: createRewardsRepository(db),
    // Issuing only reads the merchant's currency; the ledger moves money at claim time.
    wallet: { ledger: createLedger({ db }), currencyOf: createCurrencies(createCashierRepository(db)) },
    // Issuing claims nothing: the guard is only asked at claim time.
    guard: { check: () => Promise.resolve() },
    now: () => new Date(),
  });
  try {
    const { rewardId } = await service.issue(
      { name: actor },
      {
        memberId: command.memberId,
        amount: command.amount,
        title: { EN: command.title.slice(0, 128) },
        expiresAt: null,
        turnoverNote: null,
      },
    );
    console.log(`reward ${rewardId} issued to member ${command.memberId}`);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(error.code);
    throw error;
  }
}
