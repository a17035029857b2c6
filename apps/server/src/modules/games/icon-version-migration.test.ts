/**
 * Upgrading drops the stored icon version that imports wrote and nothing read: the catalogue keeps
 * every game, its favourites and its search words, and lists serve the version worked out from the
 * drawing's inputs, on SQLite and PostgreSQL; going back restores a column the older code can write.
 */
import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import * as dropIconVersion from '../../db/migrations/0018-drop-game-icon-version.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createGamesRepository } from './repository.ts';

const MIGRATION = '0018-drop-game-icon-version';
const upTo = (last: string) =>
  Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));

const columnsOfGame = async (db: ReturnType<typeof openDatabase>['db']) =>
  (await db.introspection.getTables()).find((table) => table.name === 'game')?.columns.map((c) => c.name) ??
  [];

describe('icon version column migration', () => {
  it('drops the stored icon version and keeps every game, which lists with its worked-out version', async () => {
    const own = await createTestDatabase();
    const old = openDatabase({ databaseUrl: own.url, dataDir: own.dataDir });
    try {
      const before = new Migrator({
        db: old.db,
        provider: { getMigrations: () => Promise.resolve(upTo('0017-chat-availability')) },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      // As an import wrote a game before: a stored version, stale since the drawing changed.
      await sql`INSERT INTO game_category (code, name_en, name_ur, sort_order) VALUES ('FISH', 'Fishing', 'مچھلی', 0)`.execute(
        old.db,
      );
      await sql`INSERT INTO game_vendor (code, name, sort_order, created_at)
        VALUES ('DSA', 'Deep Sea Arcade', 0, '2026-01-01T00:00:00.000Z')`.execute(old.db);
      await sql`INSERT INTO game (vendor_id, category, game_code, name_en, min_bet_minor, sort_order,
          icon_version, created_at, updated_at)
        SELECT id, 'FISH', 'golden-shark', 'Golden Shark', 100, 0, '0000000000',
          '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' FROM game_vendor WHERE code = 'DSA'`.execute(
        old.db,
      );
      expect(await columnsOfGame(old.db)).toContain('icon_version');

      expect(await migrateToLatest(old.db)).toContain(MIGRATION);
      expect(await columnsOfGame(old.db)).not.toContain('icon_version');
      const [shark] = await createGamesRepository(old.db).inCategories(['FISH']);
      expect(shark).toMatchObject({ gameCode: 'golden-shark', nameEn: 'Golden Shark' });
      expect(shark?.iconVersion).toMatch(/^[0-9a-f]{10}$/);
      expect(shark?.iconVersion).not.toBe('0000000000');

      // Going back (this migration's own down; later ones belong to their own tests).
      await dropIconVersion.down(old.db as unknown as Kysely<unknown>);
      expect(await columnsOfGame(old.db)).toContain('icon_version');
      const kept = await old.db.selectFrom('game').select('game_code').execute();
      expect(kept).toEqual([{ game_code: 'golden-shark' }]);
    } finally {
      await old.close();
      await own.drop();
    }
  });
});
