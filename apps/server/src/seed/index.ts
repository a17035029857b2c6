/**
 * First-start data. Idempotent: merchant content is written only when the merchant does not exist
 * yet, countries only when the table is empty, so restarting never duplicates or overwrites what
 * an operator changed. Reference data a real site needs (reference/: merchant, countries,
 * registration rules, withdraw banks, game categories and catalogue, help centre, default texts)
 * is always seeded; the demo data (demo/) only in the labelled demo.
 */
import type { Db } from '../db/database.ts';
import { seedDemoData } from './demo/index.ts';
import { seedCountryTable } from './reference/countries.ts';
import { seedGames } from './reference/games.ts';
import { type MerchantSeedOptions, seedMerchant } from './reference/merchant.ts';
import { seedRegisterRules } from './reference/register-rules.ts';
import { seedWithdrawBanks } from './reference/withdraw-banks.ts';

export interface SeedOptions extends MerchantSeedOptions {
  /** Seed the demo data too; only the labelled demo (DEMO=true) does. */
  readonly demo?: boolean;
  readonly now?: Date;
}

export interface SeedResult {
  readonly merchantCreated: boolean;
  readonly countriesCreated: boolean;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (tx) => {
    const countriesCreated = await seedCountryTable(tx);
    const existing = await tx
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', options.merchantCode)
      .executeTakeFirst();
    if (existing === undefined) await seedMerchant(tx, options, now);
    const merchant = await tx
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', options.merchantCode)
      .executeTakeFirstOrThrow();
    // Seeded on their own terms (not with a new merchant only) so older databases get them too.
    await seedRegisterRules(tx, merchant.id);
    await seedWithdrawBanks(tx, merchant.id);
    await seedGames(tx, now);
    if (options.demo === true) await seedDemoData(db, tx, merchant.id, now);
    return { merchantCreated: existing === undefined, countriesCreated };
  });
}
