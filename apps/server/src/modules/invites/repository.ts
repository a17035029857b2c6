/**
 * Invite friends' storage: the merchant's settings and milestones (written with their audit row),
 * a member's direct invitees (depth 1 in the referral tree) with what qualifies them, and referral
 * payments, each inserted once by its primary key in the transaction that pays it.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { InviteSettingTable } from '../../db/schema.ts';
import { isHeld } from '../agents/payouts.repository.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { Tx } from '../wallet/ledger.ts';
import { toBigInt } from '../wallet/money.ts';

export type InviteSettingRow = Selectable<InviteSettingTable>;

export interface InviteSettings {
  readonly row: InviteSettingRow | undefined;
  readonly milestones: readonly { friends: number; rewardMinor: bigint }[];
}

/** A direct invitee and the figures the rule reads (never shown to the inviter). */
export interface Invitee {
  readonly id: number;
  readonly username: string;
  readonly joinedAt: string;
  /** The first approved deposit's amount; null: none yet. */
  readonly firstDepositMinor: bigint | null;
  readonly validBetMinor: bigint;
}

export type InviteRewardKind = 'FRIEND' | 'MILESTONE';

export interface InviteRewardWrite {
  readonly kind: InviteRewardKind;
  readonly ref: number;
  readonly amountMinor: bigint;
  readonly transferId: string;
}

export interface SettingsWrite {
  readonly enabled: boolean;
  readonly minFirstDepositMinor: bigint;
  readonly minValidBetMinor: bigint;
  readonly friendRewardMinor: bigint;
  readonly milestones: readonly { friends: number; rewardMinor: bigint }[];
}

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;

