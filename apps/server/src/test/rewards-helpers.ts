/** Helpers for the reward centre tests: the operator's issue call and the member's reward calls. */
import { call, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';
import type { Player } from './wallet-helpers.ts';

export interface IssueInput {
  readonly memberId: number;
  readonly amount?: string;
  readonly title?: string;
  readonly expiresAt?: string | null;
}

export function issueReward(t: TestContext, ops: string, input: IssueInput) {
  const title = input.title ?? 'Welcome bonus';
  return call(
    t,
    'POST',
    '/ops/rewards',
    {
      memberId: input.memberId,
      amount: input.amount ?? '25.00',
      title: { EN: title, UR: `${title} (اردو)` },
      expiresAt: input.expiresAt ?? null,
      turnoverNote: 'Wager 1x before withdrawing',
    },
    { token: ops },
  );
}

export async function issued(t: TestContext, ops: string, input: IssueInput): Promise<number> {
  return valueOf<{ rewardId: number }>(await issueReward(t, ops, input)).rewardId;
}

export interface Available {
  list: { rewardId: number; title: string; amount: string; expiresAt: string | null }[];
  unclaimed: number;
}

export const available = (t: TestContext, p: Player, language = 'EN') =>
  call(t, 'GET', '/wps/relay/MCSFE_getAvailablePromotions', undefined, {
    token: p.token,
    headers: { language },
  });

export const claim = (t: TestContext, p: Player, rewardId: number) =>
  call(t, 'POST', '/wps/relay/MCSFE_claimIssuedPromotion', { rewardId }, { token: p.token });
