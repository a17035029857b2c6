import { WHITELABEL_FLAGS } from '@openlobby/contract';
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
import { seedDatabase } from './seed/index.ts';

let testDb: TestDatabase;
let database: Database;
const box = createSecretBox(TEST_SERVER_SECRET, CUSTOMER_SERVICE_PATH_PURPOSE);
const seedOptions = { merchantCode: TEST_MERCHANT, sealPath: (plain: string) => box.seal(plain) };

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

describe('migrations and seed', () => {
  it('migrates an empty database, then does nothing the second time', async () => {
    expect(await migrateToLatest(database.db)).toEqual(['0001-initial', '0002-accounts']);
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
