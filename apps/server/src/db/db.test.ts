import { WHITELABEL_FLAGS } from '@openlobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_MERCHANT,
  TEST_SERVER_SECRET,
  type TestDatabase,
  createTestDatabase,
} from '../test/test-app.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from '../platform/secret-box.ts';
import { type Database, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { insertOlderMerchant, openDatabaseBefore } from '../test/migration-helpers.ts';
import { seedDatabase } from '../seed/index.ts';

let testDb: TestDatabase;
let database: Database;
const box = createSecretBox(TEST_SERVER_SECRET, CUSTOMER_SERVICE_PATH_PURPOSE);
const seedOptions = { merchantCode: TEST_MERCHANT, sealPath: (plain: string) => box.seal(plain) };

/** Every migration in the order it runs, written out so that a migration left out of the list is noticed. */
const MIGRATIONS = [
  '0001-initial',
  '0002-localized-banner-art',
  '0003-accounts',
  '0004-wallet',
  '0005-games',
  '0006-seamless',
  '0007-studio',
  '0009-lottery',
  '0010-messaging',
  '0011-rewards',
  '0012-banner-art-webp',
  '0013-deposit-promo-eligibility',
  '0014-operator-security',
  '0015-operator-login-lock',
  '0016-studio-currency-scale',
  '0017-chat-availability',
  '0018-drop-game-icon-version',
  '0019-operator-roles',
  '0020-member-management',
  '0021-house-draw-names',
  '0022-daily-reports',
  '0023-withdrawal-payout',
  '0024-game-icon-symbol',
  '0025-session-device',
  '0026-merchant-rules',
  '0027-game-icon-url',
  '0028-bonus-engine',
  '0029-promotions',
  '0030-vip-sign-in',
  '0031-game-centre-index',
  '0032-deposit-client',
  '0033-referral-tree',
  '0034-rebates',
  '0035-invites',
  '0036-team-stats',
  '0037-affiliate-links',
  '0038-agent-contracts',
  '0039-agent-payout-holds',
  '0040-player-limits',
  '0041-member-birth-date',
  '0042-aml',
  '0043-exclusions',
  '0044-reality-check',
  '0045-identity-documents',
  '0046-identity-numbers',
];

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'merchant',
    'whitelabel_flag',
    'template_setting',
    'announcement',
    'announcement_text',
    'help_item',
    'help_item_text',
    'customer_service',
    'download_link',
    'live_model',
    'country',
    'country_name',
    'merchant_host',
    'game_vendor',
    'game_category',
    'game_category_vendor',
    'game',
    'game_word',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('localized banner art migration', () => {
  it('points banners seeded before it at their art in each language', async () => {
    const old = await openDatabaseBefore('0002');
    try {
      const merchantId = await insertOlderMerchant(old.db);
      const announcement = (imageUrl: string) =>
        old.db
          .insertInto('announcement')
          .values({
            merchant_id: merchantId,
            type: 'B',
            group_name: 'm_home',
            image_url: imageUrl,
            link: '',
            sort_order: 0,
            starts_at: '2026-01-01T00:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const seeded = await announcement('/cdn/banners/welcome-bonus.svg');
      const uploaded = await announcement('https://img.example/own.png');
      for (const { id } of [seeded, uploaded]) {
        for (const language of ['EN', 'UR']) {
          await sql`INSERT INTO announcement_text (announcement_id, language, title, content)
            VALUES (${id}, ${language}, 't', '')`.execute(old.db);
        }
      }

      // Everything after 0001, which this database ran already.
      expect(await migrateToLatest(old.db)).toEqual(MIGRATIONS.slice(1));
      const texts = await old.db
        .selectFrom('announcement_text')
        .select(['announcement_id', 'language', 'image_url'])
        .orderBy('announcement_id')
        .orderBy('language')
        .execute();
      expect(texts.map((text) => [text.announcement_id, text.language, text.image_url])).toEqual([
        // 0002 gave each language its picture; 0012 links the WebP of each.
        [seeded.id, 'EN', '/cdn/banners/welcome-bonus.en.webp'],
        [seeded.id, 'UR', '/cdn/banners/welcome-bonus.ur.webp'],
        [uploaded.id, 'EN', ''],
        [uploaded.id, 'UR', ''],
      ]);
      const images = await old.db
        .selectFrom('announcement')
        .select(['id', 'image_url'])
        .orderBy('id')
        .execute();
      expect(images.map((row) => [row.id, row.image_url])).toEqual([
        [seeded.id, '/cdn/banners/welcome-bonus.webp'],
        [uploaded.id, 'https://img.example/own.png'],
      ]);
    } finally {
      await old.close();
    }
  });
});

describe('migrations and seed', () => {
  it('migrates an empty database, then does nothing the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('seeds on first start and is idempotent afterwards', async () => {
    expect(await seedDatabase(database.db, seedOptions)).toEqual({
      merchantCreated: true,
      countriesCreated: true,
    });
    const first = await rowCounts();
    expect(await seedDatabase(database.db, seedOptions)).toEqual({
      merchantCreated: false,
      countriesCreated: false,
    });
    expect(await rowCounts()).toEqual(first);
    expect(first.merchant).toBe(1);
    expect(first.help_item).toBeGreaterThanOrEqual(15);
    expect(first.game).toBeGreaterThanOrEqual(1000);
    expect(first.game_vendor).toBeGreaterThanOrEqual(12);
  });

  it('keeps an operator change across a re-seed', async () => {
    await database.db.updateTable('merchant').set({ name: 'Renamed' }).execute();
    await seedDatabase(database.db, seedOptions);
    const merchant = await database.db.selectFrom('merchant').select('name').executeTakeFirstOrThrow();
    expect(merchant.name).toBe('Renamed');
  });

  it('seeds a second merchant beside the first without touching shared countries', async () => {
    const result = await seedDatabase(database.db, { ...seedOptions, merchantCode: 'SECOND' });
    expect(result).toEqual({ merchantCreated: true, countriesCreated: false });
  });

  it('seeds every whitelabel flag of the contract', async () => {
    const flags = await database.db
      .selectFrom('whitelabel_flag')
      .innerJoin('merchant', 'merchant.id', 'whitelabel_flag.merchant_id')
      .select('flag')
      .where('merchant.code', '=', TEST_MERCHANT)
      .execute();
    expect(flags.map((row) => row.flag).sort()).toEqual([...WHITELABEL_FLAGS].sort());
  });

  it('enforces foreign keys', async () => {
    await expect(
      database.db
        .insertInto('whitelabel_flag')
        .values({ merchant_id: 9999, flag: 'COMM3', enabled: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});
