/**
 * Migration 0029 on a database that had deposit promotions (0004/0013): each becomes a DEPOSIT
 * promotion with its eligibility and default wagering, each member's claim becomes a member claim
 * key (so the bonus is not offered again), and the old tables are gone. SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { insertOlderMerchant, openDatabaseBefore } from '../../test/migration-helpers.ts';

describe('migration 0029-promotions', () => {
  it('moves deposit promotions and their claims into promotions and claim keys', async () => {
    const old = await openDatabaseBefore('0029');
    try {
      const merchantId = await insertOlderMerchant(old.db);
      await sql`INSERT INTO member (merchant_id, username, username_lower, type, created_at)
        VALUES (${merchantId}, 'Ali', 'ali', 0, '2026-01-01T00:00:00.000Z')`.execute(old.db);
      const member = await sql<{ id: number }>`SELECT id FROM member WHERE username_lower = 'ali'`.execute(
        old.db,
      );
      const memberId = Number(member.rows[0]?.id);
      await sql`INSERT INTO deposit_promo (merchant_id, promo_id, title_en, title_ur, bonus_bp, max_bonus_minor,
          min_deposit_minor, enabled, eligibility)
        VALUES (${merchantId}, 'FIRST10', 'First', 'پہلی', 1000, 100000, 10000, 1, 'FIRST_DEPOSIT'),
          (${merchantId}, 'RELOAD5', 'Reload', 'ری لوڈ', 500, 50000, 20000, 0, 'ONCE_PER_MEMBER')`.execute(
        old.db,
      );
      await sql`INSERT INTO deposit_promo_claim (merchant_id, member_id, promo_id, deposit_id)
        VALUES (${merchantId}, ${memberId}, 'FIRST10', 'D1')`.execute(old.db);

      expect(await migrateToLatest(old.db)).toContain('0029-promotions');

      const promos = await old.db
        .selectFrom('promotion')
        .select(['promo_id', 'kind', 'category', 'enabled', 'eligibility', 'bonus_bp', 'max_bonus_minor'])
        .select(['min_deposit_minor', 'wager_basis', 'wager_multiple', 'expiry_days', 'title_ur'])
        .where('merchant_id', '=', merchantId)
        .orderBy('promo_id')
        .execute();
      expect(
        promos.map((row) => ({
          ...row,
          eligibility: JSON.parse(row.eligibility) as unknown,
          max_bonus_minor: Number(row.max_bonus_minor),
          min_deposit_minor: Number(row.min_deposit_minor),
        })),
      ).toEqual([
        {
          promo_id: 'FIRST10',
          kind: 'DEPOSIT',
          category: 'DEPOSIT',
          enabled: 1,
          eligibility: { firstDeposit: true, oncePer: ['MEMBER'] },
          bonus_bp: 1000,
          max_bonus_minor: 100000,
          min_deposit_minor: 10000,
          wager_basis: 'BONUS_DEPOSIT',
          wager_multiple: 10,
          expiry_days: 30,
          title_ur: 'پہلی',
        },
        {
          promo_id: 'RELOAD5',
          kind: 'DEPOSIT',
          category: 'DEPOSIT',
          enabled: 0,
          eligibility: { oncePer: ['MEMBER'] },
          bonus_bp: 500,
          max_bonus_minor: 50000,
          min_deposit_minor: 20000,
          wager_basis: 'BONUS_DEPOSIT',
          wager_multiple: 10,
          expiry_days: 30,
          title_ur: 'ری لوڈ',
        },
      ]);
      const keys = await old.db
        .selectFrom('promotion_claim_key')
        .select(['promo_id', 'claim_key', 'member_id'])
        .execute();
      expect(keys).toEqual([{ promo_id: 'FIRST10', claim_key: `member:${memberId}`, member_id: memberId }]);
      await expect(sql`SELECT 1 FROM deposit_promo`.execute(old.db)).rejects.toThrow();
    } finally {
      await old.close();
    }
  });
});
