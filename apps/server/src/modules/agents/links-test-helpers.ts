/** Test helpers of the agent centre: an agent placed in the referral tree, and downlines registered under it. */
import type { RebateProduct } from '@openlobby/contract';
import { register, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';
import { newInvitationCode } from '../referrals/invitation-code.ts';
import { placeInTree } from '../referrals/tree.repository.ts';

export interface Agent extends Player {
  readonly code: string;
}

/** A logged-in agent (type 1, payment PIN set) at the top of the tree, with its own rebate rates. */
export async function newAgent(
  t: TestContext,
  rates: Partial<Record<RebateProduct, number>> = {},
  type = 1,
): Promise<Agent> {
  const player = await newPlayer(t, { type });
  const code = newInvitationCode();
  const { db } = t.database;
  await db.updateTable('member').set({ own_affiliate_code: code }).where('id', '=', player.id).execute();
  await placeInTree(db, player.merchantId, player.id, null);
  for (const [product, rate] of Object.entries(rates)) {
    await db
      .insertInto('member_rebate_rate')
      .values({
        member_id: player.id,
        product,
        merchant_id: player.merchantId,
        rate_bps: rate,
        set_by: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
  }
  return { ...player, code };
}

let registered = 0;
/** A member registered through the lobby with `code` (the agent's own or a link's), logged in. */
export async function downlineOf(t: TestContext, code: string): Promise<Player> {
  registered += 1;
  const username = `down${registered}x${Date.now() % 100_000}`;
  valueOf(await register(t, { username, affiliateCode: code, registerMethod: 'H5' }));
  const row = await t.database.db
    .selectFrom('member')
    .select(['id', 'merchant_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    username,
    merchantId: row.merchant_id,
    token: await tokenFor(t, username, 'Abc12345'),
  };
}
