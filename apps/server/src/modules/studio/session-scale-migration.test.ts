/**
 * Studio sessions opened before the studio kept its currency scale take their member's merchant
 * scale when the server is upgraded, so a round left pending pays its win at the right scale, on
 * SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.ts';
import { insertOlderMerchant, openDatabaseBefore } from '../../test/migration-helpers.ts';
import { plainMember } from '../accounts/login.ts';

describe('studio session currency scale migration', () => {
  it("gives each earlier session its member's merchant currency scale", async () => {
    const old = await openDatabaseBefore('0016-studio-currency-scale');
    try {
      const merchant = (code: string, scale: number) =>
        insertOlderMerchant(old.db, {
          code,
          name: code,
          currency_code: 'KWD',
          currency_symbol: 'KD',
          currency_pattern: '#,##0.000',
          currency_scale: scale,
        });
      const member = async (merchantId: number, username: string) =>
        (
          await old.db
            .insertInto('member')
            .values(plainMember(merchantId, username, 0))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const thousandths = await member(await merchant('KW', 3), 'kw_player');
      const whole = await member(await merchant('JP', 0), 'jp_player');
      // As the studio wrote sessions before: no scale column yet.
      for (const [id, playerId, balance] of [
        ['s-kw', thousandths, '12.500'],
        ['s-jp', whole, '1000'],
      ] as const) {
        await sql`INSERT INTO studio_session (id, vendor_code, engine, game_code, player_id,
          vendor_session_id, currency, nickname, balance, client_seed, next_seed, next_seed_hash,
          next_nonce, busy_round_id, created_at, last_used_at)
          VALUES (${id}, 'OLS', 'slot', 'golden-dragon', ${String(playerId)}, 'vendor-session', 'KWD',
          'p', ${balance}, 'c', 'seed', 'hash', 0, NULL, '2026-01-01T00:00:00.000Z',
          '2026-01-01T00:00:00.000Z')`.execute(old.db);
      }

      // Later migrations run too; this one must be among them.
      expect(await migrateToLatest(old.db)).toContain('0016-studio-currency-scale');
      const rows = await old.db
        .selectFrom('studio_session')
        .select(['id', 'currency_scale'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 's-jp', currency_scale: 0 },
        { id: 's-kw', currency_scale: 3 },
      ]);
    } finally {
      await old.close();
    }
  });
});
