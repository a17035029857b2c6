/**
 * One name per house draw: the game lobby's tile, the lottery lobby and the lottery page call each
 * draw what modules/lottery/games.ts calls it, in English and in Urdu, on a fresh install and on
 * one seeded before the names were joined up (migration 0021 renames the tiles the seed named,
 * search words included, and leaves a tile the operator renamed alone), on SQLite and PostgreSQL.
 */
import type { GameItem, GameListValue, LotteryGamesValue } from '@openlobby/contract';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedCatalogue, seedCategories } from '../../content/game-catalogue.ts';
import { openDatabase } from '../../db/database.ts';
import * as houseDrawNames from '../../db/migrations/0021-house-draw-names.ts';
import { migrations } from '../../db/migrations/index.ts';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import {
  TEST_SERVER_SECRET,
  type TestContext,
  createTestApp,
  createTestDatabase,
  openTestDatabase,
  testConfig,
} from '../../test/test-app.ts';
import { writeCatalogue } from '../games/catalogue-write.repository.ts';
import { LOTTERY_GAMES, lotteryGame } from './games.ts';

const MIGRATION = '0021-house-draw-names';
const LANGUAGES = ['EN', 'UR'] as const;
/** The catalogue titles the seed named the house draws' tiles by before the rename. */
const SEEDED: Readonly<Record<string, string>> = {
  '1-minute-28': '1-Minute 28',
  '5-minute-ssc': '5-Minute SSC',
  'lucky-28': 'Lucky 28',
};
const OPERATOR_NAME = 'Super Five Evening';

const tiles = async (t: TestContext, language: string, search?: string) =>
  valueOf<GameListValue>(
    await call(
      t,
      'GET',
      '/wps/relay/GCSGAME_gameList',
      { gameType: 'ELOTT', vassalage: 'OLE', pageSize: '100', ...(search ? { gameName: search } : {}) },
      { headers: { language } },
    ),
  ).games;
const tileNames = async (t: TestContext, language: string) =>
  new Map((await tiles(t, language)).map((game: GameItem) => [game.gameCode, game.gameName]));
const codesFound = async (t: TestContext, language: string, search: string) =>
  (await tiles(t, language, search)).map((game) => game.gameCode);

describe('house draw names on a fresh install', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: ACCOUNTS_ENV });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(LANGUAGES)(
    'names each draw alike on its tile, in the lottery lobby and on its page (%s)',
    async (language) => {
      const names = await tileNames(t, language);
      const lobby = valueOf<LotteryGamesValue>(
        await call(t, 'GET', '/lgw/games', undefined, { headers: { language } }),
      );
      expect(lobby.list).toHaveLength(LOTTERY_GAMES.length);
      for (const game of lobby.list) {
        const draw = lotteryGame(game.gameCode);
        const own = language === 'UR' ? draw?.nameUr : draw?.nameEn;
        expect(game.name).toBe(own);
        expect(names.get(game.gameCode), game.gameCode).toBe(own);
        const page = await t.app.inject({ url: `/lottery/?code=${game.gameCode}&lang=${language}` });
        expect(page.body).toContain(`<h1 id="game-name">${own ?? ''}</h1>`);
      }
    },
  );

  it('gives every draw an Urdu name without Latin letters, so nothing in it reorders right to left', () => {
    for (const draw of LOTTERY_GAMES) {
      expect(draw.nameUr).toMatch(/\p{Script=Arabic}/u);
      expect(draw.nameUr, draw.code).not.toMatch(/\p{Script=Latin}/u);
      expect(draw.nameUr).not.toBe(draw.nameEn);
    }
  });

  it('finds a draw by a word of its name in either language', async () => {
    const draws = LOTTERY_GAMES.map((draw) => draw.code).sort();
    expect((await codesFound(t, 'EN', 'digit')).sort()).toEqual(draws);
    expect((await codesFound(t, 'UR', 'ہندسوں')).sort()).toEqual(draws);
  });
});

