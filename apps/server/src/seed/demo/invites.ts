/**
 * The demo's invite friends: open, a friend qualifies with a first deposit of 100 and valid bets of
 * 500, 10 per qualified friend, and milestones at 1, 5 and 10 qualified friends, so /m/inviteFriends
 * has something to show on `npm start`. Written only when the merchant has no invite settings yet.
 */
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

export async function seedDemoInvites(tx: Tx, merchantId: number, now: string): Promise<void> {
  const { currency_scale: scale } = await tx
    .selectFrom('merchant')
    .select('currency_scale')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const units = (major: number) => (BigInt(major) * 10n ** BigInt(scale)).toString();
  const inserted = await tx
    .insertInto('invite_setting')
    .values({
      merchant_id: merchantId,
      enabled: 1,
      min_first_deposit_minor: units(100),
      min_valid_bet_minor: units(500),
      friend_reward_minor: units(10),
      updated_at: now,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await tx
    .insertInto('invite_milestone')
    .values(
      [
        [1, 18],
        [5, 88],
        [10, 188],
      ].map(([friends, major]) => ({
        merchant_id: merchantId,
        friends: friends ?? 0,
        reward_minor: units(major ?? 0),
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'friends']).doNothing())
    .execute();
}
