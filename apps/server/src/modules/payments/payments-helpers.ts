/** What the payments tests share: a member with money and a card who asks for withdrawals, and the calls. */
import type { OpsWithdrawalItem } from '@openlobby/contract';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { asOps } from '../../test/members-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { PIN, type Player, bindCard, fund, newPlayer } from '../../test/wallet-helpers.ts';

/** Lets a member ask for many withdrawals in one day, and many PIN entries at once. */
export const PAYMENTS_ENV = {
  WITHDRAW_APPROVAL_ABOVE: '500.00',
  WITHDRAW_DAILY_COUNT: '100',
  PAYMENT_PASSWORD_LOCK_AFTER: '100',
} as const;

export interface Asker {
  readonly player: Player;
  /** Asks for a withdrawal of `amount`; its id. */
  ask(amount: string): Promise<string>;
}

/** A member funded with `minor` and one bank card. */
export async function asker(t: TestContext, minor: bigint): Promise<Asker> {
  const player = await newPlayer(t);
  await fund(t, player, minor);
  const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, player)).card;
  return {
    player,
    async ask(amount) {
      const answer = await call(
        t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount, paymentPassword: PIN },
        { token: player.token },
      );
      return valueOf<{ withdrawal: { withdrawId: string } }>(answer).withdrawal.withdrawId;
    },
  };
}

export const approve = (t: TestContext, token: string, id: string, language = 'EN') =>
  asOps(t, token, 'POST', `/ops/withdrawals/${id}/approve`, {}, language);
export const reject = (t: TestContext, token: string, id: string, remark = 'name does not match') =>
  asOps(t, token, 'POST', `/ops/withdrawals/${id}/reject`, { remark });
export const markPaid = (t: TestContext, token: string, id: string, reference?: string) =>
  asOps(t, token, 'POST', `/ops/withdrawals/${id}/paid`, reference === undefined ? {} : { reference });

export const itemOf = (answer: { success: boolean; value?: unknown; code?: string }) =>
  valueOf<{ withdrawal: OpsWithdrawalItem }>(answer).withdrawal;

/** The withdrawal's row and its two-person approval, as stored. */
export async function stored(t: TestContext, id: string) {
  const row = await t.database.db
    .selectFrom('withdrawal')
    .select(['status', 'paid_by', 'payout_reference'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const approval = await t.database.db
    .selectFrom('pending_approval')
    .select(['state', 'requested_by_name', 'decided_by_name'])
    .where('kind', '=', 'withdrawal.approve')
    .where('request_id', '=', id)
    .executeTakeFirst();
  return { ...row, approval };
}