export function createInvitesRepository(db: Db) {
  async function settingsIn(q: Db | Tx, merchantId: number): Promise<InviteSettings> {
    const [row, milestones] = await Promise.all([
      q.selectFrom('invite_setting').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
      q
        .selectFrom('invite_milestone')
        .select(['friends', 'reward_minor'])
        .where('merchant_id', '=', merchantId)
        .orderBy('friends')
        .execute(),
    ]);
    return {
      row,
      milestones: milestones.map((m) => ({ friends: m.friends, rewardMinor: toBigInt(m.reward_minor) })),
    };
  }

  /** The direct invitees of `memberId` with their first deposit and settled valid bets, newest first. */
  function inviteesQuery(memberId: number) {
    return db
      .selectFrom('member_tree as t')
      .innerJoin('member as m', 'm.id', 't.descendant_id')
      .select((eb) => [
        'm.id',
        'm.username',
        'm.created_at',
        eb
          .selectFrom('deposit as d')
          .select('d.amount_minor')
          .whereRef('d.member_id', '=', 'm.id')
          .where('d.status', '=', 'approved')
          .orderBy('d.decided_at')
          .orderBy('d.id')
          .limit(1)
          .as('first_deposit'),
        eb
          .selectFrom('bet_record as b')
          .select((b) => b.fn.sum<string | number | null>('b.valid_bet_minor').as('total'))
          .whereRef('b.member_id', '=', 'm.id')
          .where('b.status', '=', 'settled')
          .as('valid_bets'),
      ])
      .where('t.ancestor_id', '=', memberId)
      .where('t.depth', '=', 1)
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc');
  }

  const toInvitee = (row: {
    id: number;
    username: string;
    created_at: string;
    first_deposit: string | number | bigint | null;
    valid_bets: string | number | null;
  }): Invitee => ({
    id: row.id,
    username: row.username,
    joinedAt: row.created_at,
    firstDepositMinor: row.first_deposit === null ? null : toBigInt(row.first_deposit),
    validBetMinor: toBigInt(row.valid_bets ?? 0),
  });

  return {
    settings(merchantId: number): Promise<InviteSettings> {
      return settingsIn(db, merchantId);
    },

    /** Replaces the settings and milestones; `shown` turns them into what the audit entry shows. */
    saveSettings(
      merchantId: number,
      write: SettingsWrite,
      at: string,
      by: AuditActor,
      shown: (settings: InviteSettings) => unknown,
    ): Promise<InviteSettings> {
      return db.transaction().execute(async (tx) => {
        const before = await settingsIn(tx, merchantId);
        const values = {
          enabled: write.enabled ? 1 : 0,
          min_first_deposit_minor: write.minFirstDepositMinor.toString(),
          min_valid_bet_minor: write.minValidBetMinor.toString(),
          friend_reward_minor: write.friendRewardMinor.toString(),
          updated_at: at,
        };
        await tx
          .insertInto('invite_setting')
          .values({ merchant_id: merchantId, ...values })
          .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
          .execute();
        await tx.deleteFrom('invite_milestone').where('merchant_id', '=', merchantId).execute();
        if (write.milestones.length > 0) {
          await tx
            .insertInto('invite_milestone')
            .values(
              write.milestones.map((m) => ({
                merchant_id: merchantId,
                friends: m.friends,
                reward_minor: m.rewardMinor.toString(),
              })),
            )
            .execute();
        }
        const after = await settingsIn(tx, merchantId);
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'invites.settings',
            merchantId,
            target: 'invite-settings',
            before: before.row === undefined ? null : shown(before),
            after: shown(after),
          }),
        );
        return after;
      });
    },

    async invitees(memberId: number): Promise<Invitee[]> {
      return (await inviteesQuery(memberId).execute()).map(toInvitee);
    },

    async inviteesPage(memberId: number, limit: number, offset: number): Promise<Invitee[]> {
      return (await inviteesQuery(memberId).limit(limit).offset(offset).execute()).map(toInvitee);
    },

    async inviteeCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('member_tree')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('ancestor_id', '=', memberId)
        .where('depth', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** What was paid: FRIEND refs (friend ids) and MILESTONE refs (friends needed). */
    async paid(memberId: number): Promise<{ kind: string; ref: number }[]> {
      return db
        .selectFrom('invite_reward')
        .select(['kind', 'ref'])
        .where('member_id', '=', memberId)
        .execute();
    },

    /** Referral income paid in [from, to) (ISO instants; to absent: up to now). */
    async incomeBetween(memberId: number, from: string | null, to: string | null): Promise<bigint> {
      let q = db
        .selectFrom('invite_reward')
        .select((eb) => eb.fn.sum<string | number | null>('amount_minor').as('total'))
        .where('member_id', '=', memberId);
      if (from !== null) q = q.where('paid_at', '>=', from);
      if (to !== null) q = q.where('paid_at', '<', to);
      const row = await q.executeTakeFirst();
      return toBigInt(row?.total ?? 0);
    },

    async incomeCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('invite_reward')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A page of the member's referral payments, newest first, with the friend's username. */
    incomePage(memberId: number, limit: number, offset: number) {
      return db
        .selectFrom('invite_reward as r')
        .leftJoin('member as f', (join) => join.onRef('f.id', '=', 'r.ref').on('r.kind', '=', 'FRIEND'))
        .select(['r.kind', 'r.ref', 'r.amount_minor', 'r.paid_at', 'f.username'])
        .where('r.member_id', '=', memberId)
        .orderBy('r.paid_at', 'desc')
        .orderBy('r.kind')
        .orderBy('r.ref', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /**
     * Inserts the payments and runs `credit` for each one inserted, in one transaction. The primary
     * key (member, kind, ref) lets one of any number of racing claims insert a payment; the others
     * insert nothing and pay nothing. Answers what was paid.
     */
    /** Whether an operator holds the member's payouts (modules/agents). */
    payoutsHeld: (memberId: number): Promise<boolean> => isHeld(db, memberId),

    pay(
      merchantId: number,
      memberId: number,
      currency: string,
      at: string,
      writes: readonly InviteRewardWrite[],
      credit: (tx: Tx, write: InviteRewardWrite) => Promise<void>,
    ): Promise<bigint> {
      return db.transaction().execute(async (tx) => {
        let total = 0n;
        for (const write of writes) {
          const inserted = await tx
            .insertInto('invite_reward')
            .values({
              member_id: memberId,
              kind: write.kind,
              ref: write.ref,
              merchant_id: merchantId,
              currency,
              amount_minor: write.amountMinor.toString(),
              transfer_id: write.transferId,
              paid_at: at,
            })
            .onConflict((oc) => oc.columns(['member_id', 'kind', 'ref']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
          await credit(tx, write);
          total += write.amountMinor;
        }
        return total;
      });
    },
  };
}