/** The catalogue as the seed wrote it before the rename, one draw since renamed by the operator. */
function earlierCatalogue() {
  return seedCatalogue().map((file) => ({
    ...file,
    games: file.games.map((game) => {
      const seeded = file.vendor.code === 'OLE' ? SEEDED[game.gameCode] : undefined;
      if (seeded === undefined) return game;
      const { nameUr: _ours, ...titled } = game;
      return { ...titled, name: game.gameCode === '5-minute-ssc' ? OPERATOR_NAME : seeded };
    }),
  }));
}

describe('house draw names on an install seeded before the rename', () => {
  let t: TestContext;
  beforeAll(async () => {
    const own = await createTestDatabase();
    const old = openDatabase({ databaseUrl: own.url, dataDir: own.dataDir });
    try {
      const before = new Migrator({
        db: old.db,
        provider: {
          getMigrations: () =>
            Promise.resolve(
              Object.fromEntries(Object.entries(migrations).filter(([name]) => name < MIGRATION)),
            ),
        },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      await old.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('game_category')
          .values(
            seedCategories.map((category, index) => ({
              code: category.code,
              name_en: category.nameEn,
              name_ur: category.nameUr,
              sort_order: index,
            })),
          )
          .execute();
        for (const file of earlierCatalogue())
          await writeCatalogue(tx, file, '2026-01-01T00:00:00.000Z', null);
      });
    } finally {
      await old.close();
    }
    // The upgrade: the server starts on the old database, migrates and seeds as it always does.
    const config = testConfig(own.dataDir, own.url, ACCOUNTS_ENV);
    const database = await openTestDatabase(own, config.demo);
    const app = await buildApp({ logger: false, config, database, serverSecret: TEST_SERVER_SECRET });
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
        await own.drop();
      },
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(LANGUAGES)('renames the tiles the seed named to their draws’ names (%s)', async (language) => {
    const names = await tileNames(t, language);
    for (const code of ['1-minute-28', 'lucky-28']) {
      const draw = lotteryGame(code);
      expect(names.get(code), code).toBe(language === 'UR' ? draw?.nameUr : draw?.nameEn);
    }
    // The operator's name stays; the other house tiles were never draws and keep theirs.
    expect(names.get('5-minute-ssc')).toBe(OPERATOR_NAME);
    expect(names.get('keno-20')).toBe('Keno 20');
  });

  it('searches by the new words, no longer by the old ones', async () => {
    expect((await codesFound(t, 'EN', 'digit')).sort()).toEqual(['1-minute-28', 'lucky-28']);
    expect((await codesFound(t, 'UR', 'ہندسوں')).sort()).toEqual(['1-minute-28', 'lucky-28']);
    const twentyEights = await codesFound(t, 'EN', '28');
    expect(twentyEights).toEqual(expect.arrayContaining(['3-minute-28', 'canada-28']));
    expect(twentyEights).not.toContain('1-minute-28');
    expect(twentyEights).not.toContain('lucky-28');
    expect(await codesFound(t, 'EN', 'evening')).toEqual(['5-minute-ssc']);
  });

  it('goes back to the seeded titles, without the Urdu names it gave', async () => {
    await houseDrawNames.down(t.database.db as Parameters<typeof houseDrawNames.down>[0]);
    const rows = await t.database.db
      .selectFrom('game')
      .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
      .where('game_vendor.code', '=', 'OLE')
      .where('game.game_code', 'in', Object.keys(SEEDED))
      .select(['game.game_code', 'game.name_en', 'game.name_ur'])
      .orderBy('game.game_code')
      .execute();
    expect(rows).toEqual([
      { game_code: '1-minute-28', name_en: '1-Minute 28', name_ur: null },
      { game_code: '5-minute-ssc', name_en: OPERATOR_NAME, name_ur: null },
      { game_code: 'lucky-28', name_en: 'Lucky 28', name_ur: null },
    ]);
    expect((await codesFound(t, 'EN', 'lucky')).sort()).toContain('lucky-28');
    expect(await codesFound(t, 'EN', 'digi')).toEqual([]);
  });
});
